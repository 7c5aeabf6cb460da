import ZoetropeCore

/// The views a collection view shows, as live objects: after its first layout and after each
/// step it brings them to what it shows then, as UIKit's layout pass does.
///
/// - An element that comes on screen gets its view from the data source (a cell, or a
///   supplementary view of a kind the collection view asks for); one that stays keeps its
///   view; one that leaves gives it back for reuse.
/// - Each view is given a copy of the layout's attributes with `apply(_:)` when it first shows
///   and whenever they change (`isEqual(_:)`), after its frame, alpha and visibility were set
///   from them.
/// - A view whose drawing was touched since it was last read (by `apply(_:)`, by the layout, by
///   the app through `cellForItem(at:)`) is read again; what it shows now is drawn from the
///   step just recorded on.
///
/// `cellForItem(at:)`, `visibleCells`, `indexPathsForVisibleItems` and
/// `supplementaryView(forElementKind:at:)` answer from what this keeps, without laying out, so
/// a layout may ask them from any of its methods.
extension UICollectionView {
    /// Brings the live views to what the collection view shows now, and patches `transition`
    /// (the step just made, if any) with what a view shows differently.
    ///
    /// `animation` is the step's: a view shown before it whose attributes change is given them
    /// inside it, as UIKit calls `apply(_:)` inside the update's animation, so that what
    /// `apply(_:)` sets on the view's subviews and layers animates with the step.
    func showLiveViews(patching transition: inout Transition, animation: ViewAnimation = .none) {
        // What each view shows now, patched into the step's tracks in one pass after. A view
        // read twice counts as read last.
        var changed: [(identity: ElementIdentity, content: ElementContent)] = []
        showLiveViews(animation: animation) { identity, content in changed.append((identity, content)) }
        guard !changed.isEmpty, let core else { return }
        let found = TrackFinder(changed)
        for index in transition.tracks.indices {
            guard let content = found.content(for: transition.tracks[index].identity) else { continue }
            // The track's frames read in place: a copy of the whole track would copy its content.
            let size = transition.tracks[index].role == .disappearing ? transition.tracks[index].from.frame.size : transition.tracks[index].to.frame.size
            transition.tracks[index].content = core.displayContent(content, size: size)
        }
    }

    /// The content each view read in a pass shows now, by its element's identity, for the
    /// step's tracks to look up. A step has a track for each element on screen (forty or so)
    /// and a pass reads a few views (those that came on screen, or that `apply(_:)` changed):
    /// a few are compared with each track's identity in turn, an item's by its identifier
    /// alone, as hashing every track's identity would cost more; many are hashed.
    private struct TrackFinder {
        private let few: [(identity: ElementIdentity, content: ElementContent)]
        private let many: [ElementIdentity: ElementContent]

        init(_ changed: [(identity: ElementIdentity, content: ElementContent)]) {
            if changed.count <= 8 {
                // The last read of a view read twice is found first.
                (few, many) = (changed.reversed(), [:])
            } else {
                (few, many) = ([], Dictionary(changed, uniquingKeysWith: { _, last in last }))
            }
        }

        func content(for identity: ElementIdentity) -> ElementContent? {
            guard many.isEmpty else { return many[identity] }
            if case .item(let item) = identity {
                for entry in few { if case .item(let other) = entry.identity, other == item { return entry.content } }
                return nil
            }
            return few.first { $0.identity == identity }?.content
        }
    }

    /// Brings the live views to what the collection view shows now, if they are kept; false
    /// when they are not (the collection view is not loaded, failed, or records without them).
    /// `changed` hears of each element whose view now shows something new.
    @discardableResult
    func showLiveViews(animation: ViewAnimation = .none, _ changed: (ElementIdentity, ElementContent) -> Void = { _, _ in }) -> Bool {
        guard failure == nil, core != nil, !isShowingLiveViews, Self.keepsLiveViews else { return false }
        isShowingLiveViews = true
        defer { isShowingLiveViews = false }
        // What the collection view sets on its views (the layout's attributes, a layout pass
        // that reads them) does not animate as the app's changes in a block do.
        ViewAnimation.withoutAnimation { bringLiveViewsUp(animation: animation, changed) }
        return true
    }

