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

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
