/// `UISpringTimingParameters`, with UIKit's initialisers: what a `UIViewPropertyAnimator`
/// runs, turned into a `Timing` for a duration.
///
/// UIKit treats its initialisers differently, and so does this type (docs/uikit-behaviour.md#springs):
/// - `init(dampingRatio:initialVelocity:)` is duration-based: the spring is fitted to the
///   animator's duration, as `UIView.animate(…usingSpringWithDamping:…)` fits it, and ends
///   there at 0.1 % of the distance;
/// - `init()`, `init(mass:stiffness:damping:initialVelocity:)` and
///   `init(duration:bounce:initialVelocity:)` are physics: the animator's duration is ignored
///   and the animation lasts until the spring settles (`Spring.settlingDuration`).
///
/// ```swift
/// let timing = SpringTimingParameters(dampingRatio: 0.7).timing(duration: 0.4)
/// ```
public struct SpringTimingParameters: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Fitted to the animator's duration.
        case dampingRatio(Double)
        /// Its own physics; lasts until it settles.
        case physics(Spring)
    }

    public var kind: Kind
    /// Fractions of the whole distance per second, towards the target.
    public var initialVelocity: Double

    /// `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500 (ratio ≈ 4.56).
    public init() {
        kind = .physics(.springTimingParametersDefault)
        initialVelocity = 0
    }

    /// `UISpringTimingParameters(dampingRatio:)` and `(dampingRatio:initialVelocity:)`.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(dampingRatio > 0 && dampingRatio.isFinite, "A damping ratio is greater than 0")
        kind = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        kind = .physics(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
        self.initialVelocity = initialVelocity
    }

    /// iOS 17's `UISpringTimingParameters(duration:bounce:initialVelocity:)`.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        kind = .physics(Spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
        self.initialVelocity = initialVelocity
    }

    /// The spring run for an animator of `duration` seconds.
    public func spring(duration: Double) -> Spring {
        switch kind {
        case .dampingRatio(let ratio): return Spring(uiViewDuration: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
        case .physics(let spring): return spring
        }
    }

    /// The timing of an animator of `duration` seconds: the fitted spring over `duration`, or
    /// the physical spring over its settling duration.
    public func timing(duration: Double, delay: Double = 0) -> Timing {
        let spring = spring(duration: duration)
        switch kind {
        case .dampingRatio: return Timing(curve: .spring(spring), duration: duration, delay: delay)
        case .physics: return Timing(curve: .spring(spring), duration: spring.settlingDuration, delay: delay)
        }
    }
}
