/// UIKit's responder: what views and view controllers inherit, for the methods an app
/// overrides to follow touches and the chain it walks to find a view's controller.
///
/// No finger touches a recording, so the touch methods are never called by Zoetrope; an
/// override (a decoration view that reports a tap in `touchesEnded(_:with:)`) compiles and
/// runs only when the app's code calls it. Nothing becomes first responder: no keyboard shows.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder, as UIKit links them: a controller's view answers its controller,
    /// any other view its superview, and a controller the superview of its view. So the
    /// usual walk from a cell to the controller that shows it finds it.
    open var next: UIResponder? {
        if let view = self as? UIView { return view.owningController ?? view.superview }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.superview }
        return nil
    }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    /// False: nothing takes the keyboard in a recording.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Never called by a recording (no finger touches it); UIKit's default passes the touches
    /// on to the next responder, and so does this when the app calls it.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
