/// A soft shadow under an element's shape, as `CALayer`'s shadow: the shape, offset, blurred
/// and filled with `color` (its alpha is the shadow's opacity).
///
/// The blur is Gaussian with a standard deviation of half the `radius` (CSS's reading of a blur
/// radius, and SVG's `feGaussianBlur`), so the shadow fades out about `1.5 × radius` from the
/// shape's edge. The shadow belongs to the element: it moves, turns, scales and fades with it.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var radius: Double

    public init(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.25), offset: Point = Point(x: 0, y: 2), radius: Double = 4) {
        precondition(radius >= 0 && radius.isFinite, "A shadow's radius is finite and not negative")
        self.color = color
        self.offset = offset
        self.radius = radius
    }

    /// The Gaussian's standard deviation, in points.
    package var standardDeviation: Double { radius / 2 }

    /// How far beyond the shape the shadow can reach, offset included: three standard
    /// deviations of blur, where it is below 0.3 % of its opacity.
    package var extent: EdgeInsets {
        let blur = 3 * standardDeviation
        return EdgeInsets(top: Swift.max(0, blur - offset.y), left: Swift.max(0, blur - offset.x),
                          bottom: Swift.max(0, blur + offset.y), right: Swift.max(0, blur + offset.x))
    }
}
