import ZoetropeCore

/// Core Graphics' drawing context, as `draw(_:)` and `UIGraphicsImageRenderer` hand it over:
/// every call is recorded into a `Drawing` (paths, colours, gradients, text, pictures, each
/// with its transform, clip and alpha), which Cairo replays into the frames and the SVG writes
/// as shapes. Nothing is rasterised here, so a drawing is made once and replayed at any scale.
///
/// As in Core Graphics, a path is built in the current transform and painted with the state
/// at the time of painting (`fillPath()`, `strokePath()`), which consumes it; `saveGState()`
/// and `restoreGState()` keep the transform, colours, line style, alpha, shadow and clip, but
/// not the path.
///
/// A transparency layer (`beginTransparencyLayer`) casts the shadow of what is drawn in it, so
/// a gradient cut by a clip casts one, as PaintCode's code draws it.
///
/// Not honoured: blend modes other than normal, `clear(_:)` (erasing to transparent; drawn as
/// nothing), antialiasing and interpolation settings, text matrices and pattern colours.
open class CGContext: @unchecked Sendable {
    struct GraphicsState {
        var transform: CGAffineTransform = .identity
        var fill = Color.black
        var stroke = Color.black
        var line = DrawingStroke()
        var alpha: Double = 1
        var clip: Int?
        var shadow: Shadow?
        /// What animates everything drawn next (a layer's opacity, a moving layer's transform).
        var animations: [DrawingAnimation] = []
        /// How many layers whose transforms animate are around what is drawn next, and the
        /// user space since the innermost one's turning space (`AnimatedLayerFrame`).
        var animatedLayerDepth = 0
        var sinceAnimatedLayer: CGAffineTransform = .identity
    }

    /// The size of the space being drawn, in points (a view's bounds, a renderer's size).
    public let size: CGSize
    var state = GraphicsState()
    private(set) var saved: [GraphicsState] = []
    var operations: [DrawingOperation] = []
    var clips: [DrawingClip] = []
    /// The transparency layers begun and not yet ended, innermost last.
    var transparencyLayers: [TransparencyLayer] = []
    /// The path being built, in the user space of `pathTransform`. Made when first used: a
    /// context a view's `draw(_:)` draws nothing into (asked whether it draws) makes none.
    private lazy var path = CGMutablePath()
    private var pathTransform: CGAffineTransform = .identity
    /// Whether UIView's own `draw(_:)` ran, which draws nothing: the view does not draw itself.
    var baseDrawWasCalled = false

    /// A side that is negative or not a finite number is 0: nothing drawn in it shows.
    init(size: CGSize) {
        func side(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(0, value) : 0 }
        self.size = CGSize(width: side(size.width), height: side(size.height))
    }

    /// What was drawn, to be placed in a view of the context's size by `placement`.
    func drawing(placement: DrawingPlacement = .scaleToFill) -> Drawing {
        Drawing(size: Size(width: Double(size.width), height: Double(size.height)), operations: operations, clips: clips, placement: placement)
    }

    // MARK: - The graphics state

    open func saveGState() { saved.append(state) }

