import ZoetropeCore

/// UIKit's view transitions: `transition(with:duration:options:animations:completion:)`, with
/// which a cell fades in the picture it loaded, and `transition(from:to:duration:options:completion:)`,
/// which swaps one view for another.
///
/// UIKit draws a transition (a cross-dissolve, a flip, a curl) between snapshots of the view
/// before and after the block; Zoetrope does not draw those: what the block changes shows at
/// the transition's start, as it is after it. What a block given `allowAnimatedContent` changes
/// of a view's animatable properties (its frame, alpha, colour) animates over the duration, as
/// in an animation block, as on the phone. The completion runs once the turn is over, as an
/// animation block's does.
extension UIView {
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let (duration, _) = ViewAnimation.checked(duration: duration, delay: 0, in: "UIView.transition(with:duration:options:animations:completion:)")
        if let animations {
            if options.contains(.allowAnimatedContent) {
                let timing = Timing(curve: options.curve, duration: duration, delay: 0)
                ViewAnimation.$current.withValue(ViewAnimation(timing: timing)) { animations() }
            } else {
                // The snapshots' transition is not drawn: the change shows as it is after it.
                ViewAnimation.withoutAnimation { animations() }
            }
        }
        if let completion { Recording.whenTurnEnds(Recording.current) { completion(true) } }
    }

    /// Puts `toView` where `fromView` is among its superview's subviews and takes `fromView`
    /// out, as UIKit does; with `showHideTransitionViews`, hides `fromView` and shows `toView`
    /// instead, both staying where they are.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: ((Bool) -> Void)? = nil) {
        _ = ViewAnimation.checked(duration: duration, delay: 0, in: "UIView.transition(from:to:duration:options:completion:)")
        ViewAnimation.withoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
                superview.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }
        if let completion { Recording.whenTurnEnds(Recording.current) { completion(true) } }
    }
}
