/// Core Graphics' `CGMutablePath`: a path built element by element. Every `transform:` maps the
/// points given before they are added, as Core Graphics maps them.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [CGPath.Element]) {
        super.init(elements: elements)
    }

    private var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .move(let point) = element { return point }
        }
        return nil
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(to: point.applying(transform)))
    }

    /// A line from the current point; from `point` itself when the path is empty (Core
    /// Graphics starts a subpath there).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: point, transform: transform) }
        elements.append(.line(to: point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { elements.append(.line(to: point.applying(transform))) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control, transform: transform) }
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control1, transform: transform) }
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                           CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// A rectangle with elliptical corners, each a quarter of an ellipse of the corner's
    /// width and height, clockwise from the top edge, as Core Graphics draws it.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = Swift.min(Swift.max(0, cornerWidth), r.width / 2), h = Swift.min(Swift.max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        // The distance of a cubic's control points from the corner for a quarter ellipse.
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                 control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                 control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians, y down as
    /// UIKit's coordinates are), joined to the current point by a line; cut into cubic curves
    /// of at most a quarter turn each.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        // UIKit's clockwise is Core Graphics' (y up) counter-clockwise: the sweep's sign.
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            // Clockwise on screen means increasing angles.
            while sweep < 0 { sweep += full }
            if sweep > full { sweep = sweep.truncatingRemainder(dividingBy: full) }
        } else {
            while sweep > 0 { sweep -= full }
            if sweep < -full { sweep = sweep.truncatingRemainder(dividingBy: full) }
        }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(angle), to = point(next)
            let c1 = CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle))
            let c2 = CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))
            addCurve(to: to, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}
