import ZoetropeCore

/// How the collection view records: an operation joins its batch or makes one, a batch is
/// checked against the data source's counts with UIKit's rules, and each change becomes a
/// step of the recording, with the cells' content and the data the headless collection view
/// holds after it.
extension UICollectionView {
    /// An operation made inside `performBatchUpdates` joins its batch; outside one, it is a
    /// batch of its own, as in UIKit.
    func record(label: String, _ add: (inout BatchUpdate) -> Void) {
        let loadedNow = core == nil
        guard load() else { return }
        if batch != nil {
            add(&batch!)
            return
        }
        var update = BatchUpdate()
        add(&update)
        reconfigured = []
        commit(update, label: label, loadedNow: loadedNow)
    }

    /// Validates `update` against the data source's counts now (UIKit's rules and messages),
    /// gives the new items their cells, and animates it.
    func commit(_ update: BatchUpdate, label: String, loadedNow: Bool) {
        guard let before = core?.snapshot else { return }
        let reconfiguredPaths = reconfigured.map(Bridging.indexPath)
        reconfigured = []
        let layoutWasInvalid = needsRelayout
        needsRelayout = false
        // With nothing in it, a batch only lays the view out again (animating a layout's own
        // change), which a diffable data source allows too.
        if diffableSource != nil, !update.isEmpty || !reconfiguredPaths.isEmpty {
            report(UIKitRecordingError(.exception(name: "NSInternalInconsistencyException"), reason:
                "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."))
            return
        }
        let countsAfter = dataSourceCounts()
        let plan: UpdatePlan
        do {
            plan = try update.validated(itemCountsBefore: before.itemCounts, after: .given(countsAfter))
        } catch {
            var failure = UIKitRecordingError(error.isUIKitReason ? .exception(name: "NSInternalInconsistencyException") : .badInput,
                                              reason: error.description)
            if loadedNow {
                failure.hint = "the collection view first asked its data source for its counts at this update, after the data had already changed (UIKit does the same). Call collectionView.layoutIfNeeded() once the data source is set, as the app's first layout pass would."
            }
            report(failure)
            return
        }
        // Taken by the change: held here, it would share its storage with the collection view's
        // data, and the first cell the live pass reads would copy every item.
        var dataAfter = Optional(snapshot(after: plan, from: before, counts: countsAfter, reconfigured: reconfiguredPaths))
        let hub = layoutObject.bridgeHub
        hub.nextInvalidationIsDataSourceCounts = !layoutWasInvalid
        updateMapping = plan.mapping
        hub.updatedItems = update.deletedItems + update.movedItems.map(\.from) + update.reloadedItems.map(\.indexPath)
        defer {
            updateMapping = nil
            hub.updatedItems = []
        }
        change(label: label, animation: ViewAnimation.forAnimatedChange()) { core, animation in
            try core.performValidatedBatchUpdates(update, plan: plan, dataAfter: dataAfter.take()!, animation: UpdateAnimation(timing: animation.timing))
        }
    }


    /// `performBatchUpdates(_:completion:)`'s work: a nested batch folds into the outer one;
    /// the outermost is committed as one change when its closure returns.
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
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
        keepLayoutBeforeDataChanges()
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

    /// Records one change: the layout object's state before it is kept, the change runs on the
    /// headless collection view, and its transition becomes the recording's next step.
    ///
    /// A change made with `skippingStill` records nothing when nothing moves (the layout pass
    /// that ends a turn, after a change that already laid the new layout out).
    func change(label: String, animation: ViewAnimation = ViewAnimation.forPropertyChange(), start: Recording.Start = .withTurn,
                stopsScrolling: Bool = false, skippingStill: Bool = false,
                _ body: (inout ZoetropeCore.CollectionView, ViewAnimation) throws -> Transition) {
        guard failure == nil, load() else { return }
        let start = start == .withTurn ? Recording.pacing ?? start : start
        readEveryUnreadCell(before: layoutObject)
        guard var view = core else { return }
        if needsRelayout && label != "invalidateLayout()" {
            relayout(animation: .none)
            guard failure == nil, let relaidOut = core else { return }
            view = relaidOut
        }
        let hub = layoutObject.bridgeHub
        hub.boundsBeforeChange = view.bounds
        defer {
            hub.boundsBeforeChange = nil
            preparingContext = nil
        }
        do {
            var transition = try body(&view, animation)
            let boundsBefore = storedBounds
            storedBounds = Bridging.cgRect(view.bounds)
            // Consumed: a live view's patch below then changes the data in place.
            core = consume view
            preparingContext = nil
            showLiveViews(patching: &transition, animation: animation)
            readUnreadCells(patching: &transition)
            let still = transition.oldBounds == transition.newBounds
                && transition.tracks.allSatisfy { $0.role == .staying && $0.from == $0.to }
            if !(skippingStill && still) {
                recording?.append(transition, label: label, start: start, stopsScrolling: stopsScrolling)
            }
            // The step is recorded: what the app does on hearing of it comes after.
            keyValueDidChange()
            if storedBounds.origin != boundsBefore.origin { tellDelegateItScrolled() }
            layOutForSelfSizedViews(animation: animation)
        } catch let error as UpdateError {
            report(UIKitRecordingError(error.isUIKitReason ? .exception(name: "NSInternalInconsistencyException") : .badInput,
                                       reason: error.description))
        } catch {
            report(UIKitRecordingError(.badInput, reason: "\(error)"))
        }
    }

