/// Finding and ordering views in the hierarchy, as UIKit does: by tag, by ancestry, and the
/// order of subviews (the last is drawn on top).
extension UIView {
    /// Tells the view's key-value observers that one of its properties was set; each whose
    /// value now differs hears of it. Foundation does this on Apple's platforms.
    func keyValueDidChange() {
        #if !canImport(ObjectiveC)
        keyValueObserversIfAny?.notify()
        #endif
    }

    /// Ends editing in this view and those under it, as a tap outside a search field does:
    /// nothing is edited in a recording (no keyboard), so there is nothing to end. True, as
    /// UIKit answers when no view had to give up being first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }

    /// This view if its `tag` is `tag`, else the first subview that has it, searching each
    /// subview's own subviews before the next subview, as UIKit searches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        self === view || firstAbove { $0 === view ? true : nil } ?? false
    }

    /// The first answer `visit` gives for this view's superviews, nearest first; nil when it
    /// gives none. Each is read without a retain: every read of a shown cell walks up for its
    /// traits, and a retain of a view something refers to weakly (a collection view) is slow.
    final func firstAbove<Found>(_ visit: (UIView) -> Found?) -> Found? {
        var next = storedSuperview
        while let current = next {
            if let found = current._withUnsafeGuaranteedRef(visit) { return found }
            next = current._withUnsafeGuaranteedRef { $0.storedSuperview }
        }
        return nil
    }

    /// Moves a subview to the top of its siblings; another view is left alone.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves a subview beneath its siblings; another view is left alone.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Puts `view` just above `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count)
    }

    /// Puts `view` just beneath `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === sibling } ?? others.count)
    }

    /// Swaps the subviews at the two indexes; an index out of range changes nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let first = subviews[index1], second = subviews[index2]
        insertSubview(first, at: index2)
        insertSubview(second, at: index1)
    }
}
