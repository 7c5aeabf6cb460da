/// How much of what a clip lets through shows at each point of its shape: the alpha of a
/// gradient's colours, as a gradient layer used as a mask fades what it masks (the end of a
/// line of text fading out, the edge of a scrolling strip).
///
/// Linear from `start` to `end`, or radial about `center` out to `radii` (an ellipse, as a
/// radial gradient layer fills its bounds), in the clip's own user space; the end alphas carry
/// on past both ends, as a gradient layer's do. Only the colours' alpha counts.
package struct ClipFade: Hashable, Sendable {
    package enum Shape: Hashable, Sendable {
        case linear(start: Point, end: Point)
        case radial(center: Point, radii: Size)
    }

    package var stops: [GradientStop]
    package var shape: Shape

    package init(stops: [GradientStop], shape: Shape) {
        self.stops = stops
        self.shape = shape
    }

    /// The alpha at `location` along the gradient (0 at the start, 1 at the end), the end
    /// stops carried on.
    package func alpha(at location: Double) -> Double {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return 1 }
        if location <= first.location { return first.color.alpha }
        if location >= last.location { return last.color.alpha }
        for k in 1..<sorted.count where location <= sorted[k].location {
            let a = sorted[k - 1], b = sorted[k]
            let f = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            return a.color.alpha + (b.color.alpha - a.color.alpha) * f
        }
        return last.color.alpha
    }
}
