/// UIKit's `UIScreenEdgePanGestureRecognizer`: kept, never recognised (see
/// `UIGestureRecognizer`).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
