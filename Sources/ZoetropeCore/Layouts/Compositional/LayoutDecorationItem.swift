/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
///
/// A background covers the whole section, header to footer, across the full width of the
/// collection view, inside its own `contentInsets`. Its z-index defaults to 0, as UIKit's does,
/// and at an equal z-index a decoration is painted beneath cells and supplementary views
/// ("the decoration item appears below all other items in the section", Apple's
/// documentation of `NSCollectionLayoutDecorationItem.zIndex`).
public struct LayoutDecorationItem: Hashable, Sendable {
    public var elementKind: ElementKind
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var zIndex = 0
    /// Whether it covers only the items (a list's rows) instead of the whole section.
    var coversItemsOnly = false

    public static func background(elementKind: ElementKind) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    var transposed: LayoutDecorationItem {
        var item = self
        item.contentInsets = contentInsets.transposed
        return item
    }
}
