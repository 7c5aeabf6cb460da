import ZoetropeCore

/// A spring: UIKit's `UISpringTimingParameters`. With a damping ratio it is fitted to the
/// animator's duration; with mass, stiffness and damping (or none) it runs until it settles,
/// the animator's duration ignored, as in UIKit.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    let value: SpringTimingParameters

    public override init() {
        value = SpringTimingParameters()
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        value = SpringTimingParameters(dampingRatio: Double(ratio), initialVelocity: Double(velocity.dx))
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        value = SpringTimingParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx))
        super.init()
    }

    public func zoetropeTiming(duration: TimeInterval, delay: TimeInterval) -> Timing {
        value.timing(duration: max(0.001, duration), delay: max(0, delay))
    }
}
