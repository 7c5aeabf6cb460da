import Testing
import ZoetropeCore

/// docs/uikit-behaviour.md#springs: closed forms checked against integration, and Apple's figures.
@Suite struct SpringTests {
    /// Integrates m·e″ + c·e′ + k·e = 0 from e = −1, e′ = v₀ with RK4 in small steps.
    func integrate(_ spring: Spring, until end: Double, step: Double = 1e-5) -> [(t: Double, progress: Double, velocity: Double)] {
        var e = -1.0, v = spring.initialVelocity, t = 0.0
        var samples: [(Double, Double, Double)] = []
        func acceleration(_ e: Double, _ v: Double) -> Double { -(spring.damping * v + spring.stiffness * e) / spring.mass }
        var next = 0.0
        while t <= end + 1e-12 {
            if t >= next - 1e-12 {
                samples.append((t, 1 + e, v))
                next += end / 20
            }
            let k1e = v, k1v = acceleration(e, v)
            let k2e = v + step / 2 * k1v, k2v = acceleration(e + step / 2 * k1e, v + step / 2 * k1v)
            let k3e = v + step / 2 * k2v, k3v = acceleration(e + step / 2 * k2e, v + step / 2 * k2v)
            let k4e = v + step * k3v, k4v = acceleration(e + step * k3e, v + step * k3v)
            e += step / 6 * (k1e + 2 * k2e + 2 * k3e + k4e)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return samples
    }

    @Test(arguments: [
        Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),     // ζ = 0.5
        Spring(mass: 2, stiffness: 300, damping: 5, initialVelocity: 3),      // ζ ≈ 0.10, moving
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -2),    // ζ = 1, moving away
        Spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 1),   // ζ ≈ 4.56
    ])
    func theClosedFormMatchesTheEquationOfMotion(spring: Spring) {
        for sample in integrate(spring, until: 1.5) {
            #expect(abs(spring.progress(at: sample.t) - sample.progress) < 1e-7 || sample.t == 0, "\(spring) at \(sample.t)")
            #expect(abs(spring.velocity(at: sample.t) - sample.velocity) < 1e-6, "\(spring) velocity at \(sample.t)")
        }
    }

    @Test func appleSettlingDurationsAreReproduced() {
        // CASpringAnimation's settlingDuration docs: damping 5 → about 2.85 s; damping 15 → just over 1 s.
        #expect(abs(Spring(damping: 5).settlingDuration - 2.855) < 0.001)
        #expect(abs(Spring(damping: 15).settlingDuration - 1.022) < 0.001)
    }

    @Test func durationAndBounceMapToPhysicsAsApplesExamplesSay() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.mass - 1) < 1e-12 && abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.response - 0.628) < 0.001 && abs(physical.bounce - 0.5) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)  // negative bounce: overdamped
    }

    @Test func uiViewSpringsReachTheirEnvelopeAtTheirDuration() {
        let spring = Spring(uiViewDuration: 0.5, dampingRatio: 0.5)
        #expect(abs(spring.stiffness - 646.88) < 0.05 && abs(spring.damping - 25.43) < 0.01)
        #expect(abs(Spring(uiViewDuration: 0.6, dampingRatio: 1).progress(at: 0.6) - 1) < 0.0011)
        // UISpringTimingParameters() default: mass 3, stiffness 1000, damping 500 → ratio 4.56.
        #expect(abs(Spring(mass: 3, stiffness: 1000, damping: 500).dampingRatio - 4.564) < 0.001)
    }

    @Test func aSpringStartsAtRestOrWithItsVelocityAndEndsAtTheTarget() {
        let spring = Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 4)
        #expect(spring.progress(at: 0) == 0 && abs(spring.velocity(at: 0) - 4) < 1e-12)
        #expect(abs(spring.progress(at: spring.settlingDuration) - 1) <= 0.001 + 1e-9)
        // As a timing curve, it is at rest once its duration is over.
        #expect(TimingCurve.spring(spring).progress(elapsed: 10, duration: 0.5) == 1)
        #expect(TimingCurve.spring(spring).progress(elapsed: 0.1, duration: 0.5) == spring.progress(at: 0.1))
    }
}
