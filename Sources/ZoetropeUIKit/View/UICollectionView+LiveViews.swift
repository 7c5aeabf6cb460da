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
        // What each view shows now, patched into the step's tracks in one pass after: usually a
        // few (the cells that came on screen), compared with each track rather than hashed.
        var changed: [(identity: ElementIdentity, content: ElementContent)] = []
        showLiveViews(animation: animation) { identity, content in
            if let index = changed.firstIndex(where: { $0.identity == identity }) {
                changed[index].content = content
            } else {
                changed.append((identity, content))
            }
        }
        guard !changed.isEmpty, let core else { return }
        let byIdentity = changed.count > 8 ? Dictionary(changed, uniquingKeysWith: { _, last in last }) : nil
        for index in transition.tracks.indices {
            let identity = transition.tracks[index].identity
            let found = if let byIdentity { byIdentity[identity] } else { changed.first(where: { $0.identity == identity })?.content }
            guard let content = found else { continue }
            let track = transition.tracks[index]
            let size = track.role == .disappearing ? track.from.frame.size : track.to.frame.size
            transition.tracks[index].content = core.displayContent(content, size: size)
        }
    }

    /// Brings the live views to what the collection view shows now; `changed` hears of each
    /// element whose view now shows something new.
    func showLiveViews(animation: ViewAnimation = .none, _ changed: (ElementIdentity, ElementContent) -> Void = { _, _ in }) {
        guard failure == nil, core != nil, !isShowingLiveViews, Self.keepsLiveViews else { return }
        isShowingLiveViews = true
        defer { isShowingLiveViews = false }
        // What the collection view sets on its views (the layout's attributes, a layout pass
        // that reads them) does not animate as the app's changes in a block do.
        ViewAnimation.withoutAnimation { bringLiveViewsUp(animation: animation, changed) }
    }

    private func bringLiveViewsUp(animation: ViewAnimation, _ changed: (ElementIdentity, ElementContent) -> Void) {
        // The layout's own answer for the visible rectangle: the attributes UIKit gives its views.
        let viewed = noteShown(layoutObject.layoutAttributesForElements(in: storedBounds) ?? [])
        liveViews.beginPass()
        // The view each shows already, looked up once and marked as staying.
        var found: [LiveView?] = []
        found.reserveCapacity(viewed.count)
        var staying = 0
        for shown in viewed {
            let live = liveViews[shown.identity]
            if let live, liveViews.markShown(live) { staying += 1 }
            found.append(live)
        }
        // What left goes back first, so that what came is dequeued from it, as UIKit reuses.
        if staying < liveViews.count {
            for live in liveViews.removeLeaving() { giveBack(live) }
        }
        // What the data holds for each, read before any view is patched: a copy of the data
        // held while a patch below changes it would copy all of it.
        let held: [ElementContent] = {
            guard let snapshot = core?.snapshot else { return [] }
            return viewed.map { snapshot.content(for: $0.element) ?? .placeholder }
        }()
        var shownLive: [LiveView] = []
        shownLive.reserveCapacity(viewed.count)
        for (index, shown) in viewed.enumerated() where index < held.count {
            let (element, identity, attributes, data) = (shown.element, shown.identity, shown.attributes, held[index])
            var kept = found[index]
            if let existing = kept, existing.content != data {
                liveViews.remove(existing)
                giveBack(existing)
                kept = nil
            }
            // Shown before this pass: what its `apply(_:)` changes now animates with the step.
            let wasShown = kept != nil
            let live: LiveView
            if let kept {
                live = kept
            } else {
                if case .cell(let path) = element, let measured = measuredCells.removeValue(forKey: path) {
                    measured.appliedAttributes = nil
                    live = LiveView(identity: identity, view: measured, content: data, isMeasured: true)
                } else if let view = makeView(for: element, shownWith: attributes) {
                    live = LiveView(identity: identity, view: view, content: data)
                } else {
                    continue
                }
                liveViews.insert(live)
                // What the data source set on the view itself over the attributes of the
                // dequeue (a cube page's anchor point and position) is drawn from the start.
                live.view.contentChanged = !ViewContent.presentation(of: live.view).isNeutral
            }
            let view = live.view
            // Shown, it is the collection view's subview, as in UIKit: a cell that scales
            // itself from where its superview puts it (ScalingCarousel's) finds it.
            if view.superview !== self { adoptShown(view) }
            if view.appliedAttributes?.isEqualAsShown(to: attributes) != true {
                give(attributes, to: view, animation: wasShown ? animation : .none)
                // What the app had set on the view itself is gone with the new attributes.
                if live.content.viewPresentation != nil { view.contentChanged = true }
            }
            // An item whose cell was never read: the one just made for it is read now, as
            // UIKit asks for a cell only when it shows it.
            let unread = data.isStored(as: Self.unreadCellContent)
            if view.contentChanged || unread {
                view.contentChanged = false
                let content = ViewContent.content(of: view, in: self)
                live.isMeasured = live.isMeasured || content.measurementKey != nil
                if content != live.content || unread {
                    live.content = content
                    self.core?.replaceContent(of: element, with: content)
                    changed(identity, content)
                }
            }
            shownLive.append(live)
        }
        liveViews.endPass(showing: shownLive)
        // The measurer keeps the rest.
        measuredCells = [:]
    }

    /// An element that gets a view, what it is, and the layout's attributes for it.
    private struct ShownView {
        let element: ElementID
        let identity: ElementIdentity
        let attributes: UICollectionViewLayoutAttributes
    }

    /// Notes what `answered` shows (`shownElements`, `shownIdentities`); returns the elements
    /// that get a view (the data's cells, and supplementary views of the kinds the data source
    /// is asked for), each with the layout's first attributes for it.
    private func noteShown(_ answered: [UICollectionViewLayoutAttributes]) -> [ShownView] {
        guard let core else { return [] }
        var shown: [ElementID] = []
        var identities: [ElementID: ElementIdentity] = [:]
        var viewed: [ShownView] = []
        shown.reserveCapacity(answered.count)
        identities.reserveCapacity(answered.count)
        viewed.reserveCapacity(answered.count)
        // The kinds the data source is asked for, found when the first supplementary view is.
        var kinds: Set<String>?
        let snapshot = core.snapshot
        for attributes in answered {
            let element = Bridging.element(of: attributes)
            let identity: ElementIdentity
            let getsView: Bool
            switch element {
            case .cell(let path):
                // The usual case, a cell of the data: its item, looked up once.
                if let id = snapshot.itemID(at: path) {
                    (identity, getsView) = (.item(id), true)
                } else {
                    (identity, getsView) = (snapshot.identity(for: element, in: core.layout), false)
                }
            case .supplementary(let kind, _):
                if kinds == nil { kinds = Set(supplementaryKinds) }
                (identity, getsView) = (snapshot.identity(for: element, in: core.layout), kinds?.contains(Bridging.uiKind(kind)) == true)
            case .decoration:
                (identity, getsView) = (snapshot.identity(for: element, in: core.layout), false)
            }
            // An element answered twice is shown once, with its first attributes.
            guard identities.updateValue(identity, forKey: element) == nil else { continue }
            shown.append(element)
            if getsView { viewed.append(ShownView(element: element, identity: identity, attributes: attributes)) }
        }
        shownElements = shown
        shownIdentities = identities
        return viewed
    }

    /// A new view for `element` from the data source, as it is configured to show: given
    /// `attributes` in the dequeue, as UIKit gives a view its attributes before the data source
    /// configures it.
    private func makeView(for element: ElementID, shownWith attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let path = Bridging.uiIndexPath(element.indexPath)
        switch element {
        case .cell:
            return configuredCell(at: path, place: .shown(attributes))
        case .supplementary(let kind, _):
            return configuredSupplementaryView(ofKind: Bridging.uiKind(kind), at: path, place: .shown(attributes))
        case .decoration:
            return nil
        }
    }

    /// Sets the view's geometry from `attributes` as UIKit does, then calls its `apply(_:)`
    /// with a copy; only what `apply(_:)` changes marks the view to be read again.
    func give(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, animation: ViewAnimation) {
        let copy = attributes.copiedForView()
        let touched = view.contentChanged
        // Its centre and size, as UIKit sets them: the anchor point then places the picture
        // about the centre (a wheel's cell turning about the wheel's middle). What is already
        // so is left alone: most of a step's views keep most of their attributes.
        view.resize(to: copy.size)
        if view.center != copy.center { view.center = copy.center }
        if view.alpha != copy.alpha { view.alpha = copy.alpha }
        if view.isHidden != copy.isHidden { view.isHidden = copy.isHidden }
        let layer = view.layer
        if layer.zPosition != CGFloat(copy.zIndex) { layer.zPosition = CGFloat(copy.zIndex) }
        if layer.transform != copy.transform3D { layer.transform = copy.transform3D }
        view.contentChanged = touched
        view.appliedAttributes = copy
        if animation.timing.duration > 0 {
            ViewAnimation.animating(with: animation) { view.apply(copy) }
        } else {
            view.apply(copy)
        }
    }

    /// Makes a shown view the collection view's subview without marking it changed: it draws
    /// what it drew.
    private func adoptShown(_ view: UICollectionReusableView) {
        let touched = view.contentChanged
        addSubview(view)
        view.contentChanged = touched
    }

    /// A view that leaves the screen: a cell is handed out again by the next dequeue, as UIKit
    /// reuses it; one the measurer holds, or a supplementary view, is let go.
    private func giveBack(_ live: LiveView) {
        live.view.appliedAttributes = nil
        if live.view.superview === self { live.view.removeFromSuperview() }
        if let cell = live.view as? UICollectionViewCell, !live.isMeasured { recycle(cell) }
    }
}
