/// UIKit's additions to `NSValue` for its geometry types, as code that keeps points, sizes
/// and rectangles in arrays and dictionaries of objects (a layout's cache of cell centres, a
/// value handed to a key-value observer) writes them.
///
/// They wrap Foundation's own geometry values (`NSValue(point:)`, `pointValue`, …), which hold
/// the same `CGPoint`, `CGSize` and `CGRect`: a value made one way reads back the other.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A 4×4 transform, as an animation's `fromValue` or `toValue` holds one
    /// (`NSValue(caTransform3D:)`): its sixteen numbers, row by row.
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        var numbers: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        // An array of sixteen doubles: a type Foundation can keep on every platform.
        self.init(bytes: &numbers, objCType: "[16d]")
    }

    /// The transform a value made by `init(caTransform3D:)` holds; the identity for any other.
    public var caTransform3DValue: CATransform3D {
        guard holdsTransform else { return CATransform3DIdentity }
        var numbers = [Double](repeating: 0, count: 16)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let m = numbers.map { CGFloat($0) }
        return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                             m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// Whether it holds a transform made by `init(caTransform3D:)`.
    var holdsTransform: Bool { String(cString: objCType) == "[16d]" }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
