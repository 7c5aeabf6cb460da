import ZoetropeCore

/// Where an animator ended: UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// An animation to configure, then start: UIKit's `UIViewPropertyAnimator`. In a recording
/// it runs its animations when started, with its timing, as `UIView.animate` runs a block;
/// animations added with a `delayFactor` start that share of the duration late and take the
/// rest of it, as in UIKit. There is no finger to scrub or interrupt it, so it always ends at
/// `.end`: pausing, stopping, finishing early and reversing are not recorded, and the compiler
/// says so where the app's code asks for them.
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let timingParameters: (any UITimingCurveProvider)?
    /// Each animation block with the share of the duration it waits before it starts.
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    open private(set) var isRunning = false
    /// `.active` from `startAnimation()` until the turn it started in is over (its completions
    /// run then), `.inactive` before and after, as UIKit's animator reports while it runs.
    open private(set) var state: UIViewAnimatingState = .inactive
    open var isInterruptible = true
    @available(*, deprecated, message: "Zoetrope records an animator from its start to its end; reversing it is not recorded (see docs/bring-your-own-layout.md)")
    open var isReversed = false
    open var fractionComplete: CGFloat = 0

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Made and started at once: UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let parameters = UICubicTimingParameters()
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: OptionsCurve(options: options, fallback: parameters))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append((animation, 0))
    }

    /// Animations that start `delayFactor` (0 to 1) of the duration late and run for the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animations.append((animation, delayFactor.isFinite ? Swift.min(Swift.max(delayFactor, 0), 1) : 0))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Runs the animations now, every change inside them starting together with this
    /// animator's timing (shortened and delayed by a block's `delayFactor`); the completions
    /// run once the turn of the run loop is over.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        let parameters = timingParameters ?? UICubicTimingParameters()
        let running = animations
        animations = []
        let (duration, delay) = ViewAnimation.checked(duration: duration, delay: delay, in: "UIViewPropertyAnimator.startAnimation(afterDelay:)")
        for (block, delayFactor) in running {
            let late = duration * Double(delayFactor)
            let timing = parameters.zoetropeTiming(duration: duration - late, delay: delay + late)
            ViewAnimation.$current.withValue(ViewAnimation(timing: timing)) { block() }
        }
        isRunning = false
        fractionComplete = 1
        let done = completions
        completions = []
        state = .active
        Recording.whenTurnEnds(Recording.current) { [weak self] in self?.state = .inactive }
        for completion in done { Recording.whenTurnEnds(Recording.current) { completion(.end) } }
    }

    @available(*, deprecated, message: "Zoetrope records an animator from its start to its end; pausing it is not recorded (see docs/bring-your-own-layout.md)")
    open func pauseAnimation() {}

    @available(*, deprecated, message: "Zoetrope records an animator from its start to its end; stopping it is not recorded (see docs/bring-your-own-layout.md)")
    open func stopAnimation(_ withoutFinishing: Bool) {}

    @available(*, deprecated, message: "Zoetrope records an animator from its start to its end; finishing it early is not recorded (see docs/bring-your-own-layout.md)")
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}

    /// The curve `options` name, for `runningPropertyAnimator`.
    private struct OptionsCurve: UITimingCurveProvider {
        let options: UIView.AnimationOptions
        let fallback: UICubicTimingParameters
        func zoetropeTiming(duration: TimeInterval, delay: TimeInterval) -> Timing {
            Timing(curve: options.curve, duration: max(0, duration), delay: max(0, delay))
        }
    }
}
