import Testing
import ZoetropeCore

/// Values from docs/uikit-behaviour.md#named-curves (Core Animation's named curves, same as CSS).
@Suite struct TimingCurveTests {
    @Test(arguments: [
        ("linear", TimingCurve.linear, [0.25, 0.5, 0.75]),
        ("easeIn", TimingCurve.easeIn, [0.0935, 0.3154, 0.6219]),
        ("easeOut", TimingCurve.easeOut, [0.3781, 0.6846, 0.9065]),
        ("easeInEaseOut", TimingCurve.easeInEaseOut, [0.12916, 0.5, 0.87084]),
        ("default", TimingCurve.default, [0.4085, 0.8024, 0.9605]),
    ])
    func namedCurvesMatchCoreAnimation(name: String, curve: TimingCurve, expected: [Double]) {
        for (x, y) in zip([0.25, 0.5, 0.75], expected) {
            let value = curve.progress(elapsed: x, duration: 1)
            #expect(abs(value - y) < 1e-4, "\(name) at \(x): \(value), expected \(y)")
        }
    }

    @Test func easeInEaseOutAtAQuarterIs0_1291() {
        let value = TimingCurve.easeInEaseOut.progress(elapsed: 0.075, duration: 0.3)
        #expect(abs(value - 0.12916) < 2e-5)
        #expect(String(value).hasPrefix("0.1291"))
    }

    @Test func progressIsClampedOutsideTheAnimation() {
        #expect(TimingCurve.easeIn.progress(elapsed: -1, duration: 0.3) == 0)
        #expect(TimingCurve.easeIn.progress(elapsed: 0.3, duration: 0.3) == 1)
        #expect(TimingCurve.easeIn.progress(elapsed: 5, duration: 0.3) == 1)
        // A step of no length is over at once.
        #expect(TimingCurve.easeIn.progress(elapsed: 0, duration: 0) == 1)
    }

    @Test func theSolverInvertsXToMachinePrecision() {
        let bezier = CubicBezier(0.42, 0, 0.58, 1)
        for i in 1..<100 {
            let x = Double(i) / 100
            let u = bezier.parameter(forX: x)
            // x(u) recomputed from the Bernstein form.
            let xu = 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u
            #expect(abs(xu - x) < 1e-12, "x = \(x)")
        }
    }

    @Test func steepAndFlatCurvesAreMonotone() {
        for bezier in [CubicBezier(1, 0, 0, 1), CubicBezier(0, 1, 1, 0), CubicBezier(0.99, 0, 0.01, 1), CubicBezier(0, 0, 0, 1)] {
            var previous = 0.0
            for i in 0...1000 {
                let value = bezier.progress(at: Double(i) / 1000)
                #expect(value >= previous - 1e-12, "\(bezier) at \(i)")
                previous = value
            }
            #expect(previous == 1)
        }
    }

    @Test func timingCountsItsDelay() {
        let timing = Timing(curve: .linear, duration: 0.4, delay: 0.1)
        #expect(timing.progress(atStepTime: 0.05) == 0)
        #expect(abs(timing.progress(atStepTime: 0.3) - 0.5) < 1e-12)
        #expect(timing.end == 0.5)
    }
}
