/// A 4×4 transform of an element in space, with Core Animation's fields and conventions: what a
/// layout sets on `transform3D` to turn a card about its vertical axis with perspective (a
/// cover-flow carousel, a card that flips in).
///
/// A point is a row vector multiplied on the left, so a point `(x, y, 0)` of the element's
/// plane (relative to its centre) is drawn at `(X / W, Y / W)` with
/// `X = x·m11 + y·m21 + m41`, `Y = x·m12 + y·m22 + m42` and `W = x·m14 + y·m24 + m44`; the
/// translation sits in `m41`, `m42`, `m43`, and `m34 = −1 / d` puts the viewer at distance
/// `d`. `concatenating(_:)` applies `self` first, as `CATransform3DConcat(self, other)` does.
///
/// An element's attributes carry one only when it is not a flat 2-D transform in disguise
/// (see `LayoutAttributes.transform3D`): a turn about the x or y axis, or perspective. Its
/// turns then interpolate in space (see `Transform3DComponents`), as Core Animation animates
/// a layer's transform, not as the flat picture's numbers would.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 2-D affine transform as a transform in space.
    public init(_ affine: Transform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m14: 0, m21: affine.c, m22: affine.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// A turn by `angle` radians about the axis `(x, y, z)`, as `CATransform3DMakeRotation`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { self = .identity; return }
        let x = x / length, y = y / length, z = z / length
        let c = Math.cos(angle), s = Math.sin(angle), t = 1 - c
        self.init(m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
                  m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
                  m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = −1 / distance`: a viewer `distance` points in front of the plane.
    public init(perspectiveDistance distance: Double) {
        self = .identity
        m34 = -1 / distance
    }

    /// Rows, for the arithmetic: `rows[i][j]` is `m(i+1)(j+1)`.
    package var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    package init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let x = rows, y = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// Whether this is a 2-D affine transform in disguise: nothing moves out of the plane and
    /// nothing has perspective.
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// Whether the element's plane is drawn with perspective: its far edge shorter than its
    /// near one, so that no 2-D affine transform draws it. Perspective alone (`m34` with no
    /// turn out of the plane) leaves a flat element as it is.
    package var drawsWithPerspective: Bool { m14 != 0 || m24 != 0 }

    /// The 2-D transform that draws the element's plane: exact unless `drawsWithPerspective`,
    /// when it is the transform at the element's centre.
    public var affine: Transform {
        let w = m44 == 0 ? 1 : m44
        return Transform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m41 / w, ty: m42 / w)
    }

    /// Where the point `point` of the element's plane (relative to its centre) is drawn,
    /// relative to the centre; nil when it lies at or behind the viewer.
    package func project(_ point: Point) -> Point? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 1e-9 else { return nil }
        return Point(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// The plane's projection as a 3×3 matrix in row-vector form: `[x, y, 1]·H = [X, Y, W]`.
    package var planeHomography: [Double] {
        [m11, m12, m14, m21, m22, m24, m41, m42, m44]
    }

    public var description: String {
        "[" + rows.map { $0.map { "\($0)" }.joined(separator: ", ") }.joined(separator: "; ") + "]"
    }

    /// The axis-aligned box around `rect` projected about its own centre; where a corner lies
    /// at or behind the viewer, a box around everything, so that nothing is culled wrongly.
    package func boundingBox(ofRectProjectedAboutCenter rect: Rect) -> Rect {
        let hw = rect.width / 2, hh = rect.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)].map(project)
        guard corners.allSatisfy({ $0 != nil }) else { return Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7) }
        let points = corners.map { $0! }
        let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
        let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
        return Rect(x: rect.center.x + minX, y: rect.center.y + minY, width: maxX - minX, height: maxY - minY)
    }
}