    private func bringLiveViewsUp(animation: ViewAnimation, _ changed: (ElementIdentity, ElementContent) -> Void) {
        // The layout's own answer for the visible rectangle: the attributes UIKit gives its views.
        let answer = LayoutPassAnswer(of: layoutObject, in: storedBounds)
        let scratch = UICollectionViewLayoutAttributes()
        let offersPreferredAttributes = sizesViewsByPreferredAttributes
        var viewed = noteShown(answer, findingStayers: !offersPreferredAttributes, scratch: scratch)
        // Read from a local: an element read from the collection view's own list would be copied
        // at each use, its payload retained and released.
        let elements = shownElements.elements
        // What left goes back first, so that what came is dequeued from it, as UIKit reuses.
        if viewed.staying < liveViews.count {
            for live in liveViews.removeLeaving(staying: viewed.staying) { giveBack(live) }
        }
        var broughtLater: [(live: LiveView, place: ViewedElements.Place, data: ElementContent, wasShown: Bool)] = []
        for pending in viewed.pending {
            let data = pending.held
            var kept = pending.found
            // A decoration has no data of its own: what it shows comes from its attributes.
            if let existing = kept, existing.content != data, existing.view.appliedAttributes?.representedElementCategory != .decorationView {
                liveViews.remove(existing)
                giveBack(existing)
                kept = nil
            }
            // Shown before this pass: what its `apply(_:)` changes now animates with the step.
            let wasShown = kept != nil
            guard let live = kept ?? madeLiveView(for: pending.place, in: answer, holding: data) else { continue }
            viewed.shown[pending.place.slot] = live
            guard offersPreferredAttributes else {
                broughtLater.append((live, pending.place, data, wasShown))
                continue
            }
            // A view that shows, or that the layout gave a new size, offers the size it prefers
            // before the next is made, as UIKit's prepares each cell it shows.
            let sizeBefore = live.view.bounds.size
            bringUp(live, to: pending.place.answerIndex, of: answer, scratch: scratch, animation: wasShown ? animation : .none,
                    holding: data, at: elements[pending.place.shownIndex], changed)
            if !wasShown || live.view.bounds.size != sizeBefore { offerPreferredAttributes(of: live.view) }
        }
        // Brought up once every view is made, as UIKit lays out the views it shows after its own
        // layout pass: made one after another, then read one after another, a screen of new cells
        // runs each part's code while it is still in the processor's cache.
        for (live, place, data, wasShown) in broughtLater {
            bringUp(live, to: place.answerIndex, of: answer, scratch: scratch, animation: wasShown ? animation : .none,
                    holding: data, at: elements[place.shownIndex], changed)
        }
        // A view found to stay that the app's code changed since (a delegate told of a view that
        // left, a data source configuring a new one, an `apply(_:)`): brought up as well.
        for place in viewed.stayers {
            guard let live = viewed.shown[place.slot], live.view.contentChange != .none || !live.view.isSubview(of: self) else { continue }
            bringUp(live, to: place.answerIndex, of: answer, scratch: scratch, animation: animation,
                    holding: live.content, at: elements[place.shownIndex], changed)
        }
        liveViews.endPass(showing: viewed.shown)
        // The measurer keeps the rest.
        measuredCells = [:]
        liveViews.lastSource = passSource
        if prefetching.source != nil { prefetchAhead() }
    }

    /// What a layout pass now would show from (see `LiveViews.Source`).
    private var passSource: LiveViews.Source {
        LiveViews.Source(layout: ObjectIdentifier(layoutObject), bounds: storedBounds, revision: coreRevision)
    }

