import ZoetropeCore

/// What a property animator runs: UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider {
    /// The timing of an animator of `duration` seconds after `delay`.
    func zoetropeTiming(duration: TimeInterval, delay: TimeInterval) -> Timing
}
