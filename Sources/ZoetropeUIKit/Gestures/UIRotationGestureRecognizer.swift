/// UIKit's `UIRotationGestureRecognizer`: kept, never recognised (see `UIGestureRecognizer`).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
