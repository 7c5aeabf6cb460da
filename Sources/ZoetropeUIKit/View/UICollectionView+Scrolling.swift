import ZoetropeCore

/// Scrolling: what `setContentOffset(_:animated:)`, `contentOffset` and
/// `scrollToItem(at:at:animated:)` record.
extension UICollectionView {
    /// Scrolls to `target`. When the layout asks to be laid out again for the bounds of the
    /// scroll (`shouldInvalidateLayout(forBoundsChange:)`: a carousel that scales its centred
    /// card, a header that sticks), UIKit prepares it on every frame of the animation, and it
    /// calls the delegate's `scrollViewDidScroll(_:)` at every frame whatever the layout; so
    /// when either listens the scroll is recorded at 60 steps a second, each moving the bounds
    /// as far as the animation's curve takes them by then, with the layout prepared and the
    /// delegate told for each. Otherwise it is one step, and the delegate hears of it once.
    ///
    /// `ownAnimation`: the scroll view's own animation (`animated: true`), which UIKit drives
    /// from the display link, telling the delegate at each frame; an offset set in an animation
    /// block is Core Animation's, and the delegate hears of it once, when it is set.
    func scroll(to target: ScrollTarget, label: String, animation: ViewAnimation, ownAnimation: Bool = false) {
        // Set while the first layout is being made (a card deck's first `prepare()` that starts
        // at its last page): set as `contentOffset` is then, and the first layout is made there,
        // as UIKit lays the collection view out at the offset it then has.
        if core == nil, loadingCounts != nil, case .offset(let point, _) = target {
            contentOffset = Bridging.cgPoint(point)
            return
        }
        // What the scroll needs of the data, read here: a copy of the collection view held
        // across the change would share its data, and the first cell read would copy it all.
        guard load(), failure == nil, let start = core?.bounds else { return }
        // A custom layout is asked about no item by index path but the one scrolled to.
        let hub = layoutObject.bridgeHub
        if case .item(let path, _) = target { hub.itemsAskedWhileScrolling = [path] } else { hub.itemsAskedWhileScrolling = [] }
        defer { hub.itemsAskedWhileScrolling = nil }
        let timing = animation.timing
        let resting = timing.duration > 0 ? core?.restingOffset(for: target) : nil
        if timing.duration > 0, resting.map({ $0 != start.origin }) ?? true {
            // UIKit tells the delegate when an animated scroll it started is over.
            Recording.whenTurnEnds(recording) { [weak self] in
                guard let self else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        if timing.duration > 0, let end = resting, end != start.origin {
            func bounds(at progress: Double) -> Rect {
                Rect(x: start.minX + (end.x - start.minX) * progress, y: start.minY + (end.y - start.minY) * progress,
                     width: start.width, height: start.height)
            }
            // So too when the delegate turns or moves cells from `scrollViewDidScroll(_:)` (a
            // cube, a parallax), which UIKit calls at every frame of the scroll.
            // A scroll made during a frame of another (a carousel following its pager) is that
            // frame's.
            let frames = animation.frames()
            func frameBounds(_ index: Int) -> Rect {
                index == frames.count - 1 ? Rect(origin: end, size: start.size) : bounds(at: frames[index].progress)
            }
            // A layout whose UIKit Dynamics animator holds items is laid out at every frame
            // whatever it answers: on the phone the animator invalidates it at each step of the
            // items it moves (a bouncy layout answers false and leaves that to the animator).
            let dynamics = layoutObject.holdsDynamicItems
            if Recording.pacing == nil, invalidatesForFirstFrame(at: frameBounds(0)) || ownAnimation && delegateHearsScrolling() || dynamics {
                delegateMovedOffset = false
                hub.relaysOutAtEveryFrame = dynamics
                defer { hub.relaysOutAtEveryFrame = false }
                for (index, (_, step)) in frames.enumerated() {
                    // The delegate set the offset itself: as in UIKit, that stops the scroll.
                    if delegateMovedOffset { break }
                    let next = frameBounds(index)
                    // A UIKit Dynamics animator moves its items the frame on; the frame's bounds
                    // change lays the layout out with them.
                    for animator in recording?.runningAnimators ?? [] { animator.step(by: step.timing.duration, invalidatingLayout: false) }
                    change(label: label, animation: step, start: index == 0 ? .withTurn : .afterPrevious) { core, animation in
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

    /// Whether the layout lays out again for the scroll's first frame: asked once, and the
    /// answer kept for that frame's bounds change (see `LayoutBridgeHub.answeredBoundsChange`).
    private func invalidatesForFirstFrame(at bounds: Rect) -> Bool {
        let answer = layoutObject.shouldInvalidateLayout(forBoundsChange: Bridging.cgRect(bounds))
        layoutObject.bridgeHub.answeredBoundsChange = (bounds, answer)
        return answer
    }

    /// `scrollToItem(at:at:animated:)`'s work: the item checked, UIKit's position turned into
    /// the core's.
    func scroll(toItemAt indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard load() else { return }
        let path = Bridging.indexPath(indexPath)
        guard core?.snapshot.item(at: path) != nil else {
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
               animation: animated ? ViewAnimation.forAnimatedChange() : ViewAnimation.forPropertyChange(), ownAnimation: animated)
    }

    /// Tells the delegate the offset moved, and learns from it whether the delegate's type has
    /// a `scrollViewDidScroll(_:)` of its own (UIKit asks `responds(to:)`, which Swift's
    /// protocols cannot answer: the default says when it runs).
    func tellDelegateItScrolled() {
        guard let delegate else { return }
        let ranDefault = UIScrollViewDelegateDefault.didScrollRan
        let outer = ranDefault.value
        ranDefault.value = false
        let offset = storedBounds.origin
        // Called as the display link calls it: outside the block the scroll was started in.
        ViewAnimation.outsideBlocks { delegate.scrollViewDidScroll(self) }
        scrollHearingDelegate = (ObjectIdentifier(type(of: delegate)), !ranDefault.value)
        ranDefault.value = outer
        if storedBounds.origin != offset { delegateMovedOffset = true }
    }

    /// Whether the delegate implements `scrollViewDidScroll(_:)`. Before its type is known (no
    /// scroll heard yet), the delegate is told once more, at the offset the scroll starts
    /// from. UIKit too calls it at moments the app does not choose (a first layout, a change
    /// of insets), so code that follows the offset draws the same again.
    func delegateHearsScrolling() -> Bool {
        guard let delegate else { return false }
        if let known = scrollHearingDelegate, known.type == ObjectIdentifier(type(of: delegate)) { return known.hears }
        tellDelegateItScrolled()
        return scrollHearingDelegate?.hears ?? false
    }
}
