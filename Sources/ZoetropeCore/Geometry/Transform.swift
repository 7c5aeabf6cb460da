/// A 2-D affine transform with CoreGraphics' fields and conventions.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. As for a UIView's transform,
/// a layout attribute's transform is applied about the element's centre: the drawn point is
/// `center + transform(p − center)`.
///
/// Named `Transform` rather than `AffineTransform` so that it never collides with
/// Foundation's type of that name in files that import both.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale about the origin.
    public init(scaleX: Double, y scaleY: Double) {
        self.init(a: scaleX, b: 0, c: 0, d: scaleY, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive turns clockwise on screen (y grows downwards),
    /// as `CGAffineTransform(rotationAngle:)` does in UIKit.
    public init(rotationAngle angle: Double) {
        let cosine = Math.cos(angle), sine = Math.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

    /// `self` followed by `other`: the result maps `p` to `other(self(p))`, as
    /// `CGAffineTransform.concatenating(_:)` does.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The image of `point`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The axis-aligned bounding box of `rect` transformed about its own centre, which is the
    /// area an element with this transform covers on screen.
    package func boundingBox(ofRectTransformedAboutCenter rect: Rect) -> Rect {
        let center = rect.center
        let hw = rect.width / 2, hh = rect.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in corners {
            let p = apply(to: corner)
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
    }
}
