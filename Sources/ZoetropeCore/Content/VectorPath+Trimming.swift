/// A path's length and the part of it between two fractions of that length: what a shape
/// layer strokes between its `strokeStart` and `strokeEnd` (a progress ring, a line drawn in).
///
/// As Core Animation measures it, the fractions run over the length of every subpath in turn,
/// closing lines included, and a subpath is cut where the fraction falls, inside a curve as on
/// a line. Curves are measured along 32 chords each, within a few thousandths of a percent of
/// their true length for the arcs and curves apps draw.
extension VectorPath {
    /// One drawn piece of the path, curves raised to cubics; `starts` when a new subpath (or a
    /// break in it) begins here.
    private struct Piece {
        var from: Point, control1: Point, control2: Point, to: Point
        var isLine: Bool
        var startsSubpath: Bool
        /// The lengths along it at each of its chords' ends, from 0 to its length.
        var lengths: [Double] = []
        var length: Double { lengths.last ?? 0 }

        static let chords = 32

        static func distance(_ p: Point, _ q: Point) -> Double {
            ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        }

        func point(at t: Double) -> Point {
            if isLine { return Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t) }
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                         y: a * from.y + b * control1.y + c * control2.y + d * to.y)
        }

        mutating func measure() {
            if isLine {
                lengths = [0, Self.distance(from, to)]
                return
            }
            var made = [0.0]
            var last = from
            for k in 1...Self.chords {
                let next = point(at: Double(k) / Double(Self.chords))
                made.append(made[made.count - 1] + Self.distance(last, next))
                last = next
            }
            lengths = made
        }

        /// The curve's parameter where `distance` along it is reached.
        func parameter(at distance: Double) -> Double {
            guard length > 0 else { return 0 }
            if isLine { return Swift.min(1, Swift.max(0, distance / length)) }
            var k = 1
            while k < lengths.count - 1 && lengths[k] < distance { k += 1 }
            let span = lengths[k] - lengths[k - 1]
            let within = span > 0 ? (distance - lengths[k - 1]) / span : 0
            return (Double(k - 1) + Swift.min(1, Swift.max(0, within))) / Double(lengths.count - 1)
        }

        /// The part between parameters `t0` and `t1`, by de Casteljau's construction.
        func part(from t0: Double, to t1: Double) -> VectorPath.Element {
            if isLine { return .line(to: point(at: t1)) }
            func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
            // Split at t1 and keep the first part; then split that at t0 / t1 and keep the second.
            func split(_ p: [Point], at t: Double) -> (first: [Point], second: [Point]) {
                let a = lerp(p[0], p[1], t), b = lerp(p[1], p[2], t), c = lerp(p[2], p[3], t)
                let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
                return ([p[0], a, d, f], [f, e, c, p[3]])
            }
            var points = [from, control1, control2, to]
            if t1 < 1 { points = split(points, at: t1).first }
            if t0 > 0 { points = split(points, at: t1 > 0 ? t0 / t1 : 0).second }
            return .curve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    /// The drawn pieces, in order; a move alone draws nothing.
    private var pieces: [Piece] {
        var made: [Piece] = []
        var current = Point(x: 0, y: 0), subpathStart = current
        var starting = true
        func add(_ piece: Piece) {
            var piece = piece
            piece.startsSubpath = starting
            piece.measure()
            made.append(piece)
            starting = false
            current = piece.to
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p; starting = true
            case .line(let p):
                add(Piece(from: current, control1: current, control2: p, to: p, isLine: true, startsSubpath: false))
            case .quadCurve(let p, let c):
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                add(Piece(from: current, control1: c1, control2: c2, to: p, isLine: false, startsSubpath: false))
            case .curve(let p, let c1, let c2):
                add(Piece(from: current, control1: c1, control2: c2, to: p, isLine: false, startsSubpath: false))
            case .close:
                if current != subpathStart {
                    add(Piece(from: current, control1: current, control2: subpathStart, to: subpathStart, isLine: true, startsSubpath: false))
                }
                current = subpathStart
                starting = true
            }
        }
        return made
    }

    /// The length of every subpath together, closing lines included.
    package var length: Double {
        pieces.reduce(0) { $0 + $1.length }
    }

    /// The part of the path from `start` to `end`, fractions of its length (each taken into
    /// 0…1): the whole path when they are 0 and 1, an empty one when `end` is not past `start`.
    package func trimmed(from start: Double, to end: Double) -> VectorPath {
        let start = start.isFinite ? Swift.min(1, Swift.max(0, start)) : 0
        let end = end.isFinite ? Swift.min(1, Swift.max(0, end)) : 1
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return VectorPath() }
        let pieces = pieces
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return VectorPath() }
        let from = start * total, to = end * total
        var made: [Element] = []
        var walked = 0.0
        var continues = false
        for piece in pieces {
            let here = walked, there = walked + piece.length
            walked = there
            if piece.startsSubpath { continues = false }
            guard there > from, here < to, piece.length > 0 else { continue }
            let t0 = from > here ? piece.parameter(at: from - here) : 0
            let t1 = to < there ? piece.parameter(at: to - here) : 1
            if !continues || t0 > 0 { made.append(.move(to: piece.point(at: t0))) }
            made.append(piece.part(from: t0, to: t1))
            continues = t1 >= 1
        }
        return VectorPath(elements: made)
    }
}
