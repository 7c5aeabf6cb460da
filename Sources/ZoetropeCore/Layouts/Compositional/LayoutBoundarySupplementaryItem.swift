/// A header, footer or side view of a section (or of the whole layout): UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A top-aligned item sits at the very start of its section, before the section's content
/// insets, and (when it `extendsBoundary`, the default) pushes the content down by its
/// height; a bottom-aligned one follows the content insets. With `pinToVisibleBounds` it
/// stays at the top (bottom) of the visible rectangle while its section is on screen, until
/// the section's end pushes it away. Its index path is item 0 of its section.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    public var extendsBoundary = true
    public var pinToVisibleBounds = false
    public var zIndex = 0
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }

    var transposed: LayoutBoundarySupplementaryItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.alignment = alignment.transposed
        item.absoluteOffset = Point(x: absoluteOffset.y, y: absoluteOffset.x)
        item.contentInsets = contentInsets.transposed
        return item
    }
}
