/// An axis-aligned rectangle: an origin (its top-left corner, y growing downwards as in UIKit)
/// and a size.
///
/// Sizes are expected to be non-negative; layouts never produce negative sizes and the fixture
/// decoder rejects them, so no method here standardises rectangles.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` whose centre is `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The centre point; setting it moves the rectangle and keeps its size.
    public var center: Point {
        get { Point(x: midX, y: midY) }
        set { origin = Point(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2) }
    }

    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the two rectangles share some area. Touching edges do not count, as in
    /// `CGRect.intersects`: an element that ends exactly where the viewport starts is not visible.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }

    /// Interpolates origin and size: how a viewport (bounds) animates, its top-left corner
    /// being the content offset.
    package func interpolatedByCorner(to other: Rect, progress: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, progress: progress), size: size.interpolated(to: other.size, progress: progress))
    }

    /// Interpolates centre and size (not origin), so that a rectangle that grows about its
    /// centre stays centred at every step, as a UIView animating `bounds` and `center` does.
    package func interpolated(to other: Rect, progress: Double) -> Rect {
        // Going through the centre rounds the origin; a rectangle that stays put stays exact.
        if self == other { return self }
        return Rect(center: center.interpolated(to: other.center, progress: progress),
             size: size.interpolated(to: other.size, progress: progress))
    }
}
