import ZoetropeCore

/// A fixture's progress ring (`"ring"`): a circle of `diameter` points centred in the element,
/// its track stroked all round and its progress stroked clockwise from the top with round
/// caps, as an app draws one with a `CAShapeLayer`. With `from`, the progress sweeps from there
/// to `progress` when the element first shows the ring (the step that inserts it or
/// reconfigures it), as a `strokeEnd` animation sweeps it: in the PNG frames and in the SVG.
struct ProgressRing: Hashable, Sendable {
    var progress: Double
    var from: Double?
    var diameter = 44.0
    var lineWidth = 6.0
    var color = Color(hex: "#007AFF")!
    var trackColor = Color(hex: "#E5E5EA")!
    var timing = Timing(curve: .easeInEaseOut, duration: 0.6)

    /// The ring as a drawing centred in its element.
    var drawing: Drawing {
        let size = Size(width: diameter, height: diameter)
        let radius = Swift.max(0, (diameter - lineWidth) / 2)
        let circle = Self.circle(center: Point(x: diameter / 2, y: diameter / 2), radius: radius)
        let track = DrawingOperation(kind: .stroke(circle, trackColor, DrawingStroke(lineWidth: lineWidth)))
        // Cut where the ring rests; a sweep cuts it as it goes (`Drawing.resolved(at:)`).
        var swept = DrawingOperation(kind: .stroke(from == nil ? circle.trimmed(from: 0, to: progress) : circle, color,
                                                   DrawingStroke(lineWidth: lineWidth, cap: .round)))
        if let from {
            swept.strokeEnd = progress
            swept.animations = [DrawingAnimation(property: .strokeEnd, values: [from, progress], begin: timing.delay, duration: timing.duration,
                                                 curve: timing.curve, fillsBackwards: true)]
            swept.animations[0].beginsWithContent = true
        }
        // A ring at no progress shows its track alone; round caps would draw a dot.
        let operations = progress > 0 || from.map { $0 > 0 } == true ? [track, swept] : [track]
        return Drawing(size: size, operations: operations, placement: .center)
    }

    /// A circle from its top, clockwise on screen, in four cubic Béziers.
    static func circle(center c: Point, radius r: Double) -> VectorPath {
        let k = 0.5522847498 * r
        return VectorPath(elements: [
            .move(to: Point(x: c.x, y: c.y - r)),
            .curve(to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r), control2: Point(x: c.x + r, y: c.y - k)),
            .curve(to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k), control2: Point(x: c.x + k, y: c.y + r)),
            .curve(to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r), control2: Point(x: c.x - r, y: c.y + k)),
            .curve(to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k), control2: Point(x: c.x - k, y: c.y - r)),
            .close,
        ])
    }
}
