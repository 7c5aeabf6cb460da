/// A layout shown right to left: another layout, worked out left to right as it was written,
/// with every frame mirrored across the content's width.
///
/// This is what `UICollectionView` does for a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is true when the interface reads the other
/// way (Apple's documentation of that property): the layout keeps thinking in its own
/// coordinates, and the collection view flips the horizontal axis for it. The flow and
/// compositional layouts say so; a custom layout decides for itself (UIKit's default is
/// false). `CollectionView` wraps its layout in one when the layout flips and its
/// `layoutDirection` is not the layout's `developmentLayoutDirection`.
///
/// The axis is the wider of the content and the visible width, so that a row narrower than
/// the screen starts at the right edge. Everything the base layout sees is in its own
/// coordinates (the bounds it prepares for, the rectangles it is asked about, the layout it
/// transitions from), and everything it answers is mirrored: frames, clip rectangles and
/// pinning. Transforms are kept as they are, as UIKit keeps them.
package struct MirroredLayout: CollectionLayout {
    /// The layout as written, in its own left-to-right coordinates.
    package private(set) var base: any CollectionLayout
    /// The width mirrored across: x becomes `mirrorWidth - x`.
    package private(set) var mirrorWidth: Double

    package init(_ base: any CollectionLayout) {
        self.base = (base as? MirroredLayout)?.base ?? base
        self.mirrorWidth = 0
    }

    package var flipsHorizontallyInOppositeLayoutDirection: Bool { base.flipsHorizontallyInOppositeLayoutDirection }
    package var developmentLayoutDirection: Appearance.Direction { base.developmentLayoutDirection }

    package mutating func prepare(for collectionView: LayoutContext) {
        if mirrorWidth == 0 { mirrorWidth = collectionView.bounds.width }
        base.prepare(for: baseContext(collectionView))
        let width = Swift.max(base.collectionViewContentSize.width, collectionView.bounds.width)
        guard width != mirrorWidth else { return }
        // The axis moved (the content grew or shrank): the bounds the layout was given, seen
        // from the new axis, are elsewhere; a layout that depends on them prepares again.
        let stale = mirrored(collectionView.bounds)
        mirrorWidth = width
        if mirrored(collectionView.bounds) != stale && base.shouldInvalidateLayout(forBoundsChange: mirrored(collectionView.bounds)) {
            base.prepare(for: baseContext(collectionView))
        }
    }

    /// The context as the base layout sees it: the bounds mirrored, and the safe area's left
    /// and right swapped (directional margins stay: their leading side mirrors with the rest).
    private func baseContext(_ context: LayoutContext) -> LayoutContext {
        var context = context
        context.bounds = mirrored(context.bounds)
        let safe = context.safeAreaInsets
        context.safeAreaInsets = EdgeInsets(top: safe.top, left: safe.right, bottom: safe.bottom, right: safe.left)
        return context
    }

    package var collectionViewContentSize: Size { base.collectionViewContentSize }

    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        base.layoutAttributesForElements(in: mirrored(rect)).map(mirrored)
    }

    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForItem(at: indexPath).map(mirrored)
    }

    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(mirrored)
    }

    package func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath).map(mirrored)
    }

    package func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let width = Swift.max(base.collectionViewContentSize.width, newBounds.width)
        return base.shouldInvalidateLayout(forBoundsChange: Self.mirrored(newBounds, across: width))
    }

    package mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        base.prepare(forCollectionViewUpdates: updateItems)
    }

    package mutating func finalizeCollectionViewUpdates() { base.finalizeCollectionViewUpdates() }

    package mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingItem(at: itemIndexPath).map(mirrored)
    }

    package mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingItem(at: itemIndexPath).map(mirrored)
    }

    package mutating func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: elementIndexPath).map(mirrored)
    }

    package mutating func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: elementIndexPath).map(mirrored)
    }

    package mutating func initialLayoutAttributesForAppearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: decorationIndexPath).map(mirrored)
    }

    package mutating func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind kind: ElementKind, at decorationIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: decorationIndexPath).map(mirrored)
    }

    package func isAnchoredToItem(kind: ElementKind, category: ElementCategory) -> Bool {
        base.isAnchoredToItem(kind: kind, category: category)
    }

    /// A header pinned to the left edge of a horizontal layout pins to the right edge once
    /// mirrored, which is how a footer pins: the start and end of the axis swap.
    package func pinning(of element: ElementID) -> Pinning? {
        guard var pinning = base.pinning(of: element) else { return nil }
        guard pinning.axis == .horizontal else { return pinning }
        pinning.toStart.toggle()
        pinning.natural = mirrorWidth - pinning.natural - pinning.length
        pinning.limit = mirrorWidth - pinning.limit - pinning.length
        return pinning
    }

    package mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        base.prepare(forAnimatedBoundsChange: mirrored(oldBounds))
    }

    package mutating func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }

    package mutating func prepareForTransition(from oldLayout: any CollectionLayout) {
        base.prepareForTransition(from: (oldLayout as? MirroredLayout)?.base ?? oldLayout)
    }

    package mutating func prepareForTransition(to newLayout: any CollectionLayout) {
        base.prepareForTransition(to: (newLayout as? MirroredLayout)?.base ?? newLayout)
    }

    package mutating func finalizeLayoutTransition() { base.finalizeLayoutTransition() }

    // MARK: Mirroring

    private func mirrored(_ rect: Rect) -> Rect { Self.mirrored(rect, across: mirrorWidth) }

    private static func mirrored(_ rect: Rect, across width: Double) -> Rect {
        Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func mirrored(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var attributes = attributes
        attributes.frame = mirrored(attributes.frame)
        attributes.clipRect = attributes.clipRect.map(mirrored)
        return attributes
    }
}

extension CollectionLayout {
    /// The layout as it was written: the base of a `MirroredLayout`, else itself.
    package var unmirrored: any CollectionLayout { (self as? MirroredLayout)?.base ?? self }
}
