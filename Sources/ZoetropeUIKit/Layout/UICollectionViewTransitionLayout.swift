import ZoetropeCore

/// A layout between two layouts: UIKit's `UICollectionViewTransitionLayout`, which an
/// interactive transition (`startInteractiveTransition(to:completion:)`) shows while a
/// gesture sets `transitionProgress`.
///
/// Every element both layouts show sits between its two places (centre, size, alpha and
/// transform interpolated linearly by the progress, as UIKit does); an element only one shows
/// fades with it. A subclass may override `layoutAttributesForElements(in:)` to use values set
/// with `updateValue(_:forAnimatedKey:)`.
///
/// In a recording there is no finger: the code sets the progress (from a display link's frames,
/// or step by step), and each change shows once the collection view lays out again
/// (`layoutIfNeeded()`, animated inside `UIView.animate`, or the layout pass that ends the turn).
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// From 0 (the current layout) to 1 (the next); setting it invalidates the layout (before
    /// the change, so that the collection view keeps what was shown until then).
    open var transitionProgress: CGFloat = 0 {
        willSet { if newValue != transitionProgress { invalidateLayout() } }
    }

    /// Installing the transition installs both layouts, as UIKit does: either may be asked
    /// about the collection view before the transition is prepared.
    override func install(on collectionView: UICollectionView?) {
        super.install(on: collectionView)
        // Taken off, it leaves them: the next layout is installed on its own then.
        guard let collectionView else { return }
        currentLayout.install(on: collectionView)
        nextLayout.install(on: collectionView)
    }

    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    public required init?(coder: NSCoder) {
        fatalError("UICollectionViewTransitionLayout is made with init(currentLayout:nextLayout:)")
    }

    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.install(on: installedCollectionView)
            layout.isPreparing = true
            layout.prepare()
            layout.finishPreparing()
            layout.isPreparing = false
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }

    /// `from` and `to` at the progress, as attributes of this layout's class.
    private func blend(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let any = from ?? to else { return nil }
        let progress = Double(transitionProgress)
        func core(_ a: UICollectionViewLayoutAttributes) -> LayoutAttributes? { try? Bridging.coreAttributes(a).get() }
        guard var start = (from ?? to).flatMap(core), var end = (to ?? from).flatMap(core) else { return any.copy() as? UICollectionViewLayoutAttributes }
        if from == nil { start.alpha = 0 }
        if to == nil { end.alpha = 0 }
        return Bridging.uiAttributes(start.interpolated(to: end, progress: progress), attributesClass: attributesClass)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Everything either layout shows in the rectangle, or that passes through it.
        let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let from = currentLayout.layoutAttributesForElements(in: everywhere) ?? []
        let to = nextLayout.layoutAttributesForElements(in: everywhere) ?? []
        func key(_ a: UICollectionViewLayoutAttributes) -> ElementID { Bridging.element(of: a) }
        var toByElement: [ElementID: UICollectionViewLayoutAttributes] = [:]
        for attributes in to { toByElement[key(attributes)] = attributes }
        var result: [UICollectionViewLayoutAttributes] = []
        var seen = Set<ElementID>()
        for attributes in from {
            seen.insert(key(attributes))
            if let blended = blend(attributes, toByElement[key(attributes)]) { result.append(blended) }
        }
        for attributes in to where !seen.contains(key(attributes)) {
            if let blended = blend(nil, attributes) { result.append(blended) }
        }
        return result.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        blend(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
              nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }
}
