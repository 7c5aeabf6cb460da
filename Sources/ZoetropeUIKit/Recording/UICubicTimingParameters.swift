import ZoetropeCore

/// A cubic Bézier curve: UIKit's `UICubicTimingParameters`.
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    let curve: TimingCurve

    public override init() {
        curve = .easeInEaseOut
        super.init()
    }

    public init(animationCurve: UIView.AnimationCurve) {
        curve = animationCurve.value
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curve = .cubicBezier(CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
        super.init()
    }

    public func zoetropeTiming(duration: TimeInterval, delay: TimeInterval) -> Timing {
        Timing(curve: curve, duration: max(0, duration), delay: max(0, delay))
    }
}
