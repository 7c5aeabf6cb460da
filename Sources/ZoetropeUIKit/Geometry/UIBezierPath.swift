/// UIKit's `UIBezierPath`: a `CGPath` with the line style it is stroked with, as apps build
/// the shapes of masks, shape layers and hit tests.
///
/// The shape is kept, measured (`bounds`, `currentPoint`) and hit-tested (`contains(_:)`) as
/// on the phone. `fill()`, `stroke()` and `addClip()` draw into the current graphics context:
/// a view's `draw(_:)`, an image renderer's block.
open class UIBezierPath: NSObject, NSCopying {
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
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
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
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
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

    /// Fills the shape in the current context (`draw(_:)`'s, a renderer's) with its fill
    /// colour (`UIColor.setFill()`), by the path's fill rule; outside a context, nothing.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the shape in the current context with its stroke colour and this path's line
    /// width, caps, joins, miter limit and dash.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !lineDash.pattern.isEmpty { context.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern) }
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// A copy with its own shape and the same line style, as apps copy a chart's line to
    /// close it into the area under it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copied = UIBezierPath()
        copied.path = CGMutablePath(elements: path.elements)
        copied.lineWidth = lineWidth
        copied.lineCapStyle = lineCapStyle
        copied.lineJoinStyle = lineJoinStyle
        copied.miterLimit = miterLimit
        copied.flatness = flatness
        copied.usesEvenOddFillRule = usesEvenOddFillRule
        copied.lineDash = lineDash
        return copied
    }

    /// Cuts what the current context draws next to the shape (until `restoreGState()`).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Core Graphics' `CGBlendMode`, the modes apps name most.
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, clear = 16, copy = 17, sourceIn, sourceOut, sourceAtop }
