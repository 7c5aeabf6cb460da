/// What an element's shape is filled with: one colour, or a linear gradient.
public enum Fill: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)

    /// The colour an element shows when the fill is a colour; for a gradient, its first stop.
    package var dominantColor: Color {
        switch self {
        case .color(let color): return color
        case .linearGradient(let gradient): return gradient.stops.first?.color ?? .clear
        }
    }
}

/// A linear gradient as `CAGradientLayer` draws one: colour stops along the line from
/// `start` to `end`, both in the element's unit square ((0, 0) its top-left corner, (1, 1) its
/// bottom-right), so the gradient stretches with the element while it animates.
///
/// Lines of equal colour are perpendicular to the gradient's line in that unit square (as
/// `CAGradientLayer` and SVG's `objectBoundingBox` units have it), so a diagonal gradient
/// on a wide element runs corner to corner.
public struct LinearGradient: Hashable, Sendable {
    public var stops: [GradientStop]
    public var start: Point
    public var end: Point

    /// Top to bottom by default, as `CAGradientLayer`.
    public init(stops: [GradientStop], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        precondition(stops.count >= 2, "A gradient needs at least two stops")
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// Colours spread evenly from start to end.
    public init(colors: [Color], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        let last = Double(Swift.max(1, colors.count - 1))
        self.init(stops: colors.enumerated().map { GradientStop(location: Double($0) / last, color: $1) }, start: start, end: end)
    }
}

/// A colour at a place along a gradient, from 0 (its start) to 1 (its end).
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}
