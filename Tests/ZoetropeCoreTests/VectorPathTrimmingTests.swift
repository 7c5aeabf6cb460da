import Testing
import ZoetropeCore

/// A path's length, and the part between two fractions of it: what a shape layer strokes
/// between `strokeStart` and `strokeEnd`.
@Suite struct VectorPathTrimmingTests {
    /// A circle of radius `r` about the origin as four cubic quarter arcs, as Core Graphics
    /// builds one.
    private func circle(radius r: Double) -> VectorPath {
        let k = 0.5522847498307936 * r
        return VectorPath(elements: [
            .move(to: Point(x: r, y: 0)),
            .curve(to: Point(x: 0, y: r), control1: Point(x: r, y: k), control2: Point(x: k, y: r)),
            .curve(to: Point(x: -r, y: 0), control1: Point(x: -k, y: r), control2: Point(x: -r, y: k)),
            .curve(to: Point(x: 0, y: -r), control1: Point(x: -r, y: -k), control2: Point(x: -k, y: -r)),
            .curve(to: Point(x: r, y: 0), control1: Point(x: k, y: -r), control2: Point(x: r, y: -k)),
            .close,
        ])
    }

    @Test func aCirclesLengthIsItsCircumferenceToAFewHundredthsOfAPercent() {
        let length = circle(radius: 40).length
        // The cubic approximation of a circle is itself 0.027 % out at most in radius.
        #expect(abs(length - 2 * .pi * 40) / (2 * .pi * 40) < 0.0003, "\(length)")
    }

    @Test func aLineTrimmedKeepsTheStretchBetweenTheFractions() {
        let line = VectorPath(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0))])
        #expect(line.trimmed(from: 0.25, to: 0.5).elements == [.move(to: Point(x: 25, y: 0)), .line(to: Point(x: 50, y: 0))])
        #expect(line.trimmed(from: 0, to: 1) == line)
        #expect(line.trimmed(from: 0.6, to: 0.6).isEmpty && line.trimmed(from: 0.7, to: 0.2).isEmpty)
    }

    @Test func fractionsRunOverEverySubpathInTurnClosingLinesIncluded() {
        // A 10 × 10 square (40 long, its last side the closing line) and a 60-long line.
        let path = VectorPath(elements: [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .close,
            .move(to: Point(x: 0, y: 50)), .line(to: Point(x: 60, y: 50)),
        ])
        #expect(path.length == 100)
        // 35 to 50 along: the last 5 of the closing side, then the line's first 10.
        #expect(path.trimmed(from: 0.35, to: 0.5).elements == [
            .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 0, y: 0)),
            .move(to: Point(x: 0, y: 50)), .line(to: Point(x: 10, y: 50)),
        ])
    }

    @Test func aCurveIsCutWhereTheFractionFallsAndKeepsItsShape() throws {
        let ring = circle(radius: 40)
        // A quarter of the circle from its start: a quarter arc from (40, 0) to (0, 40).
        let quarter = ring.trimmed(from: 0, to: 0.25)
        guard case .curve(let end, _, _) = try #require(quarter.elements.last) else {
            Issue.record("the arc ends with a curve: \(quarter.elements)")
            return
        }
        #expect(abs(end.x) < 0.05 && abs(end.y - 40) < 0.05, "\(end)")
        // Cut inside the first arc: from an eighth to three eighths of the way round, it
        // starts 45° round and ends 135° round.
        let middle = ring.trimmed(from: 0.125, to: 0.375)
        guard case .move(let start) = try #require(middle.elements.first), case .curve(let stop, _, _) = try #require(middle.elements.last) else {
            Issue.record("a move then curves: \(middle.elements)")
            return
        }
        let s = 40 / 2.0.squareRoot()
        #expect(abs(start.x - s) < 0.05 && abs(start.y - s) < 0.05, "\(start)")
        #expect(abs(stop.x + s) < 0.05 && abs(stop.y - s) < 0.05, "\(stop)")
        #expect(abs(middle.length - ring.length / 4) < 0.01, "\(middle.length)")
    }
}
