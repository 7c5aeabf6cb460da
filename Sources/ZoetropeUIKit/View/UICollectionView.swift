import ZoetropeCore

/// A collection view that records what it does: UIKit's `UICollectionView`, driven by a data
/// source and a layout object, its batch updates, layout switches and scrolls becoming the
/// steps of a `Timeline` (see `record(frame:collectionViewLayout:_:)`).
///
/// The collection view loads when it first has to show something: then it asks the data
/// source for its counts and cells, and prepares the layout. Every change after that is one
/// step — animated inside `UIView.animate` (with its duration and curve), by default for batch
/// updates (0.3 s ease in-out), not at all with `animated: false` or in
/// `UIView.performWithoutAnimation` (a step of length zero).
///
/// Where UIKit raises an exception (an invalid batch update), the recording stops there and
/// `record` throws the exception's reason, word for word; the collection view ignores what
/// follows, as the app would be gone.
open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Whether the app set the background (else a list layout's own shows).
    private(set) var backgroundColorIsSet = false
    open override var backgroundColor: UIColor? {
        didSet { backgroundColorIsSet = true }
    }

    open weak var delegate: (any UICollectionViewDelegate)?
    // Seen as a `UIScrollView`, its `delegate` is this one (see `UIScrollViewDelegateHolding`).
    override func scrollDelegate() -> (any UIScrollViewDelegate)? { delegate }
    override func setScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) { self.delegate = delegate as? any UICollectionViewDelegate }
    /// Whether the delegate's type has its own `scrollViewDidScroll(_:)`, once learnt.
    var scrollHearingDelegate: (type: ObjectIdentifier, hears: Bool)?
    /// Whether the delegate moved the offset while it was told of a scroll's frame.
    var delegateMovedOffset = false
    /// Kept, and its colour drawn behind the content (`shownBackdropColor`); the views it
    /// holds and what it draws itself (an empty-state label, a gradient) are not drawn.
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The list's editing mode (see `UICollectionView+Editing.swift`).
    open var isEditing = false { didSet { if isEditing != oldValue { editingDidChange() } } }
    open var allowsSelectionDuringEditing = false, allowsMultipleSelectionDuringEditing = false
    /// Its prefetch data source and what it was asked (see `UICollectionView+Prefetching.swift`).
    var prefetching = ItemPrefetching()
    /// The selected items, in the order they were selected. A selected cell shows its
    /// `selectedBackgroundView` (see `selectItem(at:animated:scrollPosition:)`).
    open var indexPathsForSelectedItems: [Foundation.IndexPath]? { selectedItems }
    var selectedItems: [Foundation.IndexPath] = []
    open var remembersLastFocusedIndexPath = false

    /// The item being moved with `beginInteractiveMovementForItem(at:)`, and where it would go.
    var interactiveMovement: (from: Foundation.IndexPath, target: Foundation.IndexPath)?

    var layoutObject: UICollectionViewLayout
    /// The headless collection view, once loaded.
    var core: ZoetropeCore.CollectionView? { didSet { coreRevision &+= 1 } }
    /// How many times `core` changed: a layout pass with nothing new to show is known by it.
    var coreRevision = 0
    var storedBounds: CGRect
    /// What the layout object is being prepared for, while it is.
    var preparingContext: LayoutContext?
    /// The data source's counts while the view loads (`load()`), before the layout is prepared.
    var loadingCounts: [Int]?
    var recording: Recording?
    /// Where the batch update under way takes sections and items, for a flow layout's
    /// defaults; nil outside a batch update.
    var updateMapping: UpdateMapping?
    var failure: UIKitRecordingError?
    var needsRelayout = false
    var batch: BatchUpdate?
    var reconfigured: [Foundation.IndexPath] = []
    var nextItemNumber = 0
    var nextSectionNumber = 0
    var cellClasses: [String: AnyClass] = [:]
    /// Cells whose content has been taken and that nothing else holds, by reuse identifier,
    /// to be handed out again as UIKit hands out a cell that left the screen.
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Cells read while laid out by Auto Layout in the change under way, by index path after
    /// it: the measurer keeps them, so the one of an item that shows becomes its live cell
    /// rather than the data source being asked again (see `showLiveViews`).
    var measuredCells: [ZoetropeCore.IndexPath: UICollectionViewCell] = [:]
    /// Whether some item may hold no content yet, its cell to be read when it shows (see
    /// `enteringCellContent(at:whenShown:)`).
    var holdsUnreadCells = false
    var supplementaryClasses: [String: [String: AnyClass]] = [:]
    /// The views shown now, by what their element is (see `showLiveViews`).
    var liveViews = LiveViews()
    /// The elements shown now, in the layout's order, and what each is: what
    /// `indexPathsForVisibleItems` and `cellForItem(at:)` answer from, without laying out.
    var shownElements = ShownElements()
    /// Where the view the data source is dequeuing now is to be (see `making(at:_:)`).
    var dequeuePlace: DequeuePlace?
    /// Whether collection views keep live views: off only in UIKitBenchmark's baseline.
    @TaskLocal package static var keepsLiveViews = true
    /// While the live views are brought up to date (a layout asking from `apply(_:)`'s pass).
    var isShowingLiveViews = false
    /// Supplementary kinds the layout has produced, beyond those registered.
    var seenSupplementaryKinds: [String] = []
    /// Gives the cells when a diffable data source drives the view.
    weak var diffableSource: (any DiffableSourceDriving)?
    private let givenTextMeasurer: (any TextMeasuring)?
    /// The measurer given to it, else the recording's when asked (one made before, as labels).
    var textMeasurer: any TextMeasuring { givenTextMeasurer ?? UILabel.textMeasurer }
    /// Measures the self-sizing cells laid out by Auto Layout, for the layout.
    lazy var cellMeasurer = CellMeasurer()

    /// The recording's text measurer, for the collection views and labels the app makes.
    @TaskLocal static var recordingTextMeasurer: (any TextMeasuring)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layoutObject = layout
        self.storedBounds = CGRect(origin: .zero, size: frame.size)
        self.givenTextMeasurer = nil
        super.init(frame: frame)
        backgroundColor = .systemBackground
        backgroundColorIsSet = false
        layout.install(on: self)
    }

    init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, textMeasurer: any TextMeasuring) {
        self.layoutObject = layout
        self.storedBounds = CGRect(origin: .zero, size: frame.size)
        self.givenTextMeasurer = textMeasurer
        super.init(frame: frame)
        backgroundColor = .systemBackground
        backgroundColorIsSet = false
        layout.install(on: self)
    }

    public required init?(coder: NSCoder) {
        self.layoutObject = UICollectionViewFlowLayout()
        self.storedBounds = .zero
        self.givenTextMeasurer = nil
        super.init(coder: coder)
        layoutObject.install(on: self)
    }

    // MARK: Geometry

    open override var bounds: CGRect {
        get {
            if let preparing = preparingContext { return Bridging.cgRect(preparing.bounds) }
            return storedBounds
        }
        set {
            guard core != nil, newValue != storedBounds else {
                storedBounds = newValue
                keyValueDidChange()
                return
            }
            if newValue.size == storedBounds.size {
                scroll(to: .offset(Bridging.point(newValue.origin), clamped: false), label: "contentOffset",
                       animation: ViewAnimation.forPropertyChange())
            } else {
                change(label: "bounds") { core, animation in
                    core.setBounds(Bridging.rect(newValue), animation: UpdateAnimation(timing: animation.timing))
                }
            }
        }
    }

    open override var frame: CGRect {
        get { CGRect(origin: super.frame.origin, size: bounds.size) }
        set {
            super.frame = newValue
            var next = storedBounds
            next.size = newValue.size
            bounds = next
        }
    }

    open override var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: storedBounds.size) }
    }

    /// Not animated, the offset is set as `contentOffset` is: inside an animation block it
    /// moves with the block's timing, which is how apps give a scroll their own duration.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: .offset(Bridging.point(contentOffset), clamped: false), label: "setContentOffset(_:animated:)",
               animation: animated ? ViewAnimation.forAnimatedChange() : ViewAnimation.forPropertyChange(), ownAnimation: animated)
    }

    open override var contentSize: CGSize {
        get { layoutObject.collectionViewContentSize }
        set {}
    }

    /// The room a scroll may rest in around the content: kept by the headless collection view,
    /// so that `setContentOffset` and `scrollToItem` rest where UIKit's do.
    open override var contentInset: UIEdgeInsets {
        didSet { core?.contentInset = Bridging.insets(contentInset) }
    }

    /// The safe area a recording gives the collection view (a notch, a home indicator).
    var recordedSafeAreaInsets: UIEdgeInsets = .zero
    open override var safeAreaInsets: UIEdgeInsets { recordedSafeAreaInsets }

    // MARK: Counts

    open var numberOfSections: Int {
        if let preparing = preparingContext { return preparing.numberOfSections }
        if let loadingCounts { return loadingCounts.count }
        guard load() else { return 0 }
        return core?.snapshot.numberOfSections ?? 0
    }

    open func numberOfItems(inSection section: Int) -> Int {
        if let preparing = preparingContext { return preparing.numberOfItems(inSection: section) }
        if let loadingCounts { return loadingCounts.indices.contains(section) ? loadingCounts[section] : 0 }
        guard load() else { return 0 }
        return core?.snapshot.itemCounts.indices.contains(section) == true ? core!.snapshot.itemCounts[section] : 0
    }

    // MARK: Registration and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        dequeueCell(withReuseIdentifier: identifier)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        guard let viewClass = supplementaryClasses[elementKind]?[identifier] else {
            report(.internalInconsistency(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
            return UICollectionReusableView(frame: .zero)
        }
        let view = makeView(viewClass as? UICollectionReusableView.Type ?? UICollectionReusableView.self)
        view.reuseIdentifier = identifier
        return placedAsShown(view)
    }

    open func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath,
                                                        item: Item?) -> Cell {
        let cell: Cell = dequeueCell(registeredAs: "registration \(ObjectIdentifier(Cell.self))")
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    open func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                    for indexPath: Foundation.IndexPath) -> Supplementary {
        if !seenSupplementaryKinds.contains(registration.elementKind) { seenSupplementaryKinds.append(registration.elementKind) }
        let view = placedAsShown(makeView(Supplementary.self))
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Layout

    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutObject }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Switches layouts; animated, every element glides from where the old layout put it to
    /// where the new one does, through both layouts' transition hooks.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        switchLayout(to: layout, animated: animated, completion: completion)
    }

    // MARK: Interactive transitions

    var interactiveTransition: (layout: UICollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?

    /// Shows a transition layout between the current layout and `layout` at progress 0 (the
    /// delegate's, when it gives one); the code then sets its `transitionProgress` (each change
    /// shown by `layoutIfNeeded()` or at the end of the turn, as a display link's frame ends
    /// one), and ends with `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil) -> UICollectionViewTransitionLayout {
        // The delegate's own transition layout, as UIKit asks it.
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: layoutObject, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: layoutObject, nextLayout: layout)
        setCollectionViewLayout(transition, animated: false)
        interactiveTransition = (transition, completion)
        return transition
    }

    /// Animates from where the transition is to the next layout.
    open func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Animates from where the transition is back to the layout it started from.
    open func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    open override func setNeedsLayout() {}

    /// Prepares an invalidated layout again: inside `UIView.animate`, every element glides to
    /// its new place (the usual way to animate a layout's own change, such as a cell that
    /// grows).
    ///
    /// Before anything is shown it loads the collection view — its first layout pass, which
    /// in an app happens once the view is on screen — as it does in a UIKit unit test.
    open override func layoutIfNeeded() {
        guard core != nil else {
            load()
            return
        }
        guard needsRelayout else { return }
        relayout(animation: ViewAnimation.forPropertyChange())
    }

    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard load() else { return nil }
        return layoutObject.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard load() else { return nil }
        return layoutObject.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose cell covers `point` (in the collection view's content), the one on top
    /// where cells overlap; nil where there is none. Asked of the layout for that point, as
    /// UIKit asks it.
    open func indexPathForItem(at point: CGPoint) -> Foundation.IndexPath? {
        guard load(), let core else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (layoutObject.layoutAttributesForElements(in: probe) ?? []).filter { attributes in
            attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(point)
                && core.snapshot.item(at: Bridging.indexPath(attributes.indexPath)) != nil
        }
        // Of equal z-indices, the one drawn last is on top.
        return hits.reduce(nil) { top, next in top.map { next.zIndex >= $0.zIndex ? next : $0 } ?? next }?.indexPath
    }

    /// The index paths of the cells shown now, in the layout's order. Answered from what is
    /// shown, without laying out, so a layout may ask from any of its methods.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] {
        guard load(), let core else { return [] }
        return shownElements.elements.compactMap { element in
            if case .cell(let path) = element, core.snapshot.item(at: path) != nil { return Bridging.uiIndexPath(path) }
            return nil
        }
    }

    // MARK: Selection

    /// Selects the item (one at a time unless `allowsMultipleSelection`), scrolling it to
    /// `scrollPosition` when one is given. As in UIKit, the delegate is not told: only a tap
    /// tells it. A cell whose look changes when selected (its `selectedBackgroundView`) shows
    /// it at once, in a step of its own; so does one that stops being selected.
    open func selectItem(at indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectItem(at indexPath: Foundation.IndexPath, animated: Bool) {
        guard selectedItems.contains(indexPath) else { return }
        selectedItems.removeAll { $0 == indexPath }
        showSelection(of: [indexPath], label: "deselectItem(at:animated:)")
    }

    // MARK: Cells on screen

    /// The cell that shows the item now; nil for an item off screen, or one that comes on
    /// screen in the step being laid out. A cell stays the same object while its item shows:
    /// what the app or the layout sets on it is drawn from the next step on (see
    /// `showLiveViews`). As in UIKit, asking never lays the collection view out.
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        guard load(), let identity = shownElements.identity(of: .cell(Bridging.indexPath(indexPath))) else { return nil }
        return liveViews[identity]?.view as? UICollectionViewCell
    }

    /// Where `cell` shows now: nil for a cell not shown (one given back for reuse, or never
    /// dequeued). Answered from what is shown, as `cellForItem(at:)` is.
    open func indexPath(for cell: UICollectionViewCell) -> Foundation.IndexPath? {
        guard load() else { return nil }
        for (element, identity) in zip(shownElements.elements, shownElements.identities) {
            guard case .cell(let path) = element, liveViews[identity]?.view === cell else { continue }
            return Bridging.uiIndexPath(path)
        }
        return nil
    }

    /// The cells shown now, in the layout's order (see `cellForItem(at:)`).
    open var visibleCells: [UICollectionViewCell] {
        guard load() else { return [] }
        return zip(shownElements.elements, shownElements.identities).compactMap { element, identity in
            guard case .cell = element else { return nil }
            return liveViews[identity]?.view as? UICollectionViewCell
        }
    }

    /// The supplementary view of `elementKind` shown now at `indexPath`; nil when it is off
    /// screen (see `cellForItem(at:)`).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView? {
        guard load(), let identity = shownElements.identity(of: .supplementary(Bridging.kind(elementKind), Bridging.indexPath(indexPath))) else { return nil }
        return liveViews[identity]?.view
    }

    /// Scrolls so that the item sits at `scrollPosition` (clamped to the content, as UIKit does).
    open func scrollToItem(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItemAt: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Data

    /// Shows the data source's current data at once: every cell is made again.
    open func reloadData() {
        guard core != nil else { return }
        change(label: "reloadData()", animation: .none) { core, animation in
            try core.apply(makeSnapshot(), animation: UpdateAnimation(timing: animation.timing))
        }
    }

    /// Runs `updates` (inserts, deletes, moves and reloads, in any order) as one animated
    /// change, checked against the data source's counts afterwards as UIKit checks them.
    ///
    /// The closure does not escape, as UIKit's does not (its block is `NS_NOESCAPE`): code may
    /// pass a closure parameter of its own and call the view's methods in it without `self.`.
    /// It runs through the overridable form below, `updates` being non-escaping there too.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// The same, for `nil` (the layout animates to its new state) or a closure in an optional.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }

    open func insertSections(_ sections: IndexSet) {
        record(label: "insertSections(_:)") { $0.insertedSections += sections.map { SectionInsertion(index: $0) } }
    }

    open func deleteSections(_ sections: IndexSet) {
        record(label: "deleteSections(_:)") { $0.deletedSections += Array(sections) }
    }

    open func reloadSections(_ sections: IndexSet) {
        record(label: "reloadSections(_:)") { $0.reloadedSections += sections.map { SectionReload(index: $0) } }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        record(label: "moveSection(_:toSection:)") { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
    }

    open func insertItems(at indexPaths: [Foundation.IndexPath]) {
        record(label: "insertItems(at:)") { $0.insertedItems += indexPaths.map { ItemInsertion(indexPath: Bridging.indexPath($0)) } }
    }

    open func deleteItems(at indexPaths: [Foundation.IndexPath]) {
        record(label: "deleteItems(at:)") { $0.deletedItems += indexPaths.map(Bridging.indexPath) }
    }

    open func reloadItems(at indexPaths: [Foundation.IndexPath]) {
        record(label: "reloadItems(at:)") { $0.reloadedItems += indexPaths.map { ItemReload(indexPath: Bridging.indexPath($0)) } }
    }

    open func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        record(label: "moveItem(at:to:)") { $0.movedItems.append(ItemMove(from: Bridging.indexPath(indexPath), to: Bridging.indexPath(newIndexPath))) }
    }

    /// Updates the items' cells in place with what the data source now gives (iOS 15): no
    /// new cell, no cross-fade.
    open func reconfigureItems(at indexPaths: [Foundation.IndexPath]) {
        if batch != nil {
            reconfigured += indexPaths
        } else {
            performBatchUpdates { self.reconfigured += indexPaths }
        }
    }
}
