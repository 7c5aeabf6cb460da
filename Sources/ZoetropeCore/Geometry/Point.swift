/// A location in points, in the collection view's content coordinates unless stated otherwise.
///
/// Zoetrope's geometry is its own (not CoreGraphics') so that the core builds on every
/// platform with the standard library alone; the names and meanings follow CoreGraphics so
/// that layout code ports from UIKit line by line.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    package static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    package static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// The point a fraction `progress` of the way from `self` to `other` (0 gives `self`).
    package func interpolated(to other: Point, progress: Double) -> Point {
        Point(x: lerp(x, other.x, progress), y: lerp(y, other.y, progress))
    }

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// Linear interpolation, written once so that every channel of every backend agrees bit for bit.
@inlinable
package func lerp(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    if from == to { return from }
    return from + (to - from) * progress
}
