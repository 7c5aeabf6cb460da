/// UIKit's `UITapGestureRecognizer`: kept, never recognised (see `UIGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
