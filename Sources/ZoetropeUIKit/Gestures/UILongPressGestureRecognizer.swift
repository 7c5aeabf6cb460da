/// UIKit's `UILongPressGestureRecognizer`, with UIKit's defaults: half a second, 10 points of
/// movement allowed. Kept, never recognised (see `UIGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}
