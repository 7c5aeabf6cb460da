/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    package func interpolated(to other: Size, progress: Double) -> Size {
        Size(width: lerp(width, other.width, progress), height: lerp(height, other.height, progress))
    }
}
