/// How an animation's progress runs over its duration.
///
/// The named curves are Core Animation's (docs/uikit-behaviour.md#named-curves), which CSS shares:
/// `easeInEaseOut` is what `UIView.animate` uses by default.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    case cubicBezier(CubicBezier)
    /// A spring, run in seconds for the animation's duration (ideally its settling duration),
    /// then at rest.
    case spring(Spring)

    public static let linear = TimingCurve.cubicBezier(CubicBezier(0, 0, 1, 1))
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    public static let easeInEaseOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// `CAMediaTimingFunctionName.default` (CSS `ease`).
    public static let `default` = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// The named curves by the names fixtures use.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// Other names people type for the named curves, accepted as they are: UIKit's
    /// `UIView.AnimationOptions` (`curveEaseInOut`, which `UIView.animate` uses), SwiftUI's
    /// `Animation` (`easeInOut`) and CSS's (`ease-in-out`, `ease`).
    package static let aliases: [(name: String, curve: TimingCurve)] = [
        ("easeInOut", .easeInEaseOut), ("curveEaseInOut", .easeInEaseOut), ("ease-in-out", .easeInEaseOut),
        ("curveEaseIn", .easeIn), ("ease-in", .easeIn),
        ("curveEaseOut", .easeOut), ("ease-out", .easeOut),
        ("curveLinear", .linear),
        ("ease", .default),
    ]

    /// Progress after `elapsed` seconds of an animation lasting `duration` seconds: 0 at the
    /// start, 1 from the end on.
    public func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return duration <= 0 ? 1 : 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .cubicBezier(let bezier): return bezier.progress(at: elapsed / duration)
        case .spring(let spring): return spring.progress(at: elapsed)
        }
    }

    /// Progress per second after `elapsed` seconds of an animation lasting `duration`: what an
    /// interrupting animation inherits.
    public func velocity(elapsed: Double, duration: Double) -> Double {
        guard elapsed > 0, elapsed < duration else { return 0 }
        switch self {
        case .cubicBezier(let bezier): return bezier.slope(at: elapsed / duration) / duration
        case .spring(let spring): return spring.velocity(at: elapsed)
        }
    }

    public var description: String {
        if let name = Self.named.first(where: { $0.curve == self })?.name { return name }
        switch self {
        case .cubicBezier(let bezier): return bezier.description
        case .spring(let spring): return spring.description
        }
    }
}
