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

    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians), joined to
    /// the current point by a line; cut into cubic curves of at most a quarter turn each.
    ///
    /// `clockwise` is Core Graphics': in its y-up space, so an arc with `clockwise: true` runs
    /// through decreasing angles and, in UIKit's flipped coordinates, turns anticlockwise on
    /// screen (Apple's `CGContext.addArc` documentation says so). `UIBezierPath`'s `clockwise`
    /// is the screen's, the other way round.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise, transform: transform)
    }

    /// The arc through increasing angles (clockwise on a y-down screen), or decreasing ones.
    /// An arc with a centre, radius or angle that is not a finite number, or a negative
    /// radius, adds nothing, as Core Graphics refuses it; a sweep of many turns is one turn's
    /// remainder.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
                transform: CGAffineTransform = .identity) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite), radius >= 0,
              (endAngle - startAngle).isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if increasing {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep < 0 { sweep += full }
            }
            if sweep > full { sweep = sweep.truncatingRemainder(dividingBy: full) }
        } else {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep > 0 { sweep -= full }
            }
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

    /// A corner rounded with `radius`: a line from the current point towards `tangent1End`, then
    /// the arc tangent to that line and to the line on to `tangent2End` (Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`, with which rounded corners are drawn). Where
    /// the lines are parallel or the radius is zero, a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let start = elements.isEmpty ? tangent1End : currentPoint.applying(transform.inverted())
        let u = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let v = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let lu = (u.x * u.x + u.y * u.y).squareRoot(), lv = (v.x * v.x + v.y * v.y).squareRoot()
        guard radius > 0, lu > 0, lv > 0 else { return addLineOrMove(to: tangent1End, transform: transform) }
        let a = CGPoint(x: u.x / lu, y: u.y / lu), b = CGPoint(x: v.x / lv, y: v.y / lv)
        let cosine = Swift.max(-1, Swift.min(1, a.x * b.x + a.y * b.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < CGFloat.pi - 1e-9 else { return addLineOrMove(to: tangent1End, transform: transform) }
        let along = radius / tan(angle / 2)
        let first = CGPoint(x: tangent1End.x + a.x * along, y: tangent1End.y + a.y * along)
        let second = CGPoint(x: tangent1End.x + b.x * along, y: tangent1End.y + b.y * along)
        let bisector = CGPoint(x: a.x + b.x, y: a.y + b.y)
        let lb = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let out = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / lb * out, y: tangent1End.y + bisector.y / lb * out)
        let from = atan2(first.y - center.y, first.x - center.x), to = atan2(second.y - center.y, second.x - center.x)
        var delta = to - from
        while delta > CGFloat.pi { delta -= 2 * CGFloat.pi }
        while delta <= -CGFloat.pi { delta += 2 * CGFloat.pi }
        addArc(center: center, radius: radius, startAngle: from, endAngle: from + delta, increasing: delta > 0, transform: transform)
    }

    private func addLineOrMove(to point: CGPoint, transform: CGAffineTransform) {
        if elements.isEmpty { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}
