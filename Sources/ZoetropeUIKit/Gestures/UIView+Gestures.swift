extension UIView {
    /// The recognisers added to this view, as UIKit keeps them; nil until one is added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { addedGestureRecognizers }
        set {
            for recognizer in addedGestureRecognizers ?? [] { recognizer.view = nil }
            addedGestureRecognizers = nil
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Adds `gestureRecognizer` to this view (taking it from any view it was on), as UIKit
    /// does. It is kept and never recognises anything: no finger touches a recording.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        addedGestureRecognizers = (addedGestureRecognizers ?? []) + [gestureRecognizer]
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        addedGestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }
}
