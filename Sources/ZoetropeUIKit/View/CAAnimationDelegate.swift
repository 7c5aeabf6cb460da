import ZoetropeCore

/// What hears an animation start and stop: Core Animation's `CAAnimationDelegate`. Not
/// called: an animation plays in the drawing, not in the app's run loop.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
