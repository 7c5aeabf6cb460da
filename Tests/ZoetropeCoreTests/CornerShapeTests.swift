import Testing
@testable import ZoetropeCore

/// A corner shape's outline: circular corners a quarter circle from `r` before the corner,
/// continuous ones from 1.528 `r` (iOS's rounded rectangle), unrounded corners square, and
/// every outline of the same elements so that any two morph.
@Suite struct CornerShapeTests {
    let box = Rect(x: 10, y: 20, width: 200, height: 100)

    /// Where each line of the outline ends: the straight edges' ends.
    private func lineEnds(_ path: VectorPath) -> [Point] {
        path.elements.compactMap { element in
            if case .line(let p) = element { return p }
            return nil
        }
    }

    /// Points along the outline: every end point, and each curve at every hundredth of it.
    private func sampled(_ path: VectorPath) -> [Point] {
        var points: [Point] = [], current = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...100 {
                    let t = Double(step) / 100, u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    points.append(step == 100 ? p : Point(x: x, y: y))
                }
                current = p
            case .quadCurve(let p, _):
                points.append(p)
                current = p
            case .close:
                break
            }
        }
        return points
    }

    @Test func aCircularCornerLeavesTheEdgeOneRadiusBeforeTheCorner() {
        let path = CornerShape.circular.outline(of: box, radius: 20)
        #expect(lineEnds(path).first == Point(x: 190, y: 20), "the top edge ends 20 before the top-right corner")
        #expect(path.elements.first == .move(to: Point(x: 30, y: 20)))
        // Its curve (the corner's third step; the first two have no length in a circular
        // corner) ends 20 down the right edge, its control points 0.5523 radii from its ends.
        guard case .curve(let end, let c1, let c2) = path.elements[4] else { Issue.record("no curve"); return }
        #expect(end == Point(x: 210, y: 40))
        #expect(abs(c1.x - (190 + 20 * 0.5522847498)) < 1e-9 && c1.y == 20)
        #expect(c2.x == 210 && abs(c2.y - (40 - 20 * 0.5522847498)) < 1e-9)
    }

    @Test func aContinuousCornerLeavesTheEdgeOnePointFiveThreeRadiiBeforeTheCorner() {
        let path = CornerShape(curve: .continuous).outline(of: box, radius: 20)
        let first = lineEnds(path)[0]
        #expect(abs(first.x - (210 - 20 * 1.52866483)) < 1e-9 && first.y == 20)
        // It still passes within 2 % of a radius of the circular corner's middle (45°).
        let circularMiddle = Point(x: 210 - 20 * (1 - 0.5.squareRoot()), y: 20 + 20 * (1 - 0.5.squareRoot()))
        let points = sampled(path)
        let nearest = points.map { ($0.x - circularMiddle.x) * ($0.x - circularMiddle.x) + ($0.y - circularMiddle.y) * ($0.y - circularMiddle.y) }.min() ?? .infinity
        #expect(nearest.squareRoot() < 0.02 * 20 + 0.05)
    }

    @Test func aContinuousCornerAtHalfTheShorterSideIsACapsulesRoundEnd() {
        let continuous = CornerShape(curve: .continuous).outline(of: box, radius: 50)
        let circular = CornerShape.circular.outline(of: box, radius: 50)
        #expect(continuous == circular)
        // Larger radii are clamped to half the shorter side.
        #expect(CornerShape(curve: .continuous).outline(of: box, radius: 500) == circular)
    }

    @Test func cornersNotRoundedStaySquare() {
        let path = CornerShape(curve: .continuous, rounded: [.topLeft, .topRight]).outline(of: box, radius: 30)
        let points = sampled(path)
        #expect(points.contains(Point(x: 210, y: 120)), "the bottom right is square")
        #expect(points.contains(Point(x: 10, y: 120)), "the bottom left is square")
        #expect(!points.contains(Point(x: 210, y: 20)), "the top right is round")
        #expect(!points.contains(Point(x: 10, y: 20)), "the top left is round")
    }

    @Test func everyOutlineHasTheSameElementsSoAnyTwoMorph() {
        let shapes = [CornerShape.circular, CornerShape(curve: .continuous), CornerShape(rounded: [.bottomLeft]), CornerShape(rounded: [])]
        let outlines = shapes.flatMap { shape in [0.0, 8, 30, 50].map { shape.outline(of: box, radius: $0) } }
        for outline in outlines { #expect(outlines[0].canMorph(into: outline)) }
    }
}
