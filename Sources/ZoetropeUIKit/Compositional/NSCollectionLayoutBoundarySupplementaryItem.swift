import ZoetropeCore

/// A header, footer or other view along a section's (or the layout's) edge: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem, @unchecked Sendable {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
        zIndex = 0
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    var boundaryValue: LayoutBoundarySupplementaryItem {
        var item = LayoutBoundarySupplementaryItem(layoutSize: layoutSize.value, elementKind: Bridging.kind(elementKind),
                                                   alignment: alignment.value, absoluteOffset: Bridging.point(offset))
        item.extendsBoundary = extendsBoundary
        item.pinToVisibleBounds = pinToVisibleBounds
        item.zIndex = zIndex
        item.contentInsets = Self.insets(contentInsets)
        return item
    }
}
