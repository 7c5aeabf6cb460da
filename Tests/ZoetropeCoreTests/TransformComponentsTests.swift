import Testing
import ZoetropeCore

@Suite struct TransformComponentsTests {
    func close(_ a: Transform, _ b: Transform, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.a - b.a) < tolerance && abs(a.b - b.b) < tolerance && abs(a.c - b.c) < tolerance
            && abs(a.d - b.d) < tolerance && abs(a.tx - b.tx) < tolerance && abs(a.ty - b.ty) < tolerance
    }

    @Test func decompositionRoundTrips() {
        let transforms = [
            Transform.identity,
            Transform(scaleX: 0.1, y: 0.1),
            Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 12, y: -40)),
            Transform(scaleX: 2, y: 0.5).concatenating(Transform(rotationAngle: -2.5)),
            Transform(a: 1, b: 0, c: 0.4, d: 1, tx: 3, ty: 4),  // a shear
            Transform(scaleX: -1, y: 1),  // a reflection
        ]
        for transform in transforms {
            #expect(close(TransformComponents(transform).transform, transform), "\(transform)")
        }
    }

    @Test func aRotationHalfWayIsARotationNotAShrink() {
        let from = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var to = from
        to.transform = Transform(rotationAngle: .pi / 2)
        let middle = from.interpolated(to: to, progress: 0.5).transform
        // Determinant 1 (no shrinking) and angle 45°.
        #expect(abs(middle.a * middle.d - middle.b * middle.c - 1) < 1e-12)
        #expect(close(middle, Transform(rotationAngle: .pi / 4)))
    }

    @Test func rotationTakesTheShorterWayRound() {
        #expect(shortestRotationTarget(from: 3, to: -3) > 3)
        #expect(abs(shortestRotationTarget(from: 0.1, to: 6.2) - (6.2 - 2 * .pi)) < 1e-12)
    }

    @Test func growingFromScaleZeroNeverSpins() {
        let components = TransformComponents(Transform(scaleX: 0, y: 0))
        #expect(components.rotation == 0 && components.scaleX == 0 && components.scaleY == 0)
    }
}
