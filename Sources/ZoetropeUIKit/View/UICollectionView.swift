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
    private var backgroundColorIsSet = false
    open override var backgroundColor: UIColor? {
        didSet { backgroundColorIsSet = true }
    }

    /// What shows behind the cells: the background colour, or a grouped list's grey.
    var shownBackgroundColor: UIColor {
        if !backgroundColorIsSet, let list = (layoutObject as? UICollectionViewCompositionalLayout)?.listConfiguration {
            return list.resolvedBackgroundColor
        }
        return backgroundColor ?? .clear
    }

    /// What the frames show behind the content: the background view's colour laid over the
    /// collection view's own, as UIKit places the background view behind every cell, as large
    /// as the collection view. Resolved in the current traits.
    var shownBackdropColor: UIColor {
        let own = shownBackgroundColor
        guard let view = backgroundView, !view.isHidden, view.alpha > 0,
              let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 else { return own }
        let top = colour.alpha * Swift.min(1, view.alpha)
        if top >= 1 { return colour }
        let base = own.resolvedColor(with: UITraitCollection.current)
        let alpha = top + base.alpha * (1 - top)
        func over(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a * top + b * base.alpha * (1 - top)) / alpha }
        return UIColor(red: over(colour.red, base.red), green: over(colour.green, base.green), blue: over(colour.blue, base.blue), alpha: alpha)
    }
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Kept, and its colour drawn behind the content (`shownBackdropColor`); the views it
    /// holds and what it draws itself (an empty-state label, a gradient) are not drawn.
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    /// The selected items, in the order they were selected. A selected cell shows its
    /// `selectedBackgroundView` (see `selectItem(at:animated:scrollPosition:)`).
    open var indexPathsForSelectedItems: [Foundation.IndexPath]? { selectedItems }
    var selectedItems: [Foundation.IndexPath] = []
    open var remembersLastFocusedIndexPath = false

    /// The item being moved with `beginInteractiveMovementForItem(at:)`, and where it would go.
    var interactiveMovement: (from: Foundation.IndexPath, target: Foundation.IndexPath)?

    var layoutObject: UICollectionViewLayout
    /// The headless collection view, once loaded.
    var core: ZoetropeCore.CollectionView?
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
    private var cellClasses: [String: AnyClass] = [:]
    /// Cells whose content has been taken and that nothing else holds, by reuse identifier,
    /// to be handed out again as UIKit hands out a cell that left the screen.
    private var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Cells read while laid out by Auto Layout in the change under way, by index path after
    /// it: the measurer keeps them, so the one of an item that shows becomes its live cell
    /// rather than the data source being asked again (see `showLiveViews`).
    var measuredCells: [ZoetropeCore.IndexPath: UICollectionViewCell] = [:]
    /// Whether some item may hold no content yet, its cell to be read when it shows (see
    /// `enteringCellContent(at:whenShown:)`).
    var holdsUnreadCells = false
    var supplementaryClasses: [String: [String: AnyClass]] = [:]
    /// The views shown now, by what their element is (see `showLiveViews`).
    var liveViews: [ElementIdentity: LiveView] = [:]
    /// The elements shown now, in the layout's order, and what each is: what
    /// `indexPathsForVisibleItems` and `cellForItem(at:)` answer from, without laying out.
    var shownElements: [ElementID] = []
    var shownIdentities: [ElementID: ElementIdentity] = [:]
    /// Where the view the data source is dequeuing now is to be (see `making(at:_:)`).
    var dequeuePlace: DequeuePlace?
    /// Whether collection views keep live views: off only in UIKitBenchmark, the baseline that
    /// says what they cost.
    @TaskLocal package static var keepsLiveViews = true
    /// While the live views are brought up to date (a layout asking from `apply(_:)`'s pass).
    var isShowingLiveViews = false
    /// Supplementary kinds the layout has produced, beyond those registered.
    var seenSupplementaryKinds: [String] = []
    /// Gives the cells when a diffable data source drives the view.
    weak var diffableSource: (any DiffableSourceDriving)?
    let textMeasurer: any TextMeasuring
    /// Measures the self-sizing cells laid out by Auto Layout, for the layout.
    lazy var cellMeasurer = CellMeasurer()

    /// The text measurer of the recording under way, for collection views the app's own code
    /// makes (`record(viewController:…)`).
    @TaskLocal static var recordingTextMeasurer: (any TextMeasuring)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layoutObject = layout
        self.storedBounds = CGRect(origin: .zero, size: frame.size)
        self.textMeasurer = Self.recordingTextMeasurer ?? ApproximateTextMeasurer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        backgroundColorIsSet = false
        layout.collectionView = self
    }

    init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, textMeasurer: any TextMeasuring) {
        self.layoutObject = layout
        self.storedBounds = CGRect(origin: .zero, size: frame.size)
        self.textMeasurer = textMeasurer
        super.init(frame: frame)
        backgroundColor = .systemBackground
        backgroundColorIsSet = false
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        self.layoutObject = UICollectionViewFlowLayout()
        self.storedBounds = .zero
        self.textMeasurer = ApproximateTextMeasurer()
        super.init(coder: coder)
        layoutObject.collectionView = self
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
               animation: animated ? ViewAnimation.forAnimatedChange() : ViewAnimation.forPropertyChange())
    }

    /// Scrolls to `target`. When the layout asks to be laid out again for the bounds of the
    /// scroll (`shouldInvalidateLayout(forBoundsChange:)`: a carousel that scales its centred
    /// card, a header that sticks), UIKit prepares it on every frame of the animation; so the
    /// scroll is recorded at 60 steps a second, each moving the bounds as far as the
    /// animation's curve takes them by then, and the layout prepared for each.
    private func scroll(to target: ScrollTarget, label: String, animation: ViewAnimation) {
        guard load(), let core, failure == nil else { return }
        // A custom layout is asked about no item by index path but the one scrolled to.
        let hub = layoutObject.bridgeHub
        if case .item(let path, _) = target { hub.itemsAskedWhileScrolling = [path] } else { hub.itemsAskedWhileScrolling = [] }
        defer { hub.itemsAskedWhileScrolling = nil }
        let start = core.bounds
        let timing = animation.timing
        if timing.duration > 0, core.restingOffset(for: target).map({ $0 != start.origin }) ?? true {
            // UIKit tells the delegate when an animated scroll it started is over.
            Recording.whenTurnEnds(recording) { [weak self] in
                guard let self else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        if timing.duration > 0, let end = core.restingOffset(for: target), end != start.origin {
            func bounds(at progress: Double) -> Rect {
                Rect(x: start.minX + (end.x - start.minX) * progress, y: start.minY + (end.y - start.minY) * progress,
                     width: start.width, height: start.height)
            }
            if layoutObject.shouldInvalidateLayout(forBoundsChange: Bridging.cgRect(bounds(at: 0.5))) {
                let frames = Swift.max(2, Int((timing.duration * 60).rounded(.up)))
                for frame in 1...frames {
                    let progress = timing.curve.progress(elapsed: timing.duration * Double(frame) / Double(frames), duration: timing.duration)
                    let step = Timing(curve: .linear, duration: timing.duration / Double(frames), delay: frame == 1 ? timing.delay : 0)
                    let next = frame == frames ? Rect(origin: end, size: start.size) : bounds(at: progress)
                    change(label: label, animation: ViewAnimation(timing: step), start: frame == 1 ? .withTurn : .afterPrevious) { core, animation in
                        core.setBounds(next, animation: UpdateAnimation(timing: animation.timing))
                    }
                }
                return
            }
        }
        // Set without animation, the offset stops a scroll under way in this turn.
        change(label: label, animation: animation, stopsScrolling: timing.duration == 0) { core, animation in
            core.setBounds(core.bounds, animation: UpdateAnimation(timing: animation.timing), scrollingTo: target)
        }
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
    open override var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
                     bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

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
        guard let cellClass = cellClasses[identifier] else {
            report(.internalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = makeView(cellClass as? UICollectionViewCell.Type ?? UICollectionViewCell.self)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Puts `cell` back for the next dequeue with its identifier, once what it shows has been
    /// taken: UIKit reuses a cell the same way once it leaves the screen, calling its
    /// `prepareForReuse()` before handing it out again.
    func recycle(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
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
        return view
    }

    open func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath,
                                                        item: Item?) -> Cell {
        let identifier = "registration \(ObjectIdentifier(Cell.self))"
        let cell: Cell
        if let reused = reusableCells[identifier]?.last as? Cell {
            reusableCells[identifier]?.removeLast()
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = makeView(Cell.self)
            cell.reuseIdentifier = identifier
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    open func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                    for indexPath: Foundation.IndexPath) -> Supplementary {
        if !seenSupplementaryKinds.contains(registration.elementKind) { seenSupplementaryKinds.append(registration.elementKind) }
        let view = makeView(Supplementary.self)
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

    /// Takes `old` off the view, as a layout replaced by `layout`: a layout the new one is a
    /// transition from or to stays on (UIKit installs both of a transition's layouts), and a
    /// transition taken off takes off the layout it came from.
    private func uninstall(_ old: UICollectionViewLayout, keeping layout: UICollectionViewLayout) {
        if let transition = layout as? UICollectionViewTransitionLayout, transition.currentLayout === old || transition.nextLayout === old {
            return
        }
        old.collectionView = nil
        if let transition = old as? UICollectionViewTransitionLayout {
            for ended in [transition.currentLayout, transition.nextLayout] where ended !== layout { ended.collectionView = nil }
        }
    }

    /// Switches layouts; animated, every element glides from where the old layout put it to
    /// where the new one does, through both layouts' transition hooks.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== layoutObject else {
            completion?(true)
            return
        }
        let old = layoutObject
        guard core != nil else {
            uninstall(old, keeping: layout)
            layoutObject = layout
            layout.collectionView = self
            completion?(true)
            return
        }
        layout.collectionView = self
        readEveryUnreadCell(before: layout)
        change(label: "setCollectionViewLayout(_:animated:)", animation: ViewAnimation.forChange(animated: animated)) { core, animation in
            // UIKit asks the new layout where the offset goes.
            let transition = core.setCollectionViewLayout(LayoutBridge(hub: layout.bridgeHub), animation: UpdateAnimation(timing: animation.timing),
                                                          targetContentOffset: { proposed in
                Bridging.point(layout.targetContentOffset(forProposedContentOffset: Bridging.cgPoint(proposed)))
            })
            layoutObject = layout
            return transition
        }
        if layoutObject === layout { uninstall(old, keeping: layout) }
        if let completion {
            let finished = failure == nil
            Recording.whenTurnEnds(recording) { completion(finished) }
        }
    }

    // MARK: Interactive transitions

    private var interactiveTransition: (layout: UICollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?

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
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        setCollectionViewLayout(transition.nextLayout, animated: true)
        if let completion { Recording.whenTurnEnds(recording) { completion(true, true) } }
    }

    /// Animates from where the transition is back to the layout it started from.
    open func cancelInteractiveTransition() {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        setCollectionViewLayout(transition.currentLayout, animated: true)
        if let completion { Recording.whenTurnEnds(recording) { completion(false, true) } }
    }

    /// Called by a layout object's `invalidateLayout()`: it is prepared again before the next
    /// change, or by `layoutIfNeeded()` (animated inside `UIView.animate`).
    func layoutNeedsPreparing() {
        guard let core else { return }
        needsRelayout = true
        // What the layout showed until now is kept before it changes, as UIKit keeps its views'
        // attributes: the relayout animates from there.
        let hub = layoutObject.bridgeHub
        if hub.current.context != nil {
            hub.current.seal(from: LayoutBridge(hub: hub), visibleRect: core.bounds)
        }
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

    func relayout(animation: ViewAnimation, label: String = "invalidateLayout()", skippingStill: Bool = false) {
        needsRelayout = false
        change(label: label, animation: animation, skippingStill: skippingStill) { core, animation in
            try core.performBatchUpdates(BatchUpdate(), animation: UpdateAnimation(timing: animation.timing))
        }
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
        return shownElements.compactMap { element in
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
        guard allowsSelection || allowsMultipleSelection else { return }
        let before = selectedItems
        guard let indexPath else {
            selectedItems = []
            showSelection(of: before, label: "selectItem(at:animated:scrollPosition:)")
            return
        }
        if !allowsMultipleSelection { selectedItems = [] }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        showSelection(of: Array(Set(before + [indexPath])), label: "selectItem(at:animated:scrollPosition:)")
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
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
        guard load(), let identity = shownIdentities[.cell(Bridging.indexPath(indexPath))] else { return nil }
        return liveViews[identity]?.view as? UICollectionViewCell
    }

    /// The cells shown now, in the layout's order (see `cellForItem(at:)`).
    open var visibleCells: [UICollectionViewCell] {
        guard load() else { return [] }
        return shownElements.compactMap { element in
            guard case .cell = element, let identity = shownIdentities[element] else { return nil }
            return liveViews[identity]?.view as? UICollectionViewCell
        }
    }

    /// The supplementary view of `elementKind` shown now at `indexPath`; nil when it is off
    /// screen (see `cellForItem(at:)`).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView? {
        guard load(), let identity = shownIdentities[.supplementary(Bridging.kind(elementKind), Bridging.indexPath(indexPath))] else { return nil }
        return liveViews[identity]?.view
    }

    /// Scrolls so that the item sits at `scrollPosition` (clamped to the content, as UIKit does).
    open func scrollToItem(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard load(), let core else { return }
        let path = Bridging.indexPath(indexPath)
        guard core.snapshot.item(at: path) != nil else {
            report(UIKitRecordingError(.exception(name: "NSInvalidArgumentException"), reason:
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(numberOfItems(inSection: indexPath.section)) items in section \(indexPath.section)."))
            return
        }
        let position: ZoetropeCore.ScrollPosition
        if scrollPosition.contains(.centeredVertically) { position = .centeredVertically }
        else if scrollPosition.contains(.bottom) { position = .bottom }
        else if scrollPosition.contains(.top) { position = .top }
        else if scrollPosition.contains(.centeredHorizontally) { position = .centeredHorizontally }
        else if scrollPosition.contains(.right) { position = .right }
        else if scrollPosition.contains(.left) { position = .left }
        else { position = .top }
        // Not animated, inside an animation block: the block's timing, as for `contentOffset`.
        scroll(to: .item(path, position), label: "scrollToItem(at:at:animated:)",
               animation: animated ? ViewAnimation.forAnimatedChange() : ViewAnimation.forPropertyChange())
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
        let loadedNow = core == nil
        guard load() else {
            completion?(false)
            return
        }
        if batch != nil {
            // Nested: UIKit folds it into the outer batch.
            updates?()
            if let completion { Recording.whenTurnEnds(recording) { completion(true) } }
            return
        }
        batch = BatchUpdate()
        reconfigured = []
        updates?()
        let update = batch!
        batch = nil
        commit(update, label: "performBatchUpdates(_:completion:)", loadedNow: loadedNow)
        // Once the animation is over, as on the phone: after this turn of the run loop.
        if let completion {
            let finished = failure == nil
            Recording.whenTurnEnds(recording) { completion(finished) }
        }
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
