/// How a path is stroked: Core Graphics' line width, cap, join, miter limit and dash, as a
/// context's graphics state holds them when `strokePath()` is called.
package struct DrawingStroke: Hashable, Sendable {
    package enum Cap: String, Hashable, Sendable {
        case butt, round, square
    }

    package enum Join: String, Hashable, Sendable {
        case miter, round, bevel
    }

    package var lineWidth: Double
    package var cap: Cap
    package var join: Join
    package var miterLimit: Double
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    package var dash: [Double]
    /// How far into the dash pattern the line starts.
    package var dashPhase: Double

    /// Core Graphics' defaults: 1 point wide, butt caps, miter joins limited at 10, solid.
    package init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern as a renderer can take it: empty when every length is zero or one is
    /// negative (Core Graphics then draws a solid line).
    package var usableDash: [Double] {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) else { return [] }
        return dash
    }
}
