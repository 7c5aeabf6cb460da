/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
///
/// Given the fraction of time elapsed `x`, the curve's parameter `u` solves `x(u) = x` and
/// the progress is `y(u)`. `x(u)` is monotone when both control x-values lie in 0…1 (which
/// the initialiser requires), so the root is unique; Newton's method finds it to machine
/// precision in a few steps and bisection takes over where the slope is too flat.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "A timing curve's control points need x in 0...1, or time would run backwards")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

    // Polynomial coefficients: B(u) = ((a·u + b)·u + c)·u.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    private func sampleX(_ u: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return ((k.a * u + k.b) * u + k.c) * u
    }

    private func sampleY(_ u: Double) -> Double {
        let k = Self.coefficients(y1, y2)
        return ((k.a * u + k.b) * u + k.c) * u
    }

    private func slopeX(_ u: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return (3 * k.a * u + 2 * k.b) * u + k.c
    }

    /// The point of the curve at parameter `u`: the fraction of time elapsed and the progress.
    package func point(atParameter u: Double) -> (x: Double, y: Double) { (sampleX(u), sampleY(u)) }

    /// The piece of the curve between parameters `u0` and `u1`, scaled to the unit square: the
    /// key spline that takes SMIL from one key to the next along this curve exactly. Nil when
    /// the piece takes no time, or its control points leave the unit square (SMIL's limit).
    package func piece(from u0: Double, to u1: Double) -> CubicBezier? {
        // The control points of a part of a Bézier curve are its blossom at the part's ends.
        let points = [(0.0, 0.0), (x1, y1), (x2, y2), (1.0, 1.0)]
        func blossom(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
            func mix(_ p: (Double, Double), _ q: (Double, Double), _ t: Double) -> (Double, Double) { (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t) }
            let l1 = [mix(points[0], points[1], a), mix(points[1], points[2], a), mix(points[2], points[3], a)]
            let l2 = [mix(l1[0], l1[1], b), mix(l1[1], l1[2], b)]
            return mix(l2[0], l2[1], c)
        }
        let q0 = blossom(u0, u0, u0), q1 = blossom(u0, u0, u1), q2 = blossom(u0, u1, u1), q3 = blossom(u1, u1, u1)
        let width = q3.0 - q0.0, height = q3.1 - q0.1
        guard width > 1e-12 else { return nil }
        guard abs(height) > 1e-12 else { return CubicBezier(0, 0, 1, 1) }
        let c = [(q1.0 - q0.0) / width, (q1.1 - q0.1) / height, (q2.0 - q0.0) / width, (q2.1 - q0.1) / height]
        guard c.allSatisfy({ $0 >= -1e-9 && $0 <= 1 + 1e-9 }) else { return nil }
        let clamped = c.map { Swift.min(1, Swift.max(0, $0)) }
        return CubicBezier(clamped[0], clamped[1], clamped[2], clamped[3])
    }

    /// The curve's parameter at which its x equals `x`, to within 1e-14.
    public func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var u = x
        for _ in 0..<8 {
            let error = sampleX(u) - x
            if abs(error) < 1e-14 { return u }
            let slope = slopeX(u)
            if abs(slope) < 1e-9 { break }
            u -= error / slope
        }
        // Bisection: slow, certain.
        var low = 0.0, high = 1.0
        u = x
        for _ in 0..<100 {
            let value = sampleX(u)
            if abs(value - x) < 1e-14 { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }

    /// dy/dx at elapsed fraction `x`: how fast progress runs, per unit of the duration.
    package func slope(at x: Double) -> Double {
        let u = parameter(forX: Swift.min(Swift.max(x, 0), 1))
        let ky = Self.coefficients(y1, y2)
        let dy = (3 * ky.a * u + 2 * ky.b) * u + ky.c
        let dx = slopeX(u)
        return dx == 0 ? 0 : dy / dx
    }

    /// The progress (y) at elapsed fraction `x`; 0 before the start, 1 after the end.
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }
}
