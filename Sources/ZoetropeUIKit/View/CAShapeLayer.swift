import ZoetropeCore

/// A layer that draws a path: Core Animation's `CAShapeLayer`, as apps make progress rings,
/// dividers and the masks of slanted or shaped cells. Its path is filled (by `fillRule`) and
/// then stroked between `strokeStart` and `strokeEnd`, fractions of the path's length, with
/// its line width, caps, joins and dashes; its path is hit-tested and measured as on the
/// phone (`CGPath`). An explicit animation of `strokeStart` or `strokeEnd` (a progress ring's
/// sweep) plays over the recording.
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        didSet {
            if path != oldValue, let oldValue { implicitlyAnimate("path", from: oldValue) }
            layerDidChange()
        }
    }
    /// Black, as Core Animation's default fill.
    open var fillColor: CGColor? = UIColor.black.cgColor {
        didSet {
            if fillColor != oldValue { implicitlyAnimate("fillColor", from: oldValue ?? UIColor.clear.cgColor) }
            layerDidChange()
        }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { layerDidChange() } }
    open var strokeColor: CGColor? {
        didSet {
            if strokeColor != oldValue { implicitlyAnimate("strokeColor", from: oldValue ?? UIColor.clear.cgColor) }
            layerDidChange()
        }
    }
    open var lineWidth: CGFloat = 1 { didSet { layerDidChange() } }
    open var strokeStart: CGFloat = 0 {
        didSet {
            if strokeStart != oldValue { implicitlyAnimate("strokeStart", from: oldValue) }
            layerDidChange()
        }
    }
    open var strokeEnd: CGFloat = 1 {
        didSet {
            if strokeEnd != oldValue { implicitlyAnimate("strokeEnd", from: oldValue) }
            layerDidChange()
        }
    }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { layerDidChange() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { layerDidChange() } }
    open var miterLimit: CGFloat = 10 { didSet { layerDidChange() } }
    open var lineDashPattern: [NSNumber]? { didSet { layerDidChange() } }
    open var lineDashPhase: CGFloat = 0 { didSet { layerDidChange() } }

    /// The line style the stroke is drawn in.
    var strokeStyle: DrawingStroke {
        DrawingStroke(lineWidth: Double(lineWidth), cap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
                      join: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter, miterLimit: Double(miterLimit),
                      dash: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase))
    }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        guard let path, !path.isEmpty else { return }
        let shape = CGContext.vectorPath(path)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // A path morphing (from and to paths of the same elements) moves both fill and stroke.
        let morphs = pathAnimations(model: shape)
        // A colour animated from or to clear draws even where the model colour is nil.
        let fills = colorAnimations(of: .fillColor, model: fillColor.map(CGContext.color) ?? .clear) + morphs
        if fillColor != nil || fills.contains(where: { $0.property == .fillColor }) {
            ctx.saveGState()
            ctx.setFillColor(fillColor ?? UIColor.clear.cgColor)
            ctx.animate(fills)
            ctx.fill(shape, evenOdd: fillRule == .evenOdd)
            ctx.restoreGState()
        }
        let strokes = colorAnimations(of: .strokeColor, model: strokeColor.map(CGContext.color) ?? .clear)
        guard strokeColor != nil || !strokes.isEmpty, lineWidth > 0 else { return }
        let moves = drawingAnimations(of: .strokeStart, model: strokeStart) + drawingAnimations(of: .strokeEnd, model: strokeEnd) + strokes + morphs
        ctx.setStrokeColor(strokeColor ?? UIColor.clear.cgColor)
        ctx.setLineStyle(strokeStyle)
        if moves.isEmpty {
            guard strokeColor != nil else { return }
            ctx.stroke(strokeStart > 0 || strokeEnd < 1 ? shape.trimmed(from: Double(strokeStart), to: Double(strokeEnd)) : shape)
        } else {
            // Kept whole, cut at each frame where the animations put its ends.
            ctx.stroke(shape, from: Double(strokeStart), to: Double(strokeEnd), animating: moves)
        }
    }
}
