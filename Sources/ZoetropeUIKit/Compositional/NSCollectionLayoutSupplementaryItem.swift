import ZoetropeCore

/// A view anchored to an item, such as a badge: UIKit's `NSCollectionLayoutSupplementaryItem`.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// With an item anchor: Zoetrope places the item by its container anchor only, and
    /// reports an item anchor other than the centre instead of ignoring it.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    func anchoredValue(_ issues: CompositionalIssues) -> LayoutSupplementaryItem {
        if let itemAnchor, !itemAnchor.value.edges.isEmpty {
            issues.messages.append("the supplementary item of kind \(elementKind) has an itemAnchor; Zoetrope anchors supplementary items by their containerAnchor only")
        }
        var item = LayoutSupplementaryItem(layoutSize: layoutSize.value, elementKind: Bridging.kind(elementKind), containerAnchor: containerAnchor.value)
        item.zIndex = zIndex
        return item
    }
}

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

/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
/// The view is the class registered with the layout's `register(_:forDecorationViewOfKind:)`.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem, @unchecked Sendable {
    public let elementKind: String
    public var zIndex = -1

    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    var decorationValue: LayoutDecorationItem {
        var item = LayoutDecorationItem.background(elementKind: Bridging.kind(elementKind))
        item.contentInsets = Self.insets(contentInsets)
        item.zIndex = zIndex
        return item
    }
}
