import ZoetropeCore

/// The layout object: switching to another, taking the old one off, and preparing it again
/// after it is invalidated.
extension UICollectionView {
    /// Takes `old` off the view, as a layout replaced by `layout`: a layout the new one is a
    /// transition from or to stays on (UIKit installs both of a transition's layouts), and a
    /// transition taken off takes off the layout it came from.
    func uninstall(_ old: UICollectionViewLayout, keeping layout: UICollectionViewLayout) {
        if let transition = layout as? UICollectionViewTransitionLayout, transition.currentLayout === old || transition.nextLayout === old {
            return
        }
        old.install(on: nil)
        if let transition = old as? UICollectionViewTransitionLayout {
            for ended in [transition.currentLayout, transition.nextLayout] where ended !== layout { ended.install(on: nil) }
        }
    }

    /// `setCollectionViewLayout(_:animated:completion:)`'s work.
    func switchLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== layoutObject else {
            completion?(true)
            return
        }
        let old = layoutObject
        guard core != nil else {
            uninstall(old, keeping: layout)
            layoutObject = layout
            layout.install(on: self)
            completion?(true)
            return
        }
        layout.install(on: self)
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

    /// Called by a layout object's `invalidateLayout()`: it is prepared again before the next
    /// change, or by `layoutIfNeeded()` (animated inside `UIView.animate`).
    func layoutNeedsPreparing() {
        guard let core else { return }
        needsRelayout = true
        // What the layout showed until now is kept before it changes, as UIKit keeps its views'
        // attributes: the relayout animates from there.
        layoutObject.bridgeHub.sealCurrent(visibleRect: core.bounds, shown: liveViews.shownAttributes)
    }

    /// Keeps what the layout answers now, before a batch update's block changes the data: UIKit
    /// animates from the attributes its layout pass gave, and never asks the layout about the
    /// old state once the data source holds the new one. A layout that asks its delegate while
    /// it answers (an item's size mode), a delegate that reads the data source, would be asked
    /// about items the data no longer holds.
    func keepLayoutBeforeDataChanges() {
        let hub = layoutObject.bridgeHub
        guard core != nil, let bounds = hub.boundsBeforeChange ?? hub.current.context?.bounds else { return }
        hub.sealCurrent(visibleRect: bounds)
    }

    /// Prepares the layout again and records what changes, in one step.
    func relayout(animation: ViewAnimation, label: String = "invalidateLayout()", skippingStill: Bool = false) {
        needsRelayout = false
        change(label: label, animation: animation, skippingStill: skippingStill) { core, animation in
            try core.performBatchUpdates(BatchUpdate(), animation: UpdateAnimation(timing: animation.timing))
        }
    }

    /// Ends the interactive transition under way, animating to the next layout when
    /// `completed`, else back to the one it started from; its completion hears when the turn
    /// ends.
    func endInteractiveTransition(completed: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        setCollectionViewLayout(completed ? transition.nextLayout : transition.currentLayout, animated: true)
        if let completion { Recording.whenTurnEnds(recording) { completion(completed, true) } }
    }
}
