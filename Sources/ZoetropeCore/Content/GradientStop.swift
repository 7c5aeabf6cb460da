/// A colour at a place along a gradient, from 0 (its start) to 1 (its end).
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}
