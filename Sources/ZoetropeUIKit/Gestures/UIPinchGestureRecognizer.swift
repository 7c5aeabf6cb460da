/// UIKit's `UIPinchGestureRecognizer`: kept, never recognised (see `UIGestureRecognizer`).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