    open func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
    }

    /// The current transformation matrix: the user space in the drawing's points.
    open var ctm: CGAffineTransform { state.transform }

    open func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    open func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    open func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Prepends `transform` to the user space, as Core Graphics does: points drawn next go
    /// through `transform` first.
    open func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
        if state.animatedLayerDepth > 0 { state.sinceAnimatedLayer = transform.concatenating(state.sinceAnimatedLayer) }
    }

    /// Enters a layer whose transform `animations` animate, its transform at rest `model`:
    /// the user space is the layer's turning space (its anchor point at the origin) from here
    /// until the state is restored, and what is drawn in it moves as the layer does.
    func beginAnimatedLayer(_ animations: [DrawingAnimation], model: CGAffineTransform) {
        let parts = TransformComponents(Self.transform(model))
        let outer = Self.transform(state.animatedLayerDepth > 0 ? state.sinceAnimatedLayer : state.transform)
        let frame = AnimatedLayerFrame(depth: state.animatedLayerDepth, outer: outer, model: parts)
        state.animations += animations.map { animation in
            var placed = animation
            placed.layerFrame = frame
            return placed
        }
        state.transform = Self.cgTransform(parts.transform).concatenating(state.transform)
        state.animatedLayerDepth += 1
        state.sinceAnimatedLayer = .identity
    }

    /// The animations in effect, each moving layer's with where what is drawn now sits in it.
    func placedAnimations(_ extra: [DrawingAnimation] = [], inner: CGAffineTransform? = nil) -> [DrawingAnimation] {
        let all = state.animations + extra
        guard state.animatedLayerDepth > 0 else { return all }
        let within = Self.transform(inner ?? state.sinceAnimatedLayer)
        return all.map { animation in
            guard var frame = animation.layerFrame, frame.depth == state.animatedLayerDepth - 1 else { return animation }
            var placed = animation
            frame.inner = within
            placed.layerFrame = frame
            return placed
        }
    }

    open func setFillColor(_ color: CGColor) { state.fill = Self.color(color) }
    open func setStrokeColor(_ color: CGColor) { state.stroke = Self.color(color) }
    open func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    open func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    open func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    open func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    open func setLineWidth(_ width: CGFloat) { state.line.lineWidth = Double(width) }
    open func setLineCap(_ cap: CGLineCap) {
        state.line.cap = switch cap { case .butt: .butt; case .round: .round; case .square: .square }
    }
    open func setLineJoin(_ join: CGLineJoin) {
        state.line.join = switch join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
    }
    open func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = Double(limit) }
    open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dash = lengths.map { Double($0) }
        state.line.dashPhase = Double(phase)
    }
    open func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(1, Swift.max(0, Double(alpha))) }

    /// A shadow under every fill, stroke, text and picture drawn next, `blur` read as its
    /// radius (a gradient casts one only from inside a transparency layer, where its clip
    /// bounds it).
    /// An offset or blur that is not a finite number casts none; a negative blur is none.
    open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else { state.shadow = nil; return }
        let made = Self.color(color)
        state.shadow = made.alpha > 0
            ? Shadow(color: made, offset: Point(x: Double(offset.width), y: Double(offset.height)), radius: Swift.max(0, Double(blur))) : nil
    }
    /// Core Graphics' default shadow colour: black at a third opacity.
    open func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(white: 0, alpha: 1.0 / 3).cgColor)
    }

    /// Kept for code that sets them; Zoetrope always draws normally and antialiased.
    open func setBlendMode(_ mode: CGBlendMode) {}
    open func setShouldAntialias(_ shouldAntialias: Bool) {}
    open func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    open var interpolationQuality: CGInterpolationQuality = .default

    // MARK: - The path

    open func beginPath() { path = CGMutablePath() }

    /// Brings the path under construction into the current user space, when the transform
    /// changed since it was begun (Core Graphics keeps path points where they were drawn).
    private func pathInCurrentSpace() -> CGMutablePath {
        if pathTransform != state.transform {
            if !path.isEmpty {
                let move = pathTransform.concatenating(state.transform.inverted())
                path = CGMutablePath(elements: path.elements.map { $0.applying(move) })
            }
            pathTransform = state.transform
        }
        return path
    }

    open func move(to point: CGPoint) { pathInCurrentSpace().move(to: point) }
    open func addLine(to point: CGPoint) { pathInCurrentSpace().addLine(to: point) }
    open func addLines(between points: [CGPoint]) { pathInCurrentSpace().addLines(between: points) }
    open func addRect(_ rect: CGRect) { pathInCurrentSpace().addRect(rect) }
    open func addRects(_ rects: [CGRect]) { pathInCurrentSpace().addRects(rects) }
    open func addEllipse(in rect: CGRect) { pathInCurrentSpace().addEllipse(in: rect) }
    open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        pathInCurrentSpace().addCurve(to: end, control1: control1, control2: control2)
    }
    open func addQuadCurve(to end: CGPoint, control: CGPoint) { pathInCurrentSpace().addQuadCurve(to: end, control: control) }
    /// `clockwise` as Core Graphics means it (see `CGMutablePath.addArc`).
    open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pathInCurrentSpace().addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        pathInCurrentSpace().addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    open func addPath(_ added: CGPath) { pathInCurrentSpace().addPath(added) }
    open func closePath() { pathInCurrentSpace().closeSubpath() }

    open var isPathEmpty: Bool { path.isEmpty }
    open var currentPointOfPath: CGPoint { pathInCurrentSpace().currentPoint }
    open var boundingBoxOfPath: CGRect { pathInCurrentSpace().isEmpty ? .null : path.boundingBoxOfPath }

    /// Takes the current path for painting, in the current user space, and clears it.
    private func takePath() -> VectorPath? {
        let taken = pathInCurrentSpace()
        path = CGMutablePath()
        guard !taken.isEmpty else { return nil }
        return Self.vectorPath(taken)
    }

    // MARK: - Painting

    open func fillPath(using rule: CGPathFillRule = .winding) {
        guard let shape = takePath() else { return }
        record(.fill(shape, state.fill, evenOdd: rule == .evenOdd))
    }

    open func eoFillPath() { fillPath(using: .evenOdd) }

    open func strokePath() {
        guard let shape = takePath() else { return }
        record(.stroke(shape, state.stroke, state.line))
    }

    open func drawPath(using mode: CGPathDrawingMode) {
        guard let shape = takePath() else { return }
        switch mode {
        case .fill, .eoFill:
            record(.fill(shape, state.fill, evenOdd: mode == .eoFill))
        case .stroke:
            record(.stroke(shape, state.stroke, state.line))
        case .fillStroke, .eoFillStroke:
            record(.fill(shape, state.fill, evenOdd: mode == .eoFillStroke))
            record(.stroke(shape, state.stroke, state.line))
        }
    }

    open func fill(_ rect: CGRect) {
        record(.fill(VectorPath(rect: Bridging.rect(rect.standardized)), state.fill, evenOdd: false))
    }
    open func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    open func stroke(_ rect: CGRect) {
        record(.stroke(VectorPath(rect: Bridging.rect(rect.standardized)), state.stroke, state.line))
    }
    open func stroke(_ rect: CGRect, width: CGFloat) {
        var line = state.line
        line.lineWidth = Double(width)
        record(.stroke(VectorPath(rect: Bridging.rect(rect.standardized)), state.stroke, line))
    }
    open func fillEllipse(in rect: CGRect) {
        let shape = CGMutablePath()
        shape.addEllipse(in: rect)
        record(.fill(Self.vectorPath(shape), state.fill, evenOdd: false))
    }
    open func strokeEllipse(in rect: CGRect) {
        let shape = CGMutablePath()
        shape.addEllipse(in: rect)
        record(.stroke(Self.vectorPath(shape), state.stroke, state.line))
    }
    /// Pairs of points, each pair a separate line.
    open func strokeLineSegments(between points: [CGPoint]) {
        var elements: [VectorPath.Element] = []
        var k = 0
        while k + 1 < points.count {
            elements += [.move(to: Bridging.point(points[k])), .line(to: Bridging.point(points[k + 1]))]
            k += 2
        }
        guard !elements.isEmpty else { return }
        record(.stroke(VectorPath(elements: elements), state.stroke, state.line))
    }
    /// Erasing to transparent is not recorded: a drawing starts clear, and what was drawn
    /// before is left (see the type's note).
    open func clear(_ rect: CGRect) {}

    // MARK: - Clipping

    /// Cuts everything drawn next to the current path (consumed, as Core Graphics consumes it).
    open func clip(using rule: CGPathFillRule = .winding) {
        let shape = takePath() ?? VectorPath()
        addClip(shape, evenOdd: rule == .evenOdd)
    }
    open func clip(to rect: CGRect) { addClip(VectorPath(rect: Bridging.rect(rect.standardized)), evenOdd: false) }
    open func clip(to rects: [CGRect]) {
        addClip(VectorPath(elements: rects.flatMap { VectorPath(rect: Bridging.rect($0.standardized)).elements }), evenOdd: false)
    }
    open var boundingBoxOfClipPath: CGRect {
        // The drawing's own box when nothing cuts it, as a bitmap context answers.
        guard let index = state.clip else { return CGRect(origin: .zero, size: size).applying(state.transform.inverted()) }
        let clip = clips[index]
        guard let box = clip.path.applying(clip.transform).controlBounds else { return .zero }
        return Bridging.cgRect(box).applying(state.transform.inverted())
    }

    /// Cuts everything drawn next to what `shape`, stroked in `style` between `start` and
    /// `end` (moved by `animations`), covers: a shape layer's stroke as a mask.
    func addStrokeClip(_ shape: VectorPath, style: DrawingStroke, from start: Double, to end: Double, animating animations: [DrawingAnimation]) {
        var clip = DrawingClip(path: animations.isEmpty && (start > 0 || end < 1) ? shape.trimmed(from: start, to: end) : shape,
                               transform: Self.transform(state.transform), parent: state.clip)
        clip.stroke = style
        if !animations.isEmpty {
            clip.strokeStart = start
            clip.strokeEnd = end
        }
        clip.animations = placedAnimations(animations).filter { $0.property.isTransform || animations.contains($0) }
        clips.append(clip)
        state.clip = clips.count - 1
    }

    /// Cuts everything drawn next to `shape`, which `morphs` may morph over the recording (a
    /// layer's rounded bounds as they animate).
    /// `fade`, when given, lets the shape through by a gradient's alpha (a gradient layer as a
    /// mask).
    func addClip(_ shape: VectorPath, evenOdd: Bool, morphing morphs: [DrawingAnimation] = [], fade: ClipFade? = nil) {
        var clip = DrawingClip(path: shape, transform: Self.transform(state.transform), evenOdd: evenOdd, parent: state.clip)
        clip.fade = fade
        // A clip inside a moving layer moves with it.
        clip.animations = placedAnimations().filter(\.property.isTransform) + morphs
        clips.append(clip)
        state.clip = clips.count - 1
    }

    // MARK: - Gradients

    open func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient.drawn(options), start: Bridging.point(start), end: Bridging.point(end)))
    }

    open func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                 options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient.drawn(options), startCenter: Bridging.point(startCenter), startRadius: Double(startRadius),
                               endCenter: Bridging.point(endCenter), endRadius: Double(endRadius)))
    }
}

/// Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// Core Graphics' `CGInterpolationQuality`: kept, not used.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
