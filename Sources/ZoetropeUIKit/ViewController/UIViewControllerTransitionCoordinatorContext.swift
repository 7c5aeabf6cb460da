/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what the transition is.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var completionCurve: UIView.AnimationCurve { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    /// The turn of the screen: a quarter turn for a rotation between portrait and landscape.
    var targetTransform: CGAffineTransform { get }
    var containerView: UIView { get }
}
