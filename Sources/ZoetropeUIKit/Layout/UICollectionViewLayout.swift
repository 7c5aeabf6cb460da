import protocol ZoetropeCore.CollectionLayout

/// A layout to subclass: UIKit's `UICollectionViewLayout`, with every method a layout
/// overrides, called in UIKit's order by `UICollectionView`.
///
/// Override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)` (and the supplementary and decoration queries for the kinds
/// you produce); the rest have UIKit's defaults: no invalidation on scroll, and nil initial and
/// final attributes, which means "fade in (out) in place" for what comes and goes and "glide
/// from the old place" for what moves.
///
/// During a batch update the order is UIKit's: `invalidateLayout(with:)`, `prepare()` with the
/// new counts, `prepare(forCollectionViewUpdates:)`, the final attributes of what disappears,
/// the initial attributes of what appears, both for each element whose index path changes,
/// then `finalizeCollectionViewUpdates()`. The attributes of the layout before the update are
/// kept by the collection view, as UIKit's are, so that what moves glides from where it was
/// even when the layout's caches already hold the new places.
open class UICollectionViewLayout: NSObject {
    /// The collection view showing this layout; nil until it is set on one.
    ///
    /// Read-only, as UIKit's is, so that a layout may narrow it
    /// (`override var collectionView: UICollectionView { super.collectionView! }`). Zoetrope
    /// reads `installedCollectionView` itself, as UIKit reads its own storage: a narrowed
    /// override is never asked while the layout is not installed (an `invalidateLayout()` from
    /// a property set before the layout is given to a collection view).
    open var collectionView: UICollectionView? { installedCollectionView }
    /// The collection view showing this layout, set when it is installed (`install(on:)`).
    private(set) weak var installedCollectionView: UICollectionView?

    /// Installs the layout on `collectionView`, or takes it off (nil).
    func install(on collectionView: UICollectionView?) {
        installedCollectionView = collectionView
    }
    /// Decoration kinds registered, with the view class that shows them.
    var decorationViewClasses: [String: AnyClass] = [:]
    /// Set while the collection view invalidates the layout itself (no relayout to schedule).
    var invalidatingForCollectionView = false
    /// Set while the collection view runs `prepare()`: what the layout changes on itself then
    /// is part of the preparation, not a new invalidation.
    var isPreparing = false
    /// The UIKit Dynamics animators made for this layout (`UIDynamicAnimator(collectionViewLayout:)`),
    /// held weakly, as the layout holds them: a recording steps those still running.
    var dynamicAnimators: [() -> UIDynamicAnimator?] = []
    /// Whether one of those animators has behaviours: it moves items, and invalidates the
    /// layout when it does.
    var holdsDynamicItems: Bool { dynamicAnimators.contains { $0()?.behaviors.isEmpty == false } }
    /// What the collection view's bridges to this object share; made on first use.
    lazy var bridgeHub = LayoutBridgeHub(layout: self)

    public override init() {
        super.init()
    }

    /// Layouts are not read from archives; this exists so that a subclass's
    /// `required init?(coder:)` compiles as it does against UIKit.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Never called: Zoetrope loads no nibs or storyboards. Declared so that a layout that
    /// overrides it (set up there when a storyboard made it) compiles; set it up in `init()`.
    open func awakeFromNib() {}

    // MARK: Invalidation

    /// Marks the layout out of date: the collection view prepares it again before the next
    /// thing it shows (inside `UIView.animate`, `layoutIfNeeded()` animates the change).
    open func invalidateLayout() {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !invalidatingForCollectionView && !isPreparing { installedCollectionView?.layoutNeedsPreparing() }
    }

    /// The class of the attributes this layout's superclass queries create (a flow layout's
    /// `super.layoutAttributesForElements(in:)` returns instances of it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        builtInCoreLayout?.shouldInvalidateLayout(forBoundsChange: Bridging.rect(newBounds)) ?? false
    }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        if let collectionView = installedCollectionView {
            context.contentOffsetAdjustment = CGPoint(x: newBounds.minX - collectionView.bounds.minX, y: newBounds.minY - collectionView.bounds.minY)
        }
        return context
    }

    /// Registers the view that shows decorations of `elementKind`. Zoetrope makes one with
    /// `init(frame:)` and draws its background colour and layer (corners, border, shadow).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    // MARK: Layout

    /// The core layout a built-in subclass (the flow and compositional layouts) was last
    /// prepared as: the queries below answer from it, as new instances of
    /// `layoutAttributesClass` each time (what `super` returns to a subclass, which may change
    /// them freely). Nil for a layout of the app's own, whose queries answer UIKit's defaults:
    /// no content, no attributes, no invalidation on scroll.
    var builtInCoreLayout: (any CollectionLayout)? { nil }

    open func prepare() {}

    #if !canImport(ObjectiveC)
    /// Hears a change of a value it observes by name (`addObserver(_:forKeyPath:options:context:)`);
    /// override it, as on Apple's platforms. Nothing by default.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif

    /// Called after each `prepare()` the collection view makes: a built-in layout whose
    /// subclass's `prepare()` did not call `super` prepares itself here, as UIKit's flow
    /// layout computes what it was not asked to prepare when it is first queried.
    func finishPreparing() {}

    open var collectionViewContentSize: CGSize {
        builtInCoreLayout.map { Bridging.cgSize($0.collectionViewContentSize) } ?? .zero
    }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        builtInCoreLayout?.uiAttributes(in: rect, as: attributesClass)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        builtInCoreLayout?.uiAttributes(for: Bridging.element(category: .cell, kind: nil, indexPath: indexPath), as: attributesClass)
    }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        builtInCoreLayout?.uiAttributes(for: Bridging.element(category: .supplementaryView, kind: elementKind, indexPath: indexPath),
                                        as: attributesClass)
    }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        builtInCoreLayout?.uiAttributes(for: Bridging.element(category: .decorationView, kind: elementKind, indexPath: indexPath),
                                        as: attributesClass)
    }

    /// Where a scroll comes to rest; UIKit asks it after a layout switch and when a scroll ends.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Asked, as in UIKit, when a view that shows (or that the layout gave a new size) prefers
    /// attributes other than those it was given (`preferredLayoutAttributesFitting(_:)`): true
    /// invalidates the layout with `invalidationContext(forPreferredLayoutAttributes:
    /// withOriginalAttributes:)` and prepares it again, before the first frame at the first
    /// layout, and with the step (animated as it, starting with it) after one. UIKit's flow
    /// and compositional layouts are not asked: Zoetrope measures their self-sizing views before
    /// they lay them out, so a measured size holds from the first frame.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// Interactive moves (dragging a cell to reorder) need a finger; never asked by Zoetrope.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        previousIndexPath
    }

    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Updates

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    open func finalizeCollectionViewUpdates() {}

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary views to remove beyond those the update explains. Zoetrope pairs
    /// elements by what the two layouts show, so these are not needed and not asked.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    open func finalizeAnimatedBoundsChange() {}

    // MARK: Layout switches

    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    open func finalizeLayoutTransition() {}
}