    /// Whether a layout pass now would show just what the last one showed: UIKit's flow layout,
    /// not subclassed, answers from its prepared state alone, and neither it, the visible
    /// rectangle, the collection view's state, nor any shown view changed since. (A custom
    /// layout may answer differently when asked again: a paging layout turning its cells.)
    func wouldShowAsLastPass() -> Bool {
        type(of: layoutObject) == UICollectionViewFlowLayout.self && !needsRelayout && measuredCells.isEmpty
            && liveViews.lastSource == passSource && !liveViews.anyChangedSinceRead
    }

    /// The live view for a shown element that has none: the cell the measurer read for its
    /// item, else a view from the data source; nil when there is none to make.
    private func madeLiveView(for place: ViewedElements.Place, in answer: LayoutPassAnswer, holding data: ElementContent) -> LiveView? {
        let shownIndex = place.shownIndex
        let element = shownElements.elements[shownIndex]
        let live: LiveView
        if !measuredCells.isEmpty, case .cell(let path) = element, let measured = measuredCells.removeValue(forKey: path) {
            measured.appliedAttributes = nil
            live = LiveView(identity: shownElements.identities[shownIndex], view: measured, content: data, isMeasured: true)
        } else if let view = makeView(for: element, shownWith: answer.ownAttributes(at: place.answerIndex), handedOver: answer.makesOwnAttributes) {
            live = LiveView(identity: shownElements.identities[shownIndex], view: view, content: data)
        } else {
            return nil
        }
        liveViews.insert(live)
        // What the data source set on the view itself over the attributes of the dequeue (a
        // cube page's anchor point and position) is drawn from the start.
        // A decoration view draws what its attributes say (`apply(_:)`), which nothing read before.
        let readAgain = switch element {
        case .supplementary: liveViews.readsNewSupplementaryViews
        case .decoration: true
        case .cell: false
        }
        live.view.contentChanged = readAgain || live.view.drawingSetInDequeue || !ViewContent.showsAsGiven(live.view)
        live.view.drawingSetInDequeue = false
        // The delegate hears that the cell is about to show, as UIKit tells it once the data
        // source has configured it: what it sets there (a chat bubble's colour and insets) is
        // drawn, as any change to a shown view is.
        if case .cell(let path) = element, let cell = live.view as? UICollectionViewCell, let delegate {
            ViewAnimation.outsideBlocks { delegate.collectionView(self, willDisplay: cell, forItemAt: Bridging.uiIndexPath(path)) }
        } else if case .supplementary(let kind, let path) = element, let delegate {
            ViewAnimation.outsideBlocks {
                delegate.collectionView(self, willDisplaySupplementaryView: live.view, forElementKind: Bridging.uiKind(kind), at: Bridging.uiIndexPath(path))
            }
        }
        return live
    }

    /// Brings `live` to what it shows now: the collection view's subview, given the answer's
    /// `index`th attributes when they differ from its own (inside `animation`), and read again
    /// when something changed what it draws; `changed` hears what it now shows.
    private func bringUp(_ live: LiveView, to index: Int, of answer: LayoutPassAnswer, scratch: UICollectionViewLayoutAttributes,
                         animation: ViewAnimation, holding data: ElementContent, at element: ElementID,
                         _ changed: (ElementIdentity, ElementContent) -> Void) {
        let view = live.view
        // Shown, it is the collection view's subview, as in UIKit: a cell that scales itself
        // from where its superview puts it (ScalingCarousel's) finds it.
        if !view.isSubview(of: self) { adoptShown(view) }
        let unchanged = view.appliedAttributes.map { answer.isShown(by: $0, at: index, in: scratch) } ?? false
        if !unchanged {
            let size = view.bounds.size
            give(answer.attributes(at: index, in: scratch), to: view, animation: animation)
            // What the app had set on the view itself is gone with the new attributes.
            if live.content.viewPresentation != nil { view.contentChanged = true }
            // Resized by a pass that does not animate (a frame of an interactive transition),
            // it is laid out and read again at its new size, as UIKit lays a view out whenever
            // its bounds change; in an animated step its subviews' frames animate instead.
            if animation.timing.duration == 0, view.bounds.size != size { view.contentChanged = true }
        }
        // An item whose cell was never read: the one just made for it is read now, as UIKit
        // asks for a cell only when it shows it.
        let unread = data.isStored(as: Self.unreadCellContent)
        let change = view.contentChange
        // The data keeps one content for a section's decorations of a kind: each decoration
        // view's own is given to its element at every pass.
        var reported = false
        defer { if !reported, case .decoration = element { keepDecorationContent(of: live, at: element, changed) } }
        guard change != .none || unread else { return }
        // Only its own layer's outline changed (`apply(_:)` rounding it): that alone is read again.
        let outlineReread = change == .outline && !unread ? ViewContent.rereadOutline(of: view, over: live.content) : nil
        let content = outlineReread ?? ViewContent.content(of: view, in: self)
        // Marked read once read: a reading brings a cell's configurations to its state, which
        // sets them again, and that is what was just read, not a change to read at every pass.
        view.contentChange = .none
        live.isMeasured = live.isMeasured || content.measurementKey != nil
        guard content != live.content || unread else { return }
        live.content = content
        core?.replaceContent(of: element, with: content)
        changed(live.identity, content)
        reported = true
    }

