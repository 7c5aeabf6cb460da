/// A gesture recogniser: UIKit's `UIGestureRecognizer`, kept so that a screen that adds one
/// (a long press to reorder, a pan to dismiss, a tap on a cell) compiles and records.
///
/// No finger touches a recording, so a recogniser stays `.possible` and never sends its
/// actions or asks its delegate. Its settings, targets and actions are kept, as UIKit keeps
/// them, for code that reads them back; an app that wants a recording to show what a gesture
/// does calls what the action would call (`performBatchUpdates`, `moveItem`) between pauses.
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Always `.possible`: nothing is ever recognised in a recording.
    open internal(set) var state: State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// The targets and actions added, in order (UIKit keeps them privately).
    public private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []
    /// The recognisers this one waits for (`require(toFail:)`).
    public private(set) var requiredToFail: [UIGestureRecognizer] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targetActions.append((target as AnyObject?, action)) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((target as AnyObject, action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject)) && (action == nil || entry.action == action)
        }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// No touch: the view's origin.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// No touch: the view's origin.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// No finger is down.
    open var numberOfTouches: Int { 0 }

    /// Called by UIKit when a gesture ends; never in a recording. Override points for
    /// subclasses that track touches.
    open func reset() {}

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
