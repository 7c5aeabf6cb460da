import ZoetropeCore

extension UICollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical, horizontal
    }
}

/// UIKit's flow layout, to use as it is or to subclass: items in lines, lines in sections,
/// headers and footers, with UIKit's rules (the core's `FlowLayout`, whose rules
/// docs/uikit-behaviour.md#flow-layout states) and UIKit's properties and delegate.
///
/// A subclass calls `super` as in UIKit: `super.layoutAttributesForElements(in:)` returns new
/// instances of `layoutAttributesClass` each time, so they may be changed freely.
/// `super.initialLayoutAttributesForAppearingItem(at:)` gives UIKit's default for the item:
/// its new attributes with alpha 0 when it is inserted, and its attributes from before the
/// update (at its new index path) when it moves; `super.finalLayoutAttributesForDisappearingItem(at:)`
/// gives its attributes from before the update, with alpha 0 when it goes.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// How section insets are measured: UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { propertyChanged() } } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { propertyChanged() } } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { propertyChanged() } } }
    /// When not zero, cells size themselves: each cell laid out by Auto Layout is asked its size
    /// (`preferredLayoutAttributesFitting(_:)`, by default what its constraints give) with this
    /// size proposed (`automaticSize` proposes `itemSize`), and any other cell keeps the
    /// estimate. The delegate's `sizeForItemAt` still decides where it answers. See
    /// docs/bring-your-own-layout.md.
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { propertyChanged() } } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { propertyChanged() } } }
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { propertyChanged() } } }
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { propertyChanged() } } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { propertyChanged() } } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { propertyChanged() } } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { propertyChanged() } } }
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { propertyChanged() } } }

    /// The core layout, prepared; and as it was before the last preparation.
    private var flow = FlowLayout()
    private var previousFlow: FlowLayout?
    /// What the last `prepare()` was for, without the data, and whether a property changed
    /// since. The data is the collection view's, read again when the flow is computed after
    /// the preparation: kept here, it would share its storage with the collection view's, and
    /// the first cell the live pass reads after each step would copy every item.
    private var preparedContext: LayoutContext?
    private var preparedWithData = false
    private var needsRecomputing = false

    override var builtInCoreLayout: (any CollectionLayout)? { fresh }

    /// A property changed: UIKit's flow layout invalidates itself and lays out again the next
    /// time it is asked (a subclass may set `itemSize` after `super.prepare()`, as WWDC 2018's
    /// column layout does).
    private func propertyChanged() {
        // Invalidated first: the collection view keeps what the layout showed until now.
        invalidateLayout()
        needsRecomputing = true
    }

    /// The core layout, computed again first when a property changed since it was prepared.
    private var fresh: FlowLayout {
        if needsRecomputing {
            needsRecomputing = false
            if let preparedContext, let collectionView = installedCollectionView {
                flow = makeFlow(for: collectionView.preparingContext ?? withData(preparedContext, of: collectionView), in: collectionView)
            }
        }
        return flow
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// True, as UIKit's flow layout: right to left, its rows fill from the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func prepare() {
        super.prepare()
        preparedFlow()
    }

    /// Whether `prepare()` reached this class's since the collection view last prepared.
    private var calledSuperPrepare = false

    /// A subclass whose `prepare()` sets the item size without calling `super` (ScalingCarousel
    /// does): the flow is prepared all the same, as UIKit's computes it when first asked.
    override func finishPreparing() {
        if !calledSuperPrepare { preparedFlow() }
        calledSuperPrepare = false
    }

    private func preparedFlow() {
        calledSuperPrepare = true
        // What was last shown: a property change since is not computed yet, nor shown.
        previousFlow = flow
        guard let collectionView = installedCollectionView else {
            flow = FlowLayout()
            preparedContext = nil
            return
        }
        let context = collectionView.preparingContext ?? LayoutContext(
            bounds: Bridging.rect(collectionView.bounds),
            itemCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) })
        preparedWithData = context.snapshot != nil
        var kept = context
        kept.snapshot = nil
        preparedContext = kept
        needsRecomputing = false
        flow = makeFlow(for: context, in: collectionView)
    }

    /// The last preparation's context with the collection view's data, as it is now: outside a
    /// preparation, what it was prepared for (with any cell's content read since).
    private func withData(_ context: LayoutContext, of collectionView: UICollectionView) -> LayoutContext {
        guard preparedWithData else { return context }
        var full = context
        full.snapshot = collectionView.core?.snapshot
        return full
    }

    private func makeFlow(for context: LayoutContext, in collectionView: UICollectionView) -> FlowLayout {
        var next = FlowLayout(scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal, itemSize: Bridging.size(itemSize),
                              minimumLineSpacing: Double(minimumLineSpacing), minimumInteritemSpacing: Double(minimumInteritemSpacing),
                              sectionInset: Bridging.insets(sectionInset), headerReferenceSize: Bridging.size(headerReferenceSize),
                              footerReferenceSize: Bridging.size(footerReferenceSize))
        if estimatedItemSize != .zero {
            // UIKit proposes the estimate; `automaticSize` proposes the item size.
            next.estimatedItemSize = Bridging.size(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        }
        next.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        next.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        // The reference: extra room across the scroll direction from the safe area or margins.
        var extra = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: extra = collectionView.safeAreaInsets
        case .fromLayoutMargins: extra = collectionView.layoutMargins
        }
        if scrollDirection == .vertical { extra.top = 0; extra.bottom = 0 } else { extra.left = 0; extra.right = 0 }
        next.sectionInset = Bridging.insets(sectionInset).adding(Bridging.insets(extra))
        if let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout {
            let box = Unchecked((collectionView, delegate, self))
            let extraInsets = Bridging.insets(extra)
            next.delegate = FlowLayoutDelegate(
                sizeForItem: { path in
                    Bridging.size(box.value.1.collectionView(box.value.0, layout: box.value.2, sizeForItemAt: Bridging.uiIndexPath(path)))
                },
                insetForSection: { section in
                    Bridging.insets(box.value.1.collectionView(box.value.0, layout: box.value.2, insetForSectionAt: section)).adding(extraInsets)
                },
                minimumLineSpacingForSection: { section in
                    Double(box.value.1.collectionView(box.value.0, layout: box.value.2, minimumLineSpacingForSectionAt: section))
                },
                minimumInteritemSpacingForSection: { section in
                    Double(box.value.1.collectionView(box.value.0, layout: box.value.2, minimumInteritemSpacingForSectionAt: section))
                },
                referenceSizeForHeader: { section in
                    Bridging.size(box.value.1.collectionView(box.value.0, layout: box.value.2, referenceSizeForHeaderInSection: section))
                },
                referenceSizeForFooter: { section in
                    Bridging.size(box.value.1.collectionView(box.value.0, layout: box.value.2, referenceSizeForFooterInSection: section))
                })
        }
        next.prepare(for: context)
        return next
    }

    // MARK: UIKit's defaults for appearing and disappearing elements

    /// The element's attributes before the update, named by its place after it: what this
    /// layout object answered then (a subclass's adjusted place, as the collection view kept
    /// it), or the flow layout's own where the object was not asked.
    private func previous(_ element: ElementID, showingAs shown: ElementID) -> UICollectionViewLayoutAttributes? {
        guard var attributes = bridgeHub.previous?.answer(for: element) ?? previousFlow?.layoutAttributes(for: element) else { return nil }
        attributes.element = shown
        return Bridging.uiAttributes(attributes, attributesClass: attributesClass)
    }

    /// What this layout object answers now for `element` (through a subclass's overrides).
    private func current(_ element: ElementID) -> UICollectionViewLayoutAttributes? {
        let path = Bridging.uiIndexPath(element.indexPath)
        switch element {
        case .cell: return layoutAttributesForItem(at: path)
        case .supplementary(let kind, _): return layoutAttributesForSupplementaryView(ofKind: Bridging.uiKind(kind), at: path)
        case .decoration(let kind, _): return layoutAttributesForDecorationView(ofKind: Bridging.uiKind(kind), at: path)
        }
    }

    private func initial(for element: ElementID) -> UICollectionViewLayoutAttributes? {
        let mapping = installedCollectionView?.updateMapping
        let source: ElementID?
        switch element {
        case .cell(let path): source = mapping?.oldIndexPath(forNew: path).map(ElementID.cell)
        case .supplementary, .decoration:
            source = mapping?.oldSection(forNew: element.indexPath.section)
                .map { element.with(indexPath: ZoetropeCore.IndexPath(item: element.indexPath.item, section: $0)) }
        }
        if let source, let before = previous(source, showingAs: element) { return before }
        // A copy: a subclass's own query may hand out the attributes it keeps.
        guard let now = current(element)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        now.alpha = 0
        return now
    }

    private func final(for element: ElementID) -> UICollectionViewLayoutAttributes? {
        let mapping = installedCollectionView?.updateMapping
        let survives: Bool
        switch element {
        case .cell(let path): survives = mapping?.newIndexPath(forOld: path) != nil
        case .supplementary, .decoration: survives = mapping?.newSection(forOld: element.indexPath.section) != nil
        }
        guard let before = previous(element, showingAs: element) else { return nil }
        if !survives { before.alpha = 0 }
        return before
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        initial(for: .cell(Bridging.indexPath(itemIndexPath)))
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        final(for: .cell(Bridging.indexPath(itemIndexPath)))
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes? {
        initial(for: .supplementary(Bridging.kind(elementKind), Bridging.indexPath(elementIndexPath)))
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes? {
        final(for: .supplementary(Bridging.kind(elementKind), Bridging.indexPath(elementIndexPath)))
    }
}

extension EdgeInsets {
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