    /// A decoration view's own content, given to its element in the step's tracks and kept in
    /// the data, which a new section (an update, a reload) would otherwise have dropped.
    private func keepDecorationContent(of live: LiveView, at element: ElementID, _ changed: (ElementIdentity, ElementContent) -> Void) {
        if core?.snapshot.content(for: element) != live.content { core?.replaceContent(of: element, with: live.content) }
        changed(live.identity, live.content)
    }

    /// What the walk of a layout's answer found of the elements that get a view, in the
    /// layout's order: the views that stay as they were, and the elements whose view the rest
    /// of the pass brings up, each with where it is among the shown elements (`shownElements`,
    /// which says what it is) and in the answer (the first place, for an element answered twice).
    private struct ViewedElements {
        /// Where an element is: its place among the views the pass shows (`slot`), among the
        /// shown elements, and in the layout's answer.
        struct Place {
            let slot: Int
            let shownIndex: Int
            let answerIndex: Int
        }

        /// An element whose view the rest of the pass brings up: the view kept for it, if any
        /// (marked as shown by this pass), and what the data holds for it, read before any view
        /// is patched (a copy of the data held while a patch changes it would copy all of it).
        struct Pending {
            let place: Place
            let found: LiveView?
            let held: ElementContent
        }

        /// The views the pass shows, in the layout's order: a kept view that stays as it was,
        /// or nil where the rest of the pass brings one up.
        var shown: [LiveView?] = []
        /// The elements whose view the rest of the pass brings up.
        var pending: [Pending] = []
        /// Where the views that stay as they were are.
        var stayers: [Place] = []
        /// How many kept views this pass shows: those that stay.
        var staying = 0

        init(capacity: Int = 0) {
            shown.reserveCapacity(capacity)
            stayers.reserveCapacity(capacity)
        }
    }

