/// A stroke drawn inside the element's edge, as `CALayer.borderWidth` is.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: Color

    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}
