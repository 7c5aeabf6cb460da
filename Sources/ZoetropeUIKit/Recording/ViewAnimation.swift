import ZoetropeCore

/// The animation a change made now takes: set by `UIView.animate` around the code that makes
/// changes, as UIKit's animation blocks set the timing of what happens inside them.
struct ViewAnimation: Sendable {
    var timing: Timing

    /// What happens inside `UIView.animate` and friends; nil outside any.
    @TaskLocal static var current: ViewAnimation?

    /// No animation: `UIView.performWithoutAnimation`, or `animated: false`.
    static let none = ViewAnimation(timing: Timing(curve: .linear, duration: 0))

    /// Set by `UIView.setAnimationsEnabled(false)`: per thread, as a recording runs on one.
    static let disabled = ThreadFlag()

    /// The animation for a change that animates unless told otherwise (a batch update).
    static func forAnimatedChange() -> ViewAnimation {
        disabled.value ? .none : current ?? ViewAnimation(timing: Timing())
    }

    /// A block's duration and delay as a timing takes them: a negative one is 0, as UIKit runs
    /// such a block at once. One that is not a finite number fails the recording with a
    /// message naming `call` (an infinite animation never ends, and UIKit's result for NaN is
    /// undefined); 0 stands in for it meanwhile.
    static func checked(duration: Double, delay: Double, in call: String) -> (duration: Double, delay: Double) {
        if !duration.isFinite || !delay.isFinite {
            Recording.current?.collectionView?.report(UIKitRecordingError(.badInput, reason:
                "\(call) was given a duration of \(duration) s and a delay of \(delay) s: both must be finite numbers of seconds"))
        }
        return (duration.isFinite ? Swift.max(0, duration) : 0, delay.isFinite ? Swift.max(0, delay) : 0)
    }

    /// The animation for a change made with `animated:`.
    static func forChange(animated: Bool) -> ViewAnimation { animated ? forAnimatedChange() : .none }

    /// The animation for a property set outside any animation block: none.
    static func forPropertyChange() -> ViewAnimation { disabled.value ? .none : current ?? .none }

    /// Runs `body` inside `animation`, even where animations were turned off around it: as
    /// UIKit calls a view's `apply(_:)` inside an update's animation block.
    static func animating<Result>(with animation: ViewAnimation, _ body: () throws -> Result) rethrows -> Result {
        let wasDisabled = disabled.value
        disabled.value = false
        defer { disabled.value = wasDisabled }
        return try $current.withValue(animation) { try body() }
    }

    /// A scroll's frames at 60 a second, as UIKit's display link plays a scroll view's own
    /// animation: for each, how far along the curve it ends (1 for the last) and the linear
    /// step that takes it there, the first keeping the animation's delay.
    func frames() -> [(progress: Double, step: ViewAnimation)] {
        let count = Swift.max(2, Int((timing.duration * 60).rounded(.up)))
        return (1...count).map { frame in
            let progress = frame == count ? 1 : timing.curve.progress(elapsed: timing.duration * Double(frame) / Double(count), duration: timing.duration)
            return (progress, ViewAnimation(timing: Timing(curve: .linear, duration: timing.duration / Double(count), delay: frame == 1 ? timing.delay : 0)))
        }
    }

    /// Runs `body` outside any animation block, as UIKit runs what its display link calls (a
    /// scroll view's delegate, told at each frame of a scroll): what it sets is set at once,
    /// and the blocks it opens animate.
    static func outsideBlocks<Result>(_ body: () throws -> Result) rethrows -> Result {
        let wasDisabled = disabled.value
        disabled.value = false
        defer { disabled.value = wasDisabled }
        return try $current.withValue(nil) { try body() }
    }

    /// Runs `body` with animations off, animation blocks inside it included, as
    /// `UIView.performWithoutAnimation` turns them off on the phone.
    static func withoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        let wasDisabled = disabled.value
        disabled.value = true
        defer { disabled.value = wasDisabled }
        return try $current.withValue(nil) { try body() }
    }
}

extension UIView {
    /// UIKit's `UIView.AnimationOptions`: the curve is honoured, and a transition's
    /// `allowAnimatedContent` and `showHideTransitionViews` (see `UIView+Transitions.swift`); the
    /// rest change nothing in a recording.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        var curve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInEaseOut
            }
        }
    }

    /// Runs `animations` with every collection-view change inside it animated over `duration`
    /// seconds after `delay`, on the curve `options` names; `completion` runs once the turn of
    /// the run loop is over (see `UICollectionView.pause(for:)`), as it runs on the phone once
    /// the animations end.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let (duration, delay) = ViewAnimation.checked(duration: duration, delay: delay, in: "UIView.animate(withDuration:delay:options:animations:)")
        let timing = Timing(curve: options.curve, duration: duration, delay: delay)
        ViewAnimation.$current.withValue(ViewAnimation(timing: timing)) { animations() }
        if let completion { Recording.whenTurnEnds(Recording.current) { completion(true) } }
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring, as UIKit runs one: the damping ratio and the initial velocity (in distances
    /// per second) over `duration` seconds (`Spring(uiViewDuration:dampingRatio:)`).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let (duration, delay) = ViewAnimation.checked(duration: duration, delay: delay,
                                                      in: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)")
        // A damping ratio or velocity that is not a finite number is the default's.
        let ratio = dampingRatio.isFinite ? Swift.max(0.001, dampingRatio) : 1
        let spring = Spring(uiViewDuration: Swift.max(0.001, duration), dampingRatio: Double(ratio),
                            initialVelocity: velocity.isFinite ? Double(velocity) : 0)
        let timing = Timing(curve: .spring(spring), duration: duration, delay: delay)
        ViewAnimation.$current.withValue(ViewAnimation(timing: timing)) { animations() }
        if let completion { Recording.whenTurnEnds(Recording.current) { completion(true) } }
    }

    /// Runs `actionsWithoutAnimation` with no change inside it animated.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimation.withoutAnimation { actionsWithoutAnimation() }
    }

    /// Whether changes made now animate.
    public static var areAnimationsEnabled: Bool { (ViewAnimation.current?.timing.duration ?? 1) > 0 && !ViewAnimation.disabled.value }

    /// Turns animation off (or back on) for what follows, as UIKit's does; inside
    /// `UIView.animate` too.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimation.disabled.value = !enabled
    }
}
