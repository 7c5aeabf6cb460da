/// A layout: where every cell, supplementary view and decoration sits, with UIKit's hooks.
///
/// The requirements are `UICollectionViewLayout`'s methods with their UIKit names and
/// meanings, so a UIKit layout ports line by line. Layouts are values: the collection view
/// keeps the layout from before an update next to the prepared new one, so nothing needs a
/// cache of "previous attributes" to animate.
///
/// Call order during a batch update (docs/uikit-behaviour.md#call-order): `prepare(for:)` with the new counts,
/// `prepare(forCollectionViewUpdates:)`, `finalLayoutAttributesForDisappearing…` for deleted
/// elements, `initialLayoutAttributesForAppearing…` for inserted ones, then for each element
/// whose index path changes `final…(oldPath)` followed by `initial…(newPath)`, and last
/// `finalizeCollectionViewUpdates()`.
///
/// Only `prepare(for:)`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// the per-element queries that the layout produces must be written; every hook has UIKit's
/// default (no invalidation on scroll, nil initial and final attributes, which means "fade in
/// place").
public protocol CollectionLayout: Sendable {
    /// `prepare()`: compute everything the queries need, from the counts and the bounds.
    mutating func prepare(for collectionView: LayoutContext)

    /// The size of all the content, in points.
    var collectionViewContentSize: Size { get }

    /// Every element whose frame intersects `rect`.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    /// Whether a change of bounds to `newBounds` needs a new `prepare(for:)`. Default false.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool

    /// Called after `prepare(for:)` with the batch's update items, before any initial or final
    /// attributes are asked for.
    mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem])
    /// Called once all initial and final attributes of a batch have been gathered.
    mutating func finalizeCollectionViewUpdates()

    mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?
    mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?
    mutating func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes?
    mutating func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes?
    mutating func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes?
    mutating func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes?

    /// Whether the collection view mirrors this layout when the interface reads the other way
    /// from `developmentLayoutDirection`: UIKit's property of the same name. Default false, as
    /// UIKit's; the flow and compositional layouts say true. See `MirroredLayout`.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

    /// The direction the layout was written for: UIKit's property of the same name. Default
    /// left to right.
    var developmentLayoutDirection: Appearance.Direction { get }

    /// Whether supplementary or decoration views of `kind` belong to the item at their index
    /// path (a badge, a list row's separator), so that they follow it through updates as the
    /// cell does. Default false: they belong to their section, by index.
    func isAnchoredToItem(kind: ElementKind, category: ElementCategory) -> Bool

    /// How the element is pinned to the visible bounds (a pinned header), or nil when it is
    /// not. Default nil.
    func pinning(of element: ElementID) -> Pinning?

    /// Bracket an animated bounds change (rotation, resize) that invalidated the layout.
    mutating func prepare(forAnimatedBoundsChange oldBounds: Rect)
    mutating func finalizeAnimatedBoundsChange()

    /// Bracket an animated switch between two layouts.
    mutating func prepareForTransition(from oldLayout: any CollectionLayout)
    mutating func prepareForTransition(to newLayout: any CollectionLayout)
    mutating func finalizeLayoutTransition()
}

extension CollectionLayout {
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
    public func isAnchoredToItem(kind: ElementKind, category: ElementCategory) -> Bool { false }
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    public var developmentLayoutDirection: Appearance.Direction { .leftToRight }
    public func pinning(of element: ElementID) -> Pinning? { nil }
    public mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}
    public mutating func finalizeCollectionViewUpdates() {}
    public mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {}
    public mutating func finalizeAnimatedBoundsChange() {}
    public mutating func prepareForTransition(from oldLayout: any CollectionLayout) {}
    public mutating func prepareForTransition(to newLayout: any CollectionLayout) {}
    public mutating func finalizeLayoutTransition() {}
}

extension CollectionLayout {
    /// The attributes of any element, dispatching on its category.
    package func layoutAttributes(for element: ElementID) -> LayoutAttributes? {
        switch element {
        case .cell(let path): return layoutAttributesForItem(at: path)
        case .supplementary(let kind, let path): return layoutAttributesForSupplementaryView(ofKind: kind, at: path)
        case .decoration(let kind, let path): return layoutAttributesForDecorationView(ofKind: kind, at: path)
        }
    }

    /// The appearing hook for any element, dispatching on its category.
    package mutating func initialLayoutAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        switch element {
        case .cell(let path): return initialLayoutAttributesForAppearingItem(at: path)
        case .supplementary(let kind, let path):
            return initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
        case .decoration(let kind, let path):
            return initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
        }
    }

    /// The disappearing hook for any element, dispatching on its category.
    package mutating func finalLayoutAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        switch element {
        case .cell(let path): return finalLayoutAttributesForDisappearingItem(at: path)
        case .supplementary(let kind, let path):
            return finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
        case .decoration(let kind, let path):
            return finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
        }
    }
}
