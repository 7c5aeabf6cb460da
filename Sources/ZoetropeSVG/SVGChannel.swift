import Synchronization
import ZoetropeCore

/// One animated quantity over the whole timeline (a number, or a pair such as a translation),
/// as SMIL keyframes: values at key times, and between each pair of keys a straight line or
/// a cubic-Bézier timing curve.
///
/// SMIL's `calcMode="spline"` with `keySplines` evaluates a timing curve exactly as Core
/// Animation and Zoetrope's PNG path do, so each animation is written once per interval
/// rather than sampled frame by frame.
struct SVGChannel {
    struct Key {
        var time: Double
        var values: [Double]
    }

    typealias Spline = (x1: Double, y1: Double, x2: Double, y2: Double)

    private(set) var keys: [Key]
    /// `splines[i]` runs from `keys[i]` to `keys[i + 1]`.
    private(set) var splines: [Spline] = []

    static let linear: Spline = (0, 0, 1, 1)

    init(startValues: [Double]) {
        keys = [Key(time: 0, values: startValues)]
    }

    var lastValues: [Double] { keys[keys.count - 1].values }
    var lastTime: Double { keys[keys.count - 1].time }
    var firstValues: [Double] { keys[0].values }

    /// Keeps the current values until `time`.
    mutating func hold(until time: Double) {
        guard time > lastTime else { return }
        if keys.count >= 2, keys[keys.count - 2].values == lastValues {
            keys[keys.count - 1].time = time
        } else {
            keys.append(Key(time: time, values: lastValues))
            splines.append(Self.linear)
        }
    }

    /// Changes to `values` at `time` with no visible transition: used only while the element is
    /// hidden, or for a step of no length.
    mutating func jump(to values: [Double], at time: Double, epsilon: Double) {
        guard values != lastValues else { return }
        hold(until: time)
        keys.append(Key(time: Swift.max(time, lastTime) + epsilon, values: values))
        splines.append(Self.linear)
    }

    /// Animates from the current values to `values`, reaching them at `time`, along `curve`.
    mutating func animate(to values: [Double], at time: Double, curve: TimingCurve, epsilon: Double) {
        let from = lastValues
        let start = lastTime
        guard time > start else {
            jump(to: values, at: start, epsilon: epsilon)
            return
        }
        guard values != from else {
            hold(until: time)
            return
        }
        switch curve {
        case .cubicBezier(let bezier) where (0...1).contains(bezier.y1) && (0...1).contains(bezier.y2):
            keys.append(Key(time: time, values: values))
            splines.append((bezier.x1, bezier.y1, bezier.x2, bezier.y2))
        default:
            // SMIL's key splines must stay inside the unit square, so a spring or an
            // overshooting curve becomes pieces that each run one way, each a cubic (a Hermite
            // curve written as a key spline) within `tolerance(forDistance:)` of the curve.
            let duration = time - start
            let distance = zip(from, values).reduce(0) { Swift.max($0, abs($1.1 - $1.0)) }
            for piece in Self.splinePieces(of: curve, duration: duration, tolerance: Self.tolerance(forDistance: distance)) {
                let progress = curve.progress(elapsed: piece.end * duration, duration: duration)
                keys.append(Key(time: start + duration * piece.end, values: zip(from, values).map { lerp($0, $1, progress) }))
                splines.append(piece.spline)
            }
        }
    }

    /// The largest gap, as a fraction of the distance travelled, between a curve and the
    /// pieces written for it: 0.02 % (0.08 points on a 400-point move), and less for longer
    /// moves (see `tolerance(forDistance:)`).
    static let samplingTolerance = 0.0002

    /// Most points a piece may stray from the curve, however far the value moves.
    static let absoluteTolerance = 0.04

    /// The fraction of `distance` the pieces may stray: `samplingTolerance`, halved until it
    /// is within `absoluteTolerance` points (a few levels, so that moves of similar lengths
    /// share their pieces).
    static func tolerance(forDistance distance: Double) -> Double {
        var tolerance = samplingTolerance
        while tolerance * distance > absoluteTolerance && tolerance > 1e-7 { tolerance /= 2 }
        return tolerance
    }

    private static let pieceCache = Mutex<[String: [(end: Double, spline: Spline)]]>([:])

