import ZoetropeCore

/// A layer filled with a gradient: Core Animation's `CAGradientLayer`, drawn across its
/// bounds with its colours at their locations (spread evenly when it has none):
/// - `axial` along the line from `startPoint` to `endPoint` (unit points of the bounds), the
///   end colours carried on past both ends;
/// - `radial` as an ellipse centred on `startPoint` whose radii reach `endPoint`;
/// - `conic` around `startPoint`, from the direction of `endPoint`, clockwise. Neither Cairo
///   nor SVG has a conic gradient, so it is drawn as 180 narrow wedges, each one colour.
///
/// An explicit animation of `colors` cross-fades: each key frame's gradient is drawn over the
/// one before as the animation passes it, which is Core Animation's stop-by-stop blend where
/// the colours are opaque (a translucent stop blends over the one before it instead).
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (UIKit code passes `[UIColor.red.cgColor, …]`).
    open var colors: [Any]? {
        didSet {
            if let oldValue, Self.colours(oldValue) != Self.colours(colors) { implicitlyAnimate("colors", from: oldValue) }
            layerDidChange()
        }
    }
    open var locations: [NSNumber]? { didSet { layerDidChange() } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { layerDidChange() } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { layerDidChange() } }
    open var type: CAGradientLayerType = .axial { didSet { layerDidChange() } }

    override func drawOwnContent(in ctx: CGContext) {
        if let stops { drawGradient(stops, in: ctx) }
        drawColourChanges(in: ctx)
        super.drawOwnContent(in: ctx)
    }

    /// The colours at their locations; nil without colours.
    var stops: [GradientStop]? { Self.colours(colors).flatMap(stops(of:)) }

    /// The layer as a mask: its colours' alpha across its bounds, axial or radial, as it lets
    /// what it masks through; nil without colours, or for a conic one (cut at its bounds).
    var fade: ClipFade? {
        guard let stops else { return nil }
        let box = bounds
        func point(_ unit: CGPoint) -> Point {
            Point(x: Double(box.minX + unit.x * box.width), y: Double(box.minY + unit.y * box.height))
        }
        let start = point(startPoint), end = point(endPoint)
        switch type {
        case .radial: return ClipFade(stops: stops, shape: .radial(center: start, radii: Size(width: abs(end.x - start.x), height: abs(end.y - start.y))))
        case .conic: return nil
        default: return start == end ? nil : ClipFade(stops: stops, shape: .linear(start: start, end: end))
        }
    }

    /// `colours` at the layer's locations (spread evenly when their count differs); nil when empty.
    private func stops(of colours: [Color]) -> [GradientStop]? {
        guard !colours.isEmpty else { return nil }
        let given = locations.map { $0.map { CGFloat($0.doubleValue) } }
        return CGGradient.stops(colours, locations: given?.count == colours.count ? given : nil)
    }

    /// The colours of a `colors` value: `CGColor`s or `UIColor`s; nil when it is not a list.
    private static func colours(_ value: Any?) -> [Color]? {
        guard let list = value as? [Any] else { return nil }
        return list.compactMap(CALayer.color)
    }

    /// Each explicit animation of `colors`: every key frame's gradient over the last, faded in
    /// as the animation reaches it, and shown only while the animation has an effect.
    private func drawColourChanges(in ctx: CGContext) {
        for entry in explicitAnimations {
            guard let animated = entry.animation as? CAPropertyAnimation, animated.keyPath == "colors",
                  let frames = Self.keyFrames(of: animated, model: Self.colours(colors) ?? [], read: Self.colours),
                  let timed = Self.drawingAnimation(entry.animation, begin: entry.begin, property: .opacity, model: 0, valuesGiven: [0, 1])
            else { continue }
            for (k, colours) in frames.values.enumerated() {
                guard let stops = stops(of: colours) else { continue }
                let shown = frames.values.indices.map { $0 >= k ? 1.0 : 0 }
                let fade = DrawingAnimation(property: .opacity, values: shown, keyTimes: frames.keyTimes, begin: timed.begin, duration: timed.duration,
                                            curve: frames.curve, repeatCount: timed.repeatCount, autoreverses: timed.autoreverses,
                                            fillsBackwards: timed.fillsBackwards, fillsForwards: timed.fillsForwards, restingValue: 0)
                ctx.saveGState()
                ctx.animate([fade])
                drawGradient(stops, in: ctx)
                ctx.restoreGState()
            }
        }
    }

    private func drawGradient(_ stops: [GradientStop], in ctx: CGContext) {
        let box = bounds
        guard box.width > 0, box.height > 0 else { return }
        func point(_ unit: CGPoint) -> Point {
            Point(x: Double(box.minX + unit.x * box.width), y: Double(box.minY + unit.y * box.height))
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: box)
        let gradient = DrawnGradient(stops: stops, drawsBeforeStart: true, drawsAfterEnd: true)
        let start = point(startPoint), end = point(endPoint)
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return }
            ctx.translateBy(x: CGFloat(start.x), y: CGFloat(start.y))
            ctx.scaleBy(x: CGFloat(rx), y: CGFloat(ry))
            ctx.paint(.radialGradient(gradient, startCenter: Point(x: 0, y: 0), startRadius: 0, endCenter: Point(x: 0, y: 0), endRadius: 1))
        case .conic:
            drawConic(stops, center: start, towards: end, box: box, in: ctx)
        default:
            guard start != end else { return }
            ctx.paint(.linearGradient(gradient, start: start, end: end))
        }
    }

    /// Wedges around `center`, each the colour at its middle angle, reaching past the bounds.
    private func drawConic(_ stops: [GradientStop], center: Point, towards end: Point, box: CGRect, in ctx: CGContext) {
        let wedges = 180
        let first = end == center ? -Double.pi / 2 : atan2(end.y - center.y, end.x - center.x)
        let reach = Double(box.width + box.height) * 2
        let step = 2 * Double.pi / Double(wedges)
        // Each wedge overlaps the next by a little, so no seam shows between them.
        let overlap = step * 0.25
        for k in 0..<wedges {
            let a0 = first + Double(k) * step, a1 = a0 + step + (k < wedges - 1 ? overlap : 0)
            let colour = Self.color(at: (Double(k) + 0.5) / Double(wedges), in: stops)
            let shape = VectorPath(elements: [
                .move(to: center),
                .line(to: Point(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0))),
                .line(to: Point(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1))),
                .close,
            ])
            ctx.setFillColor(red: CGFloat(colour.red), green: CGFloat(colour.green), blue: CGFloat(colour.blue), alpha: CGFloat(colour.alpha))
            ctx.fill(shape, evenOdd: false)
        }
    }

    /// The colour a gradient of `stops` has at `location`, the end colours carried on.
    static func color(at location: Double, in stops: [GradientStop]) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for k in 1..<sorted.count where location <= sorted[k].location {
            let a = sorted[k - 1], b = sorted[k]
            let f = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}
