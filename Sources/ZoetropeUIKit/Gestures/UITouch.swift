/// A finger on the screen: UIKit's `UITouch`, declared for delegate methods that take one.
/// A recording has none, so no code is ever handed one.
open class UITouch: NSObject {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    open internal(set) var phase: Phase = .began
    open internal(set) var tapCount = 1
    open internal(set) weak var view: UIView?

    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
