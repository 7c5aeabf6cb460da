import ZoetropeCore

/// A spring from one value to another: Core Animation's `CASpringAnimation`. It plays with
/// its physics (mass, stiffness, damping and initial velocity, Core Animation's defaults
/// 1, 100, 10 and 0) for its `duration`, as on the phone; `settlingDuration` says how long the
/// spring takes to come to rest, the duration apps usually give it.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Kept: a duration longer than the spring's settling leaves the value at rest.
    open var allowsOverdamping = false

    /// iOS 17's spring by its perceived duration and bounce (`Spring(duration:bounce:)`).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: Swift.max(0.001, perceptualDuration), bounce: Double(Swift.min(1, Swift.max(-0.999, bounce))))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    /// The spring's physics, made usable: a mass and stiffness of at least a millionth, a
    /// damping of at least 0.
    var spring: Spring {
        Spring(mass: Double(Swift.max(1e-6, mass)), stiffness: Double(Swift.max(1e-6, stiffness)), damping: Double(Swift.max(0, damping)),
               initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, as Core Animation estimates it.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override var pacing: TimingCurve? { .spring(spring) }
}