    /// `curve` over `duration` as pieces, each ending at a fraction of the duration with the
    /// key spline that carries the value from the previous piece's end to its own.
    ///
    /// The curve is cut where it turns (so each piece runs one way, and the spline's values
    /// stay in 0…1); each piece becomes the key spline that leaves and arrives along the
    /// curve's own slopes, with the handle lengths that stray least from it (searched on a
    /// grid), each as long as one spline can follow the curve within `samplingTolerance` (of the
    /// distance).
    /// Pieces depend only on the curve and duration, so they are computed once per document
    /// for all the elements that share a timing.
    static func splinePieces(of curve: TimingCurve, duration: Double, tolerance samplingTolerance: Double = samplingTolerance) -> [(end: Double, spline: Spline)] {
        let key = "\(curve) \(duration) \(samplingTolerance)"
        if let cached = pieceCache.withLock({ $0[key] }) { return cached }
        let fitter = SplineFitter(curve: curve, duration: duration, tolerance: samplingTolerance)
        var pieces = fitter.pieces(between: fitter.turns())
        if fitter.jumps { pieces.append((1, linear)) }
        pieceCache.withLock { $0[key] = pieces }
        return pieces
    }

    /// Key splines fitted to a timing curve over a duration, within a tolerance of progress.
    ///
    /// A spring cut short by its duration jumps to its end there: the motion is fitted up to
    /// just before (`jumpAt`), and the caller makes the last piece the jump.
    struct SplineFitter {
        let curve: TimingCurve
        let duration: Double
        let tolerance: Double
        static let jumpAt = 1 - 1e-6
        let jumps: Bool

        init(curve: TimingCurve, duration: Double, tolerance: Double) {
            self.curve = curve
            self.duration = duration
            self.tolerance = tolerance
            jumps = abs(curve.progress(elapsed: Self.jumpAt * duration, duration: duration) - 1) > tolerance
        }

        func p(_ u: Double) -> Double { curve.progress(elapsed: Swift.min(u, jumps ? Self.jumpAt : 1) * duration, duration: duration) }

        func slope(_ u: Double) -> Double {
            let inside = Swift.min(Swift.max(u, 1e-9), 1 - 1e-9)
            return curve.velocity(elapsed: inside * duration, duration: duration) * duration
        }

        /// Where the curve turns: sign changes of its slope, found on a fine grid and bisected;
        /// with the start and the end (or the jump).
        func turns() -> [Double] {
            let jumpAt = Self.jumpAt
            var cuts: [Double] = [0]
            let grid = 512
            var previous = slope(0)
            for k in 1...grid {
                let u = Double(k) / Double(grid)
                let current = slope(u)
                if (previous > 0 && current < 0) || (previous < 0 && current > 0) {
                    var low = Double(k - 1) / Double(grid), high = u
                    for _ in 0..<40 {
                        let middle = (low + high) / 2
                        if (slope(middle) > 0) == (previous > 0) { low = middle } else { high = middle }
                    }
                    cuts.append((low + high) / 2)
                }
                previous = current
            }
            cuts.append(jumps ? jumpAt : 1)
            return cuts
        }

        /// The key spline for the piece from `a` to `b`, if one stays within the tolerance.
        func fit(_ a: Double, _ b: Double) -> Spline? {
            let pa = p(a), pb = p(b), change = pb - pa
            guard abs(change) > 1e-12 else { return SVGChannel.linear }
            // The piece normalised to the unit square, sampled, and its slopes at the ends.
            let samples = (1..<16).map { k -> (u: Double, v: Double) in
                let u = Double(k) / 16
                return (u, (p(a + (b - a) * u) - pa) / change)
            }
            let m0 = Swift.max(0, slope(a) * (b - a) / change), m1 = Swift.max(0, slope(b) * (b - a) / change)
            // The tolerance in the piece's unit square.
            let unitTolerance = tolerance / abs(change)
            // A key spline leaving along the start's slope and arriving along the end's, with
            // handles of lengths α and β (fractions of the piece's duration): the best pair on
            // a grid, refined once around the best.
            func spline(_ alpha: Double, _ beta: Double) -> Spline? {
                let y1 = alpha * m0, y2 = 1 - beta * m1
                guard y1 <= 1, y2 >= 0 else { return nil }
                return (alpha, y1, 1 - beta, y2)
            }
            var best: (spline: Spline, error: Double)?
            func consider(_ alpha: Double, _ beta: Double) {
                guard alpha > 0, alpha <= 1, beta > 0, beta <= 1, let s = spline(alpha, beta) else { return }
                let curve = CubicBezier(s.x1, s.y1, s.x2, s.y2)
                var e = 0.0
                for sample in samples {
                    e = Swift.max(e, abs(curve.progress(at: sample.u) - sample.v))
                    if let best, e >= best.error { return }
                }
                if best == nil || e < best!.error { best = (s, e) }
            }
            consider(1.0 / 3, 1.0 / 3)
            if (best?.error ?? .infinity) > unitTolerance {
                let steps = (1...12).map { Double($0) / 12 }
                for alpha in steps { for beta in steps { consider(alpha, beta) } }
                if let found = best {
                    let alpha = found.spline.x1, beta = 1 - found.spline.x2
                    for da in stride(from: -0.08, through: 0.08, by: 0.01) {
                        for db in stride(from: -0.08, through: 0.08, by: 0.01) { consider(alpha + da, beta + db) }
                    }
                }
            }
            guard let best, best.error <= unitTolerance else { return nil }
            return best.spline
        }

