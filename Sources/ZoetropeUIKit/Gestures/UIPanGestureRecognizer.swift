/// UIKit's `UIPanGestureRecognizer`. Kept, never recognised (see `UIGestureRecognizer`): its
/// translation is what was last set, and its velocity zero.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero

    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
