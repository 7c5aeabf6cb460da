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
