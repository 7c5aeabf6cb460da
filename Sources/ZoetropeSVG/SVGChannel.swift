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
            // SMIL's key splines must stay inside the unit square, so springs and overshooting
            // curves become straight pieces, as few as keep every value within
            // `Self.samplingTolerance` of the distance travelled.
            let duration = time - start
            for fraction in Self.adaptiveSamples(of: { curve.progress(elapsed: $0 * duration, duration: duration) }) {
                let progress = curve.progress(elapsed: fraction * duration, duration: duration)
                keys.append(Key(time: start + duration * fraction, values: zip(from, values).map { lerp($0, $1, progress) }))
                splines.append(Self.linear)
            }
        }
    }

    /// The largest gap, as a fraction of the distance travelled, between a sampled curve and
    /// the straight pieces drawn through its samples: 0.1 % (0.4 points on a 400-point move).
    static let samplingTolerance = 0.001

    /// Fractions of an interval (ending with 1) at which to sample `progress`, so that straight
    /// pieces between them stay within `samplingTolerance`: bisection where the middle (and the
    /// quarters, so that an oscillation between samples is not missed) strays too far.
    static func adaptiveSamples(of progress: (Double) -> Double) -> [Double] {
        var samples: [Double] = []
        func refine(_ a: Double, _ pa: Double, _ b: Double, _ pb: Double, depth: Int) {
            let points = [0.25, 0.5, 0.75].map { a + (b - a) * $0 }
            let straying = points.contains { x in abs(progress(x) - (pa + (pb - pa) * (x - a) / (b - a))) > samplingTolerance }
            if straying && depth < 14 {
                let m = (a + b) / 2, pm = progress(m)
                refine(a, pa, m, pm, depth: depth + 1)
                refine(m, pm, b, pb, depth: depth + 1)
            } else {
                samples.append(b)
            }
        }
        // Start from eight pieces: a spring can swing back between two far-apart samples.
        var a = 0.0, pa = progress(0)
        for k in 1...8 {
            let b = Double(k) / 8, pb = progress(b)
            refine(a, pa, b, pb, depth: 0)
            a = b
            pa = pb
        }
        return samples
    }

    var isConstant: Bool { keys.allSatisfy { $0.values == keys[0].values } }

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
