/// UIKit's `UIBezierPath`: a `CGPath` with the line style it is stroked with, as apps build
/// the shapes of masks, shape layers and hit tests.
///
/// The shape is kept, measured (`bounds`, `currentPoint`) and hit-tested (`contains(_:)`) as
/// on the phone. `fill()`, `stroke()` and `addClip()` draw into the current graphics context,
/// and ZoetropeUIKit does not yet draw one (docs/bring-your-own-layout.md, "What is not
/// honoured"): they do nothing.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Only the corners named are rounded, each by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = Swift.min(cornerRadii.width, r.width / 2), h = Swift.min(cornerRadii.height, r.height / 2)
        func corner(_ named: UIRectCorner, _ at: CGPoint, _ from: CGPoint, _ to: CGPoint) {
            guard corners.contains(named), w > 0, h > 0 else { return path.addLine(to: at) }
            // A quarter ellipse as a cubic, as UIKit rounds the corner.
            let k: CGFloat = 0.5522847498
            path.addLine(to: from)
            path.addCurve(to: to, control1: CGPoint(x: from.x + k * (at.x - from.x), y: from.y + k * (at.y - from.y)),
                          control2: CGPoint(x: to.x + k * (at.x - to.x), y: to.y + k * (at.y - to.y)))
        }
        path.move(to: CGPoint(x: r.minX + (corners.contains(.topLeft) ? w : 0), y: r.minY))
        corner(.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - w, y: r.minY), CGPoint(x: r.maxX, y: r.minY + h))
        corner(.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - h), CGPoint(x: r.maxX - w, y: r.maxY))
        corner(.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + w, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - h))
        corner(.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX, y: r.minY + h), CGPoint(x: r.minX + w, y: r.minY))
        path.closeSubpath()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// The shape as a Core Graphics path; setting it replaces the shape.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
    open func apply(_ transform: CGAffineTransform) { path = CGMutablePath(elements: path.elements.map { $0.applying(transform) }) }

    /// Whether `point` is inside the shape, by its fill rule: a masked view's hit test.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    /// Draws nothing yet: there is no current graphics context (see the type's note).
    open func fill() {}
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
    open func stroke() {}
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
    open func addClip() {}
}

/// UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Core Graphics' `CGBlendMode`, the modes apps name most.
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, clear = 16, copy = 17, sourceIn, sourceOut, sourceAtop }
