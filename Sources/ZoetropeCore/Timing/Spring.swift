/// A damped spring as a timing curve: the progress of a unit displacement released towards
/// its target, solved in closed form.
///
/// The model (docs/uikit-behaviour.md#springs) is `m·e″ + c·e′ + k·e = 0` for the displacement `e = x − 1`,
/// starting at `e(0) = −1` with velocity `e′(0) = v₀`. With `ω₀ = √(k/m)`, `ζ = c / (2√(km))`,
/// `λ = ζω₀` and `ω_d = ω₀√(1 − ζ²)`:
/// - underdamped (ζ < 1): `e(t) = e^{−λt}(−cos ω_d t + ((v₀ − λ)/ω_d) sin ω_d t)`;
/// - critically damped (ζ = 1): `e(t) = e^{−ω₀t}(−1 + (v₀ − ω₀)t)`;
/// - overdamped (ζ > 1): `e(t) = A e^{s₁t} + B e^{s₂t}`, `s₁,₂ = −λ ± ω₀√(ζ² − 1)`.
///
/// Progress is `1 + e(t)`, in seconds rather than as a fraction of a duration: a spring's
/// motion depends on its physics, not on how long the animation is allowed to run.
/// Velocities are in fractions of the whole distance per second, positive towards the target,
/// as `UISpringTimingParameters` and `UIView.animate(…initialSpringVelocity:)` take them.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double
    /// For UIKit's duration-based springs (`init(uiViewDuration:dampingRatio:initialVelocity:)`):
    /// the damping ratio asked for, so that a new duration fits the spring again
    /// (`fitted(toDuration:)`). Nil for springs given by their physics.
    package var fittedDampingRatio: Double?

    /// `CASpringAnimation`'s physics. Its defaults are mass 1, stiffness 100, damping 10.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "A spring needs a positive mass and stiffness and a damping of at least 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring from its damping ratio and response (the undamped period, in seconds), as
    /// SwiftUI's `Spring(response:dampingRatio:)`: `ω₀ = 2π / response`.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0, mass: Double = 1) {
        precondition(dampingRatio >= 0 && response > 0, "A spring needs a damping ratio of at least 0 and a positive response")
        let omega = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega * omega * mass, damping: 2 * dampingRatio * omega * mass, initialVelocity: initialVelocity)
    }

    /// A spring from a perceptual duration and a bounce (iOS 17's
    /// `UISpringTimingParameters(duration:bounce:)`, SwiftUI's `Spring(duration:bounce:)`):
    /// response = duration; ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below (docs/uikit-behaviour.md#springs).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        precondition(duration > 0 && bounce > -1 && bounce <= 1, "A spring needs a positive duration and a bounce in (−1, 1]")
        self.init(dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), response: duration, initialVelocity: initialVelocity)
    }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// runs: mass 1, the damping ratio clamped to (0, 1], and the natural frequency chosen so
    /// that the motion's decay envelope reaches 0.001 exactly at `duration` (docs/uikit-behaviour.md#springs,
    /// the method Framer reverse-engineered; 12 Newton steps from `ω₀ = 5 / duration`).
    /// Example: 0.5 s at ratio 0.5 gives stiffness ≈ 646.88 and damping ≈ 25.43.
    public init(uiViewDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let d = Swift.min(Swift.max(duration, 0.01), 10)
        let zeta = Swift.min(Swift.max(dampingRatio, 1e-6), 1)
        let v = initialVelocity
        let epsilon = 0.001
        func envelope(_ omega: Double) -> Double {
            if zeta < 1 {
                let decay = zeta * omega
                return epsilon - (decay - v) / (omega * (1 - zeta * zeta).squareRoot()) * Math.exp(-decay * d)
            }
            return -epsilon + Math.exp(-omega * d) * ((omega - v) * d + 1)
        }
        var omega = 5 / d
        for _ in 0..<12 {
            let h = Swift.max(1e-6, omega * 1e-6)
            let slope = (envelope(omega + h) - envelope(omega - h)) / (2 * h)
            guard slope != 0, slope.isFinite else { break }
            let next = omega - envelope(omega) / slope
            guard next.isFinite, next > 0 else { break }
            omega = next
        }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: v)
        fittedDampingRatio = dampingRatio
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`, in SwiftUI's argument order.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity)
    }

    /// `UISpringTimingParameters()`: a critically damped spring is not what UIKit gives; its
    /// documented default is mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56).
    package static let springTimingParametersDefault = Spring(mass: 3, stiffness: 1000, damping: 500)

    /// This spring fitted to `duration` again when it is a duration-based one (UIKit's
    /// `usingSpringWithDamping`, `UISpringTimingParameters(dampingRatio:)`); itself otherwise.
    package func fitted(toDuration duration: Double) -> Spring {
        guard let ratio = fittedDampingRatio else { return self }
        return Spring(uiViewDuration: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
    }

    /// How far from its target the spring still is after `duration` seconds, as a share of
    /// the whole distance (0 once settled): the jump an animation cut there would make.
    package func residual(after duration: Double) -> Double {
        abs(displacement(at: duration).value)
    }

    /// `ω₀`, in radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// `ζ`: below 1 the spring overshoots and oscillates; 1 and above it does not.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period, `2π / ω₀`: SwiftUI's "response" and iOS 17's "duration".
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// The bounce of iOS 17's duration-and-bounce springs: `1 − ζ`, or `1/ζ − 1` when overdamped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    public var description: String {
        "spring(mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity))"
    }

    /// The displacement from the target after `t` seconds, and its rate of change.
    package func displacement(at t: Double) -> (value: Double, velocity: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            let decay = Math.exp(-omega * t)
            let value = decay * (-1 + (v0 - omega) * t)
            return (value, decay * (v0 - omega) - omega * value)
        }
        if zeta < 1 {
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - lambda) / omegaD
            let decay = Math.exp(-lambda * t)
            let cosine = Math.cos(omegaD * t), sine = Math.sin(omegaD * t)
            let value = decay * (-cosine + b * sine)
            let velocity = -lambda * value + decay * (omegaD * sine + b * omegaD * cosine)
            return (value, velocity)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let s1 = -zeta * omega + root, s2 = -zeta * omega - root
        let a = (v0 + s2) / (s1 - s2)
        let b = -1 - a
        let e1 = Math.exp(s1 * t), e2 = Math.exp(s2 * t)
        return (a * e1 + b * e2, a * s1 * e1 + b * s2 * e2)
    }

    /// Progress after `t` seconds: 0 at the start, 1 at rest, above 1 while overshooting.
    public func progress(at t: Double) -> Double {
        t <= 0 ? 0 : 1 + displacement(at: t).value
    }

    /// Progress per second after `t` seconds.
    package func velocity(at t: Double) -> Double {
        displacement(at: Swift.max(0, t)).velocity
    }

    /// How long until the motion stays within 0.001 of the target.
    ///
    /// For an underdamped spring, the time its decay envelope `√(1 + b²)·e^{−λt}` reaches
    /// 0.001, which gives Apple's figures (damping 5 → 2.855 s, damping 15 → 1.022 s for
    /// CASpringAnimation's defaults otherwise). Otherwise the last time the displacement is
    /// above 0.001, found by stepping and bisection.
    public var settlingDuration: Double {
        let epsilon = 0.001
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 - 1e-9 {
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (lambda - initialVelocity) / omegaD
            return Math.log((1 + abs(b)) / epsilon) / lambda
        }
        // Non-oscillating: find where |e| falls below ε for good (it crosses at most once).
        var high = 1 / omega
        while abs(displacement(at: high).value) > epsilon && high < 1e4 { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(displacement(at: middle).value) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