    /// Starts a layout pass: notes what `answer` shows (`shownElements`) and returns the
    /// elements that get a view (the data's cells, supplementary views of the kinds the data
    /// source is asked for, decorations of a registered class), each looked up among the kept
    /// views and marked as staying. One walk of the answer does it all, and finds the views
    /// that stay as they were (`staysAsItWas`) when `findingStayers`: a pass over a screen of
    /// views that stay costs little more than the walk.
    private func noteShown(_ answer: LayoutPassAnswer, findingStayers: Bool, scratch: UICollectionViewLayoutAttributes) -> ViewedElements {
        // The data, read out of the engine without copying the rest of it (the layout is read
        // only for the elements that are not a cell of the data).
        guard let snapshot = core?.snapshot else { return ViewedElements() }
        var shown = ShownElements(capacity: answer.count)
        var viewed = ViewedElements(capacity: answer.count)
        // The kinds the data source is asked for, found when the first supplementary view is.
        var kinds: Set<String>?
        // Looked up in a local copy (the kept views are classes, marked in place; only the
        // cursor moves), written back once: not one access to the collection view's list per view.
        var views = liveViews
        views.beginPass()
        defer { liveViews = views }
        for index in 0..<answer.count {
            let element = answer.element(at: index)
            let identity: ElementIdentity
            var held: ElementContent?
            switch element {
            case .cell(let path):
                // The usual case, a cell of the data: its item and content, read once.
                if let item = snapshot.identifiedContent(at: path) {
                    (identity, held) = (.item(item.id), item.content)
                } else {
                    identity = snapshot.identity(for: element, in: core!.layout)
                }
            case .supplementary(let kind, _):
                if kinds == nil { kinds = Set(supplementaryKinds) }
                identity = snapshot.identity(for: element, in: core!.layout)
                if kinds?.contains(Bridging.uiKind(kind)) == true { held = snapshot.content(for: element) ?? .placeholder }
            case .decoration(let kind, _):
                identity = snapshot.identity(for: element, in: core!.layout)
                // A decoration the layout registered a class for is a view, as in UIKit.
                if !layoutObject.decorationViewClasses.isEmpty, layoutObject.decorationViewClasses[Bridging.uiKind(kind)] != nil {
                    held = snapshot.content(for: element) ?? .placeholder
                }
            }
            // An element answered twice is shown once, with its first attributes.
            guard shown.add(element, as: identity) else { continue }
            guard let held else { continue }
            let live = views.lookUp(identity)
            if let live, views.markShown(live) { viewed.staying += 1 }
            let place = ViewedElements.Place(slot: viewed.shown.count, shownIndex: shown.count - 1, answerIndex: index)
            if findingStayers, let live, staysAsItWas(live, holding: held, at: index, of: answer, scratch: scratch) {
                viewed.shown.append(live.takeUnretainedValue())
                viewed.stayers.append(place)
            } else {
                viewed.shown.append(nil)
                viewed.pending.append(ViewedElements.Pending(place: place, found: live?.takeUnretainedValue(), held: held))
            }
        }
        shownElements = shown
        return viewed
    }

    /// Whether `live`, a kept view, stays as it was, as most of a step's views do: the data
    /// holds what it shows, nothing changed on it since it was read, it is still a subview, and
    /// its attributes are the answer's `index`th already. Such a view is kept, and nothing else.
    /// (A decoration draws what its attributes say, and is always brought up.)
    ///
    /// Asked of every shown view at every pass, so it reads the view and its attributes without
    /// retaining them: the collection view's table holds `live`, `live` its view, and the view
    /// its attributes, while it asks.
    private func staysAsItWas(_ live: Unmanaged<LiveView>, holding data: ElementContent, at index: Int, of answer: LayoutPassAnswer,
                              scratch: UICollectionViewLayoutAttributes) -> Bool {
        live._withUnsafeGuaranteedRef { live in
            let view = live.view
            guard view.contentChange == .none, view.isSubview(of: self), let applied = view.unretainedAppliedAttributes,
                  live.content == data, !data.isStored(as: Self.unreadCellContent) else { return false }
            return applied._withUnsafeGuaranteedRef { applied in
                applied.representedElementCategory != .decorationView && answer.isShown(by: applied, at: index, in: scratch)
            }
        }
    }

    /// A new view for `element` from the data source, as it is configured to show: given
    /// `attributes` in the dequeue, as UIKit gives a view its attributes before the data source
    /// configures it; `handedOver`, as `DequeuePlace.shown` says.
    private func makeView(for element: ElementID, shownWith attributes: UICollectionViewLayoutAttributes, handedOver: Bool) -> UICollectionReusableView? {
        let path = Bridging.uiIndexPath(element.indexPath)
        switch element {
        case .cell:
            return configuredCell(at: path, place: .shown(attributes, handedOver: handedOver))
        case .supplementary(let kind, _):
            return configuredSupplementaryView(ofKind: Bridging.uiKind(kind), at: path, place: .shown(attributes, handedOver: handedOver))
        case .decoration(let kind, _):
            // Made at its attributes' frame and given them, as UIKit makes a decoration view.
            guard let viewClass = layoutObject.decorationViewClasses[Bridging.uiKind(kind)] else { return nil }
            let type = viewClass as? UICollectionReusableView.Type ?? UICollectionReusableView.self
            let view = making(at: .shown(attributes, handedOver: handedOver)) { placedAsShown(makeView(type)) }
            // Laid out at its size before it is read, as UIKit lays out a view it shows: what
            // `layoutSubviews()` sizes from the bounds (a gradient layer) is drawn.
            view.layoutIfNeeded()
            return view
        }
    }

