/// When an element's animation runs: a curve, a duration and a delay, in seconds.
///
/// The default is 0.3 s ease-in-ease-out with no delay. UIKit does not document the duration
/// of batch-update animations; 0.3 s ease-in-out is the commonly observed value (docs/uikit-behaviour.md#duration-and-curve).
/// A negative delay means the animation was already that far under way when its step began
/// (an animation carried over an interruption).
public struct Timing: Hashable, Sendable {
    public var curve: TimingCurve
    public var duration: Double
    public var delay: Double

    public init(curve: TimingCurve = .easeInEaseOut, duration: Double = 0.3, delay: Double = 0) {
        precondition(duration >= 0 && duration.isFinite, "An animation's duration must be finite and not negative")
        precondition(delay.isFinite, "An animation's delay must be finite")
        self.curve = curve
        self.duration = duration
        self.delay = delay
    }

    /// When the animation is over, counted from the start of its step.
    public var end: Double { delay + duration }

    /// Progress at `time` seconds after the start of the step.
    public func progress(atStepTime time: Double) -> Double {
        curve.progress(elapsed: time - delay, duration: duration)
    }
}