        /// Each piece as long as a spline can follow: from where the last ended, the farthest
        /// end (within the run to the next turn) that still fits, by bisection.
        func pieces(between cuts: [Double]) -> [(end: Double, spline: Spline)] {
            let linear = SVGChannel.linear
            var pieces: [(end: Double, spline: Spline)] = []
            for (start, stop) in zip(cuts, cuts.dropFirst()) where stop > start {
                var a = start
                while a < stop {
                    if let whole = fit(a, stop) {
                        pieces.append((stop, whole))
                        break
                    }
                    var fits = a, fails = stop
                    var found: Spline?
                    for _ in 0..<14 {
                        let middle = (fits + fails) / 2
                        if let s = fit(a, middle) { fits = middle; found = s } else { fails = middle }
                    }
                    if let found, fits > a {
                        pieces.append((fits, found))
                        a = fits
                    } else {
                        // Nothing fits even a sliver (a discontinuity): a straight piece.
                        pieces.append((fails, linear))
                        a = fails
                    }
                }
            }
            return pieces
        }
    }

    var isConstant: Bool { keys.allSatisfy { $0.values == keys[0].values } }

    /// The same keys and curves, each key's values mapped by `transform`. Exact for an affine
    /// `transform` (a subview's frame from its element's size), which commutes with
    /// interpolation along any curve.
    func mapped(_ transform: ([Double]) -> [Double]) -> SVGChannel {
        var copy = self
        copy.keys = keys.map { Key(time: $0.time, values: transform($0.values)) }
        return copy
    }

    /// The same values from `start` until `end` (exclusive), with fewer keys outside: the
    /// channel of a stretch of a lifetime shown only then (one z-index of it), whose values
    /// elsewhere nobody sees. Keys after the first at or past `end` go (its value is held);
    /// keys before the last at or before `start` go (its value held from time 0 to it).
    func limited(from start: Double, to end: Double) -> SVGChannel {
        var copy = self
        if let cut = copy.keys.firstIndex(where: { $0.time >= end }), cut + 1 < copy.keys.count {
            copy.keys.removeSubrange((cut + 1)...)
            copy.splines.removeSubrange(cut...)
        }
        if let first = copy.keys.lastIndex(where: { $0.time <= start }), first > 0 {
            let kept = copy.keys[first]
            copy.keys.removeSubrange(0..<first)
            copy.splines.removeSubrange(0..<first)
            if kept.time > 0 {
                copy.keys.insert(Key(time: 0, values: kept.values), at: 0)
                copy.splines.insert(Self.linear, at: 0)
            }
        }
        return copy
    }

    /// Whether every key equals `values`.
    func isAlways(_ values: [Double]) -> Bool { keys.allSatisfy { $0.values == values } }

    /// The `values`, `keyTimes` and (when curved) `calcMode`/`keySplines` attributes of an
    /// `<animate>` or `<animateTransform>`, with times normalised by `duration`.
    func smilAttributes(duration: Double, format: ([Double]) -> String) -> String {
        var channel = self
        channel.hold(until: duration)
        let values = channel.keys.map { format($0.values) }.joined(separator: ";")
        let times = channel.keys.map { SVGFormat.number(Swift.min(1, $0.time / duration), decimals: 6) }.joined(separator: ";")
        var text = "values=\"\(values)\" keyTimes=\"\(times)\""
        if channel.splines.contains(where: { $0 != Self.linear }) {
            let splines = channel.splines.map {
                [$0.x1, $0.y1, $0.x2, $0.y2].map { SVGFormat.number($0, decimals: 4) }.joined(separator: " ")
            }.joined(separator: ";")
            text += " calcMode=\"spline\" keySplines=\"\(splines)\""
        }
        return text
    }
}