    /// Sets the view's geometry from `attributes` as UIKit does, then calls its `apply(_:)`
    /// with a copy (`attributes` themselves when `handingOver`: made for this view alone);
    /// only what `apply(_:)` changes marks the view to be read again.
    func give(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, animation: ViewAnimation,
              handingOver: Bool = false) {
        let copy = handingOver ? attributes : attributes.copiedForView()
        let touched = view.contentChange
        let animates = animation.timing.duration > 0
        // Where it showed from its last attributes' centre (a wheel's cell that `apply(_:)`
        // moves by its anchor point), carried to the new ones: UIKit sets the centre inside the
        // step's animation and `apply(_:)` sets it again there, so what animates is the change
        // of that shift, none when `apply(_:)` puts it back (the track moves the cell).
        let shift = animates ? view.appliedAttributes.map { CGPoint(x: view.center.x - $0.center.x, y: view.center.y - $0.center.y) } ?? .zero : .zero
        // Its centre and size, as UIKit sets them: the anchor point then places the picture
        // about the centre (a wheel's cell turning about the wheel's middle). What is already
        // so is left alone: most of a step's views keep most of their attributes.
        view.resize(to: copy.size)
        let centre = CGPoint(x: copy.center.x + shift.x, y: copy.center.y + shift.y)
        if view.center != centre { view.center = centre }
        if view.alpha != copy.alpha { view.alpha = copy.alpha }
        if view.isHidden != copy.isHidden { view.isHidden = copy.isHidden }
        let layer = view.ownLayer
        if layer.zPosition != CGFloat(copy.zIndex) { layer.zPosition = CGFloat(copy.zIndex) }
        if layer.transform != copy.transform3D { layer.transform = copy.transform3D }
        view.contentChange = touched
        view.appliedAttributes = copy
        // The copy, unless it lost what the layout's subclass carries (see `isCarriedWhole(by:)`).
        let given = attributes === copy || attributes.isCarriedWhole(by: copy) ? copy : attributes
        if animates {
            ViewAnimation.animating(with: animation) {
                if shift != .zero { view.center = copy.center }
                view.apply(given)
            }
        } else {
            view.apply(given)
        }
    }

    /// Makes a shown view the collection view's subview without marking it changed: it draws
    /// what it drew.
    private func adoptShown(_ view: UICollectionReusableView) {
        let touched = view.contentChange
        addSubview(view)
        view.contentChange = touched
    }

    /// A view that leaves the screen: a cell is handed out again by the next dequeue, as UIKit
    /// reuses it, once the delegate has heard it end displaying; one the measurer holds, or a
    /// supplementary view, is let go.
    private func giveBack(_ live: LiveView) {
        // The delegate hears that the view left, at the index path it was shown at.
        if let cell = live.view as? UICollectionViewCell, let path = cell.appliedAttributes?.indexPath, let delegate {
            ViewAnimation.outsideBlocks { delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path) }
        } else if let applied = live.view.appliedAttributes, applied.representedElementCategory == .supplementaryView,
                  let kind = applied.representedElementKind, let delegate {
            ViewAnimation.outsideBlocks {
                delegate.collectionView(self, didEndDisplayingSupplementaryView: live.view, forElementOfKind: kind, at: applied.indexPath)
            }
        }
        live.view.appliedAttributes = nil
        if live.view.isSubview(of: self) { live.view.removeFromSuperview() }
        if let cell = live.view as? UICollectionViewCell, !live.isMeasured { recycle(cell) }
    }
}
