import ZoetropeCore

/// An animation through several values at fractions of its duration: Core Animation's
/// `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Kept: values are passed through in straight lines (`linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kept, not played: a position along a path.
    open var path: CGPath?
}