    /// Keeps the first failure; the recording ends there.
    func report(_ error: UIKitRecordingError) {
        guard failure == nil else { return }
        var error = error
        if error.step == nil, let recording { error.step = "step \(recording.stepCount + 1)" }
        failure = error
    }

    /// Loads the collection view if it has not yet: asks the data source for everything and
    /// prepares the layout. False after a failure.
    ///
    /// As in UIKit, the counts are read from the data source first: whatever the layout or a
    /// cell's configuration asks while the view loads (the counts, an item's attributes, the
    /// content size) is answered from them, and asking does not load the view again.
    /// The direction the core lays out in: the collection view's own.
    var coreLayoutDirection: Appearance.Direction {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    @discardableResult
    func load() -> Bool {
        guard failure == nil else { return false }
        guard core == nil else { return true }
        guard loadingCounts == nil else { return true }
        loadingCounts = dataSourceCounts()
        defer { loadingCounts = nil }
        let hub = layoutObject.bridgeHub
        do {
            var view = try ZoetropeCore.CollectionView(snapshot: makeSnapshot(), layout: LayoutBridge(hub: hub),
                                                       bounds: Bridging.rect(storedBounds), textMeasurer: textMeasurer,
                                                       contentMeasurer: cellMeasurer, layoutDirection: coreLayoutDirection)
            preparingContext = nil
            // Supplementary kinds the layout produces but nobody registered: asked for now.
            let shown = Set(view.layout.layoutAttributesForElements(in: Rect(origin: .zero, size: view.layout.collectionViewContentSize)
                .union(view.bounds)).compactMap { $0.element.category == .supplementaryView ? $0.element.kind.map(Bridging.uiKind) : nil })
            let missing = shown.subtracting(supplementaryKinds)
            if !missing.isEmpty {
                seenSupplementaryKinds += missing.sorted()
                view = try ZoetropeCore.CollectionView(snapshot: makeSnapshot(), layout: LayoutBridge(hub: hub),
                                                       bounds: Bridging.rect(storedBounds), textMeasurer: textMeasurer,
                                                       contentMeasurer: cellMeasurer, layoutDirection: coreLayoutDirection)
                preparingContext = nil
            }
            // Where the layout's preparation scrolled to (a carousel centring its first item
            // sets the offset in `invalidateLayout(with:)`): the first layout is made there.
            let prepared = Bridging.rect(storedBounds)
            if prepared.origin != view.bounds.origin, prepared.size == view.bounds.size {
                view = try ZoetropeCore.CollectionView(snapshot: view.snapshot, layout: LayoutBridge(hub: hub), bounds: prepared,
                                                       textMeasurer: textMeasurer, contentMeasurer: cellMeasurer,
                                                       layoutDirection: coreLayoutDirection)
                preparingContext = nil
            }
            view.contentInset = Bridging.insets(contentInset)
            // Right to left, a horizontal scroll starts at the right end, as UIKit starts it,
            // unless the app (or its layout's preparation) already scrolled.
            if view.bounds.minX == 0 { view.startAtLeadingEdge() }
            storedBounds = Bridging.cgRect(view.bounds)
            core = view
            needsRelayout = false
            if !showLiveViews() { readUnreadVisibleCells() }
            try layOutAtLoadForSelfSizedViews()
        } catch {
            preparingContext = nil
            report(UIKitRecordingError(.badInput, reason: error.description))
            return false
        }
        return failure == nil
    }

    /// The kinds of supplementary views asked of the data source for each section.
    var supplementaryKinds: [String] {
        var kinds = supplementaryClasses.keys.sorted()
        for kind in seenSupplementaryKinds where !kinds.contains(kind) { kinds.append(kind) }
        return kinds
    }

    func dataSourceCounts() -> [Int] {
        if let diffableSource { return diffableSource.itemCounts }
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<Swift.max(0, sections)).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func newItemID() -> ItemID {
        nextItemNumber += 1
        return ItemID("item-\(nextItemNumber)")
    }

    func newSectionID() -> SectionID {
        nextSectionNumber += 1
        return SectionID("section-\(nextSectionNumber)")
    }

    /// The content of the cell the data source gives for `indexPath`.
    func cellContent(at indexPath: ZoetropeCore.IndexPath) -> ElementContent {
        guard let cell = configuredCell(at: Bridging.uiIndexPath(indexPath)) else { return .placeholder }
        return takeContent(of: cell, at: indexPath)
    }

    /// The cell the data source (or the diffable data source's provider) gives for `path`,
    /// selected as the item is.
    func configuredCell(at path: Foundation.IndexPath, place: DequeuePlace? = nil) -> UICollectionViewCell? {
        let cell: UICollectionViewCell? = making(at: place ?? .item(path)) {
            if let diffableSource { diffableSource.cell(for: self, at: path) } else { dataSource?.collectionView(self, cellForItemAt: path) }
        }
        cell?.isSelected = selectedItems.contains(path)
        return cell
    }

    /// The supplementary view of `kind` the data source (or the diffable data source's
    /// provider) gives for `path`.
    func configuredSupplementaryView(ofKind kind: String, at path: Foundation.IndexPath, place: DequeuePlace = .frame(.zero)) -> UICollectionReusableView? {
        making(at: place) {
            if let diffableSource { return diffableSource.supplementaryView(for: self, kind: kind, at: path) }
            return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        }
    }

    /// Where a view the data source dequeues now is to be: the layout's attributes for an
    /// element about to show (given to the view in the dequeue, as UIKit gives them), else its
    /// frame when known, else the item it is for (see `expectedFrame(ofItemAt:)`, worked out
    /// only when a new view is made).
    /// `handedOver`: the attributes were made for this dequeue alone (a built-in layout's,
    /// made from its core values), so the view is given them, not a copy; a second view dequeued
    /// at the same place gets a copy.
    enum DequeuePlace {
        case shown(UICollectionViewLayoutAttributes, handedOver: Bool = false)
        case frame(CGRect)
        case item(Foundation.IndexPath)
    }

    /// Runs `make` (a data source dequeuing) for views at `place`, as UIKit initialises a view
    /// it dequeues at its layout attributes' frame.
    func making<View>(at place: DequeuePlace, _ make: () -> View) -> View {
        let outer = dequeuePlace
        dequeuePlace = place
        defer { dequeuePlace = outer }
        // Dequeued and configured with animations off, as UIKit makes its cells: inside an
        // animation block, and an animation block the configuration runs (a header that
        // animates its progress when set) plays nothing either.
        return ViewAnimation.withoutAnimation { make() }
    }

    /// Makes a new view of `type` for the dequeue under way, initialised at its frame.
    func makeView<View: UICollectionReusableView>(_ type: View.Type) -> View {
        let frame: CGRect = switch dequeuePlace {
        case .shown(let attributes, _): attributes.frame
        case .frame(let frame): frame
        case .item(let path): expectedFrame(ofItemAt: path)
        case nil: .zero
        }
        return UICollectionReusableView.$frameForNextInit.withValue(frame) { type.init(zoetropeNeedsInitFrame: ()) }
    }

    /// Where the item at `path` is expected before the layout places it: where it shows now,
    /// else the size a flow layout that does not size by content gives it (its delegate's or
    /// its `itemSize`), else nothing.
    func expectedFrame(ofItemAt path: Foundation.IndexPath) -> CGRect {
        let element = ElementID.cell(Bridging.indexPath(path))
        if let identity = shownElements.identity(of: element), let applied = liveViews[identity]?.view.appliedAttributes { return applied.frame }
        // A self-sizing flow cell is measured from the collection view's width instead.
        guard let flow = layoutObject as? UICollectionViewFlowLayout, flow.estimatedItemSize == .zero else { return .zero }
        if let delegate = delegate as? any UICollectionViewDelegateFlowLayout {
            return CGRect(origin: .zero, size: delegate.collectionView(self, layout: flow, sizeForItemAt: path))
        }
        return CGRect(origin: .zero, size: flow.itemSize)
    }

    /// What `cell` shows, after which the cell can be dequeued again, unless it is kept to be
    /// measured (a cell laid out by Auto Layout): that one, for the item at `indexPath` after
    /// the change under way, becomes the item's live cell if the item shows.
    func takeContent(of cell: UICollectionViewCell, at indexPath: ZoetropeCore.IndexPath? = nil) -> ElementContent {
        let content = ViewContent.content(of: cell, in: self)
        cell.contentChanged = false
        if content.measurementKey == nil {
            recycle(cell)
        } else if let indexPath {
            measuredCells[indexPath] = cell
        }
        return content
    }

    /// Shows the cells of `indexPaths` as their selection now makes them look, at once, in a
    /// step of its own: only when one of them looks different (a `selectedBackgroundView`).
    func showSelection(of indexPaths: [Foundation.IndexPath], label: String) {
        guard failure == nil, let shown = core?.snapshot else { return }
        var data = shown
        var changed = false
        for indexPath in indexPaths {
            let path = Bridging.indexPath(indexPath)
            // A cell not read yet is read with its selection when it shows.
            guard let item = shown.item(at: path), !item.content.isStored(as: Self.unreadCellContent) else { continue }
            let content = cellContent(at: path)
            if content != data.sections[path.section].items[path.item].content {
                data.sections[path.section].items[path.item].content = content
                changed = true
            }
        }
        guard changed else { return }
        change(label: label, animation: .none) { core, animation in
            try core.performBatchUpdates(BatchUpdate(), dataAfter: data, animation: UpdateAnimation(timing: animation.timing))
        }
    }

    /// The contents of a section's supplementary and decoration views, by kind.
    func sectionContent(_ section: Int) -> (supplementary: [ElementKind: ElementContent], decoration: [ElementKind: ElementContent]) {
        var supplementary: [ElementKind: ElementContent] = [:]
        let path = Foundation.IndexPath(item: 0, section: section)
        if bounds.width <= 0, !supplementaryKinds.isEmpty { liveViews.readsNewSupplementaryViews = true }
        for kind in supplementaryKinds {
            let view = configuredSupplementaryView(ofKind: kind, at: path)
            // No view (a provider's nil): nothing drawn there, rather than the core's placeholder.
            supplementary[Bridging.kind(kind)] = view.map { ViewContent.content(of: $0, in: self) } ?? ElementContent(fill: .clear)
        }
        var decoration = (layoutObject as? UICollectionViewCompositionalLayout)?.builtInDecorationContent(in: traitCollection.appearance) ?? [:]
        for registration in layoutObject.decorationViewClasses {
            let kind = registration.key, viewClass: AnyClass = registration.value
            // Made at a size, as UIKit makes one at its attributes' frame: what its
            // `init(frame:)` and `layoutSubviews()` size from its bounds (a gradient layer) is
            // then drawn. One reading stands for every decoration of the kind in the section,
            // so it is read at the collection view's size and fitted to each.
            let type = viewClass as? UICollectionReusableView.Type ?? UICollectionReusableView.self
            let view = UICollectionReusableView.$frameForNextInit.withValue(CGRect(origin: .zero, size: bounds.size)) {
                type.init(zoetropeNeedsInitFrame: ())
            }
            view.layoutIfNeeded()
            decoration[Bridging.kind(kind)] = ViewContent.content(of: view)
        }
        return (supplementary, decoration)
    }

    /// Everything the data source holds now, every item a new identity.
    func makeSnapshot() -> CollectionSnapshot {
        if let diffableSource { return diffableSource.collectionSnapshot(for: self) }
        let counts = dataSourceCounts()
        let whenShown = readsCellsWhenShown
        return CollectionSnapshot(sections: counts.enumerated().map { section, count in
            let contents = sectionContent(section)
            return Section(id: newSectionID(), items: (0..<count).map { item in
                Item(id: newItemID(), content: enteringCellContent(at: ZoetropeCore.IndexPath(item: item, section: section), whenShown: whenShown))
            }, supplementaryContent: contents.supplementary, decorationContent: contents.decoration)
        })
    }

    /// The data after a validated batch: what the batch keeps keeps its identity and content
    /// (UIKit does not ask for cells it already shows); inserted and reloaded items, and
    /// reconfigured ones, get what the data source gives now.
    func snapshot(after plan: UpdatePlan, from before: CollectionSnapshot, counts: [Int],
                          reconfigured: [ZoetropeCore.IndexPath]) -> CollectionSnapshot {
        let reconfiguredTargets = Set(reconfigured.compactMap { plan.mapping.newIndexPath(forOld: $0) })
        let reloadedTargets = Dictionary(plan.reloadedItems.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let whenShown = readsCellsWhenShown
        return CollectionSnapshot(sections: counts.enumerated().map { section, count in
            let oldSection = plan.mapping.oldSection(forNew: section)
            let reloadedFrom = plan.reloadedSections.first { $0.value == section }?.key
            let contents = (oldSection == nil || reloadedFrom != nil) ? sectionContent(section) : nil
            let id = oldSection.map { before.sections[$0].id } ?? reloadedFrom.map { before.sections[$0].id } ?? newSectionID()
            let items = (0..<count).map { item -> Item in
                let path = ZoetropeCore.IndexPath(item: item, section: section)
                if let old = plan.mapping.oldIndexPath(forNew: path) {
                    var kept = before.sections[old.section].items[old.item]
                    // A cell not read yet is read as it is when it shows.
                    if reconfiguredTargets.contains(path), !kept.content.isStored(as: Self.unreadCellContent) {
                        kept.content = cellContent(at: path)
                    }
                    return kept
                }
                if let old = reloadedTargets[path] {
                    return Item(id: before.sections[old.section].items[old.item].id, content: cellContent(at: path))
                }
                return Item(id: newItemID(), content: enteringCellContent(at: path, whenShown: whenShown))
            }
            let oldSectionData = oldSection.map { before.sections[$0] }
            return Section(id: id, items: items,
                           supplementaryContent: contents?.supplementary ?? oldSectionData?.supplementaryContent ?? [:],
                           decorationContent: contents?.decoration ?? oldSectionData?.decorationContent ?? [:])
        })
    }

    var isLoaded: Bool { core != nil }

    /// Applies a diffable data source's snapshot, made from what is shown now.
    func applyDiffable(_ makeSnapshot: (CollectionSnapshot) -> DiffableDataSourceSnapshot, animated: () -> Bool) {
        guard load() else { return }
        change(label: "apply(_:animatingDifferences:)", animation: ViewAnimation.forChange(animated: animated())) { core, animation in
            try core.apply(makeSnapshot(core.snapshot), animatingDifferences: animation.timing.duration > 0,
                           animation: UpdateAnimation(timing: animation.timing))
        }
    }

    /// The phone's layout pass after the last turn: what the layout sets on its cells when
    /// asked again (a paging layout turning the cells an update brought on screen) shows at the
    /// end, as a still step of no length; nil when nothing shows differently.
    func settledTransition() -> Transition? {
        guard isLoaded, failure == nil, !wouldShowAsLastPass() else { return nil }
        var changed = false
        if !showLiveViews({ _, _ in changed = true }) { readUnreadVisibleCells() }
        guard changed, let core else { return nil }
        return core.stillTransition(duration: 0)
    }

    /// What the collection view shows now, for a recording that made no change.
    func stillTransition() -> Transition? {
        guard load() else { return nil }
        if !showLiveViews() { readUnreadVisibleCells() }
        guard let core else { return nil }
        return core.stillTransition(duration: 0)
    }

    /// Lets the run loop turn, then holds still for `seconds`. Not UIKit API (an app waits with
    /// a timer); a recording's way to let time pass.
    ///
    /// Everything done since the last pause was committed together, as one turn of the phone's
    /// run loop: it plays to its end, and the completions of what it animated run (their
    /// changes are the next turn, and play too). Then nothing moves for `seconds`; with 0 the
    /// recording only lets the turn end.
    public func pause(for seconds: TimeInterval) {
        guard load(), failure == nil else { return }
        recording?.endTurn()
        guard failure == nil, seconds > 0 else { return }
        // Time passes; what comes next is a new turn. What the app set on a shown cell since
        // the last step shows while it waits; a display link calls its target at each frame.
        recording?.letTimePass(seconds) { stillStep(duration: $0) }
    }

    /// A step of `duration` in which only what the views animate themselves moves, the views
    /// first brought up to what they show (what the app set on a shown cell since the last step).
    func stillStep(duration: Double) -> Transition? {
        if !showLiveViews() { readUnreadVisibleCells() }
        guard failure == nil, let core else { return nil }
        return core.stillTransition(duration: duration)
    }

    /// The layout pass that ends a turn of the run loop: a layout invalidated and not laid out
    /// since is laid out again, without animation.
    func layOutIfInvalidated() {
        guard needsRelayout, failure == nil, core != nil else { return }
        relayout(animation: .none, label: "layout pass", skippingStill: true)
    }
}
