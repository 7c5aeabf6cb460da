import ZoetropeCore

/// What a context records: each fill, stroke, shadow, picture and text, placed by the current
/// transform and clipped by the current clip, as the `Drawing` both backends replay.
extension CGContext {
    /// Fills a shape given in the current user space with the fill colour (a layer's path).
    func fill(_ shape: VectorPath, evenOdd: Bool) {
        guard !shape.isEmpty else { return }
        record(.fill(shape, state.fill, evenOdd: evenOdd))
    }

    /// Strokes a shape given in the current user space with the stroke colour and line style.
    func stroke(_ shape: VectorPath) {
        guard !shape.isEmpty else { return }
        record(.stroke(shape, state.stroke, state.line))
    }

    /// The shadow of `shape` alone, in the context's shadow (nothing when it has none).
    func castShadow(of shape: VectorPath, evenOdd: Bool) {
        guard !shape.isEmpty, state.shadow != nil else { return }
        recordShadow(.shadow(shape, evenOdd: evenOdd))
    }

    /// The shadow a stroke of `shape` in `style` casts, under the context's shadow.
    func castShadow(ofStroke shape: VectorPath, style: DrawingStroke) {
        guard !shape.isEmpty, state.shadow != nil else { return }
        recordShadow(.shadow(shape, evenOdd: false, stroke: style))
    }

    func recordShadow(_ kind: DrawingOperation.Kind) {
        guard state.alpha > 0 else { return }
        operations.append(DrawingOperation(kind: kind, transform: Self.transform(state.transform), clip: state.clip, alpha: state.alpha,
                                           shadow: state.shadow, animations: placedAnimations()))
    }

    /// A gradient painted over the current clip (a gradient layer cuts it to its bounds).
    func paint(_ kind: DrawingOperation.Kind) {
        record(kind)
    }

    func record(_ kind: DrawingOperation.Kind) {
        guard state.alpha > 0 else { return }
        // The context's shadow, under what casts it: a fill's shape or a stroke's line.
        if state.shadow != nil {
            switch kind {
            case .fill(let shape, _, let evenOdd): castShadow(of: shape, evenOdd: evenOdd)
            case .stroke(let shape, _, let style): recordShadow(.shadow(shape, evenOdd: false, stroke: style))
            default: break
            }
        }
        operations.append(DrawingOperation(kind: kind, transform: Self.transform(state.transform), clip: state.clip, alpha: state.alpha,
                                           shadow: state.shadow, animations: placedAnimations()))
    }

    /// Animates everything drawn next by `animations`, until the state is restored.
    func animate(_ animations: [DrawingAnimation]) {
        state.animations += animations
    }

    /// Strokes a whole shape cut between `start` and `end` (fractions of its length), ends
    /// that `animations` move over the recording.
    func stroke(_ shape: VectorPath, from start: Double, to end: Double, animating animations: [DrawingAnimation]) {
        guard !shape.isEmpty, state.alpha > 0 else { return }
        var operation = DrawingOperation(kind: .stroke(shape, state.stroke, state.line), transform: Self.transform(state.transform),
                                         clip: state.clip, alpha: state.alpha, shadow: state.shadow, animations: placedAnimations(animations))
        operation.strokeStart = start
        operation.strokeEnd = end
        operations.append(operation)
    }

    /// Text in `font` and `color`, its pen at `origin` on the baseline (less `anchor` times its
    /// advance: 0.5 centres it there, 1 ends it there), in the current user space.
    func recordText(_ text: String, font: Font, color: Color, origin: CGPoint, anchor: Double = 0) {
        record(.text(DrawnText(text: text, font: font, color: color, origin: Bridging.point(origin), anchor: anchor)))
    }

    /// A picture into `rect`: a PNG as it is, a drawn picture replayed inside this drawing.
    func recordImage(_ image: UIImage, in rect: CGRect, alpha: CGFloat = 1) {
        guard rect.width != 0, rect.height != 0 else { return }
        saveGState()
        defer { restoreGState() }
        state.alpha *= Swift.min(1, Swift.max(0, Double(alpha)))
        if let drawn = image.drawing {
            replay(drawn, in: rect)
        } else if !image.isEmpty {
            record(.image(image.asset, in: Bridging.rect(rect.standardized)))
        }
    }

