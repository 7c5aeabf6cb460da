/// Parts of a timing that replace a step's for some elements.
public struct TimingAdjustment: Hashable, Sendable {
    public var duration: Double?
    public var delay: Double?
    public var curve: TimingCurve?

    public init(duration: Double? = nil, delay: Double? = nil, curve: TimingCurve? = nil) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// `timing` with these parts in place of its own.
    package func applied(to timing: Timing) -> Timing {
        Timing(curve: curve ?? timing.curve, duration: duration ?? timing.duration, delay: delay ?? timing.delay)
    }
}