    /// Another drawing's operations, in the user space that puts its box onto `rect` and cut
    /// to it, with this context's clip and alpha over theirs.
    func replay(_ drawn: Drawing, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        saveGState()
        defer { restoreGState() }
        let place = drawn.transform(into: Size(width: Double(r.width), height: Double(r.height)))
            .concatenating(Transform(translationX: Double(r.minX), y: Double(r.minY)))
            .concatenating(Self.transform(state.transform))
        // The context's shadow falls outside the picture's rectangle.
        let outside = state.clip
        addClip(VectorPath(rect: Bridging.rect(r)), evenOdd: false)
        // The same place within the innermost moving layer, when the drawing goes into one.
        let within = drawn.transform(into: Size(width: Double(r.width), height: Double(r.height)))
            .concatenating(Transform(translationX: Double(r.minX), y: Double(r.minY)))
            .concatenating(Self.transform(state.sinceAnimatedLayer))
        let offset = clips.count
        for clip in drawn.clips {
            var moved = clip
            moved.transform = clip.transform.concatenating(place)
            moved.parent = clip.parent.map { $0 + offset } ?? state.clip
            moved.animations = placedAnimations(inner: Self.cgTransform(clip.transform.concatenating(within))).filter(\.property.isTransform)
                + clip.animations
            clips.append(moved)
        }
        for operation in drawn.operations {
            var moved = operation
            moved.transform = operation.transform.concatenating(place)
            moved.clip = operation.clip.map { $0 + offset } ?? state.clip
            moved.alpha *= state.alpha
            // A replayed picture's own drawing does not move layers (a picture has none).
            moved.animations = placedAnimations(inner: Self.cgTransform(operation.transform.concatenating(within)))
                + operation.animations.filter { !$0.property.isTransform }
            // The context's shadow under what the picture fills and strokes (each part its own),
            // and on its text and pictures.
            if var shadow = state.shadow, moved.shadow == nil, moved.alpha > 0 {
                // Set in this context's space, not the picture's, which its own scale stretches.
                let stretch = drawn.transform(into: Size(width: Double(r.width), height: Double(r.height)))
                if stretch.a != 0, stretch.d != 0 {
                    shadow.offset = Point(x: shadow.offset.x / stretch.a, y: shadow.offset.y / stretch.d)
                    shadow.radius /= abs(stretch.a * stretch.d).squareRoot()
                }
                var cast: DrawingOperation?
                switch moved.kind {
                case .fill(let path, _, let evenOdd): cast = DrawingOperation(kind: .shadow(path, evenOdd: evenOdd), transform: moved.transform)
                case .stroke(let path, _, let style): cast = DrawingOperation(kind: .shadow(path, evenOdd: false, stroke: style), transform: moved.transform)
                case .text, .image: moved.shadow = shadow
                default: break
                }
                if var cast {
                    cast.clip = outside
                    cast.alpha = moved.alpha
                    cast.shadow = shadow
                    cast.animations = moved.animations
                    operations.append(cast)
                }
            }
            operations.append(moved)
        }
    }

    /// The innermost clip in effect, and setting it back (a mask made inside a saved state).
    var currentClip: Int? { state.clip }
    func setClip(_ index: Int?) { state.clip = index }

    /// Sets the whole line style at once (a shape layer's).
    func setLineStyle(_ style: DrawingStroke) { state.line = style }

    /// Multiplies the alpha of everything drawn next by `factor` (a layer's opacity), until the
    /// state is restored.
    func multiplyAlpha(by factor: Double) {
        state.alpha *= Swift.min(1, Swift.max(0, factor.isFinite ? factor : 0))
    }

    var alpha: Double { state.alpha }

    static func transform(_ t: CGAffineTransform) -> Transform {
        Transform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    static func cgTransform(_ t: Transform) -> CGAffineTransform {
        CGAffineTransform(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    static func color(_ color: CGColor) -> Color {
        ViewContent.color(UIColor(cgColor: color))
    }

    static func vectorPath(_ path: CGPath) -> VectorPath {
        VectorPath(elements: path.elements.map { element in
            switch element {
            case .move(let p): .move(to: Bridging.point(p))
            case .line(let p): .line(to: Bridging.point(p))
            case .quadCurve(let p, let c): .quadCurve(to: Bridging.point(p), control: Bridging.point(c))
            case .curve(let p, let c1, let c2): .curve(to: Bridging.point(p), control1: Bridging.point(c1), control2: Bridging.point(c2))
            case .closeSubpath: .close
            }
        })
    }
}
