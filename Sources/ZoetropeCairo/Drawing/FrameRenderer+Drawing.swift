import CCairo
import ZoetropeCore

/// Replaying what a view drew itself (`ElementContent.drawing`): every operation in its own
/// graphics state (transform, clips, alpha), the whole cut to the view's bounds.
extension FrameRenderer {
    /// Paints `drawing` into `box` of the current user space, placed by its content mode and
    /// cut to the box, as a layer's contents are cut to its bounds.
    func draw(_ drawing: Drawing, in box: Rect, cr: OpaquePointer, canvas: (width: Int32, height: Int32), cache: inout DrawingCache) throws(CairoError) {
        guard box.width > 0, box.height > 0, !drawing.isEmpty else { return }
        if try drawAsPicture(drawing, in: box, cr: cr, cache: &cache) { return }
        try drawOperations(drawing, in: box, cr: cr, canvas: canvas, cache: &cache)
    }

    /// Replays every operation of `drawing` into `cr`.
    func drawOperations(_ drawing: Drawing, in box: Rect, cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                        cache: inout DrawingCache) throws(CairoError) {
        let placed = drawing.transform(into: box.size)
        guard Self.isDrawable(placed) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Cut to the box only when something could reach past it: a clip that is not on whole
        // pixels makes Cairo build a mask for every operation drawn through it.
        let bleed = Swift.max(0, drawing.bleed.isFinite ? drawing.bleed : 0)
        let local = Rect(x: -bleed, y: -bleed, width: box.width + 2 * bleed, height: box.height + 2 * bleed)
        if let ink = drawing.inkBounds, Self.isInside(ink, placedBy: placed, within: local) {
            // Everything lies inside: no cut is needed.
        } else {
            cairo_rectangle(cr, box.minX - bleed, box.minY - bleed, box.width + 2 * bleed, box.height + 2 * bleed)
            cairo_clip(cr)
        }
        cairo_translate(cr, box.minX, box.minY)
        Self.transform(cr, by: placed)
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        for operation in drawing.operations where Self.isDrawable(operation.transform) && operation.alpha > 0 {
            cairo_save(cr)
            var chain = drawing.clipChain(from: operation.clip)
            guard chain.allSatisfy({ Self.isDrawable($0.transform) }) else {
                cairo_restore(cr)
                continue
            }
            // Clips that are strokes (a gradient ring's mask) or fade (a gradient layer as a
            // mask) are masks laid over the operation drawn in a group of its own.
            let strokes = chain.filter { $0.stroke != nil || $0.fade != nil }
            if !strokes.isEmpty {
                try paintMasked(operation, clips: chain, strokes: strokes, base: base, in: cr, canvas: canvas, cache: &cache)
                cairo_restore(cr)
                continue
            }
            // A gradient painted over its innermost clip fills that clip's shape instead: one
            // rasterisation rather than a clip mask and a paint through it (a chart's fill
            // under its line).
            let innermost = Self.paintsEverywhere(operation.kind) ? chain.popLast() : nil
            for clip in chain {
                Self.setPath(of: clip, base: &base, in: cr)
                cairo_clip(cr)
            }
            cairo_set_matrix(cr, &base)
            Self.transform(cr, by: operation.transform)
            try paint(operation, in: cr, canvas: canvas, cache: &cache) {
                guard let innermost else {
                    cairo_paint_with_alpha(cr, operation.alpha)
                    return
                }
                Self.setPath(of: innermost, base: &base, in: cr)
                Self.fillPath(cr, alpha: operation.alpha)
            }
            cairo_restore(cr)
        }
    }

    /// Paints `operation` through its clips where some are strokes or fade: the path clips cut
    /// as usual, then the operation is drawn into a group and laid down through each mask's
    /// coverage in turn.
    private func paintMasked(_ operation: DrawingOperation, clips: [DrawingClip], strokes: [DrawingClip], base: cairo_matrix_t,
                             in cr: OpaquePointer, canvas: (width: Int32, height: Int32), cache: inout DrawingCache) throws(CairoError) {
        var base = base
        for clip in clips where clip.stroke == nil && clip.fade == nil {
            Self.setPath(of: clip, base: &base, in: cr)
            cairo_clip(cr)
        }
        cairo_set_matrix(cr, &base)
        cairo_push_group(cr)
        Self.transform(cr, by: operation.transform)
        try paint(operation, in: cr, canvas: canvas, cache: &cache) { cairo_paint_with_alpha(cr, operation.alpha) }
        cairo_set_matrix(cr, &base)
        guard var source = cairo_pop_group(cr) else { return }
        for clip in strokes {
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            Self.paintCoverage(of: clip, in: cr)
            cairo_set_matrix(cr, &base)
            guard let mask = cairo_pop_group(cr) else { break }
            cairo_push_group(cr)
            cairo_set_source(cr, source)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
            cairo_pattern_destroy(source)
            guard let next = cairo_pop_group(cr) else { return }
            source = next
        }
        cairo_set_source(cr, source)
        cairo_paint(cr)
        cairo_pattern_destroy(source)
    }

    /// Paints what `clip` lets through, in its own user space over the current one: its
    /// stroke's coverage, its shape faded by its gradient, or its shape whole.
    static func paintCoverage(of clip: DrawingClip, in cr: OpaquePointer) {
        transform(cr, by: clip.transform)
        cairo_new_path(cr)
        append(clip.path, to: cr)
        cairo_set_fill_rule(cr, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if let style = clip.stroke {
            setStroke(style, in: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            if style.lineWidth > 0 { cairo_stroke(cr) }
        } else if let fade = clip.fade {
            fill(cr, fadingBy: fade)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        }
    }

    /// Fills the current path with `fade`'s alpha, in the current user space.
    static func fill(_ cr: OpaquePointer, fadingBy fade: ClipFade) {
        let pattern: OpaquePointer?
        switch fade.shape {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let center, let radii):
            guard radii.width > 0, radii.height > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // From the user space to the unit circle's.
            var matrix = cairo_matrix_t(xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height,
                                        x0: -center.x / radii.width, y0: -center.y / radii.height)
            if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in fade.stops.sorted(by: { $0.location < $1.location }) {
            cairo_pattern_add_color_stop_rgba(pattern, Swift.min(1, Swift.max(0, stop.location)), 0, 0, 0, Swift.min(1, Swift.max(0, stop.color.alpha)))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// Makes `clip`'s path the current path, in its own user space over `base`, with its fill
    /// rule: ready to clip to, or to fill.
    static func setPath(of clip: DrawingClip, base: inout cairo_matrix_t, in cr: OpaquePointer) {
        cairo_set_matrix(cr, &base)
        transform(cr, by: clip.transform)
        cairo_new_path(cr)
        append(clip.path, to: cr)
        cairo_set_fill_rule(cr, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Whether `ink`, mapped by `placed`, lies inside `box` (to a thousandth of a point).
    static func isInside(_ ink: Rect, placedBy placed: Transform, within box: Rect) -> Bool {
        let corners = [Point(x: ink.minX, y: ink.minY), Point(x: ink.maxX, y: ink.minY), Point(x: ink.maxX, y: ink.maxY), Point(x: ink.minX, y: ink.maxY)]
        return corners.allSatisfy { corner in
            let p = placed.apply(to: corner)
            return p.x >= box.minX - 1e-3 && p.x <= box.maxX + 1e-3 && p.y >= box.minY - 1e-3 && p.y <= box.maxY + 1e-3
        }
    }

    /// Whether the operation covers everything its clips leave (a gradient), so that the last
    /// clip can be filled with it.
    static func paintsEverywhere(_ kind: DrawingOperation.Kind) -> Bool {
        switch kind {
        case .linearGradient: true
        case .radialGradient(let gradient, _, _, _, _): gradient.drawsAfterEnd || gradient.drawsBeforeStart
        default: false
        }
    }

    /// Paints one operation in its own user space; a gradient, once its source is set, is
    /// laid down by `cover` (a paint through the clips, or a fill of the innermost one).
    private func paint(_ operation: DrawingOperation, in cr: OpaquePointer, canvas: (width: Int32, height: Int32), cache: inout DrawingCache,
                       cover: () -> Void) throws(CairoError) {
        let alpha = operation.alpha
        cairo_new_path(cr)
        switch operation.kind {
        case .fill(let path, let color, let evenOdd):
            Self.append(path, to: cr)
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.setSource(cr, color.multipliedAlpha(alpha))
            cairo_fill(cr)
        case .stroke(let path, let color, let style):
            guard style.lineWidth > 0 else { return }
            Self.append(path, to: cr)
            Self.setStroke(style, in: cr)
            Self.setSource(cr, color.multipliedAlpha(alpha))
            cairo_stroke(cr)
        case .linearGradient(let gradient, let start, let end):
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient.stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            if let coverage = gradient.linearCoverage(start: start, end: end, reach: Self.gradientReach) {
                Self.append(coverage, to: cr)
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cover()
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius):
            guard let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, Swift.max(0, startRadius),
                                                            endCenter.x, endCenter.y, Swift.max(0, endRadius)) else { return }
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient.stops, to: pattern)
            // Past the end circle only when asked; inside the start circle Cairo pads with the
            // first colour, as Core Graphics does before the start when asked.
            cairo_pattern_set_extend(pattern, gradient.drawsAfterEnd || gradient.drawsBeforeStart ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cover()
        case .text(let drawn):
            try paintText(drawn, shadow: operation.shadow, alpha: alpha, in: cr, canvas: canvas, cache: &cache)
        case .shadow(let path, let evenOdd, let stroke):
            try Self.paintShadow(of: path, evenOdd: evenOdd, stroke: stroke, shadow: operation.shadow, alpha: alpha, in: cr, canvas: canvas)
        case .image(let asset, let rect):
            try Self.paintImage(asset, in: rect, shadow: operation.shadow, alpha: alpha, cr: cr, canvas: canvas, cache: &cache)
        }
    }

    /// A line of text in its colour, with the context's shadow cast by the letters themselves.
    private func paintText(_ drawn: DrawnText, shadow: Shadow?, alpha: Double, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                           cache: inout DrawingCache) throws(CairoError) {
        guard !drawn.text.isEmpty else { return }
        let shaped = cache.line(of: drawn.text, font: drawn.font)
        Self.selectFont(cr, weight: drawn.font.weight, size: drawn.font.size)
        Self.setSource(cr, drawn.color.multipliedAlpha(alpha))
        let pen = Point(x: drawn.origin.x - shaped.advance * drawn.anchor, y: drawn.origin.y)
        if let shadow, shadow.color.alpha > 0 {
            // The context's shadow, cast by the letters themselves.
            let size = drawn.font.size, metrics = drawn.font.metrics
            let box = Rect(x: pen.x - size, y: pen.y - metrics.ascent * size - 1, width: shaped.advance + 2 * size,
                           height: (metrics.ascent + metrics.descent) * size + 2)
            var faded = shadow
            faded.color = shadow.color.multipliedAlpha(alpha)
            try ShadowPainter.paint(faded, of: box, canvas: canvas, in: cr) { mask in
                Self.selectFont(mask, weight: drawn.font.weight, size: size)
                // As strong as the letters are drawn.
                cairo_set_source_rgba(mask, 0, 0, 0, Swift.min(1, Swift.max(0, drawn.color.alpha)))
                fillLine(drawn.text, shaped, at: pen, font: drawn.font, in: mask, cache: &cache)
            }
            Self.selectFont(cr, weight: drawn.font.weight, size: size)
            Self.setSource(cr, drawn.color.multipliedAlpha(alpha))
        }
        fillLine(drawn.text, shaped, at: pen, font: drawn.font, in: cr, cache: &cache)
    }

    /// The context's shadow of a path, filled or stroked.
    private static func paintShadow(of path: VectorPath, evenOdd: Bool, stroke: DrawingStroke?, shadow: Shadow?, alpha: Double,
                                    in cr: OpaquePointer, canvas: (width: Int32, height: Int32)) throws(CairoError) {
        guard let shadow, shadow.color.alpha > 0, var box = path.controlBounds else { return }
        if let stroke {
            let reach = stroke.lineWidth / 2 * (stroke.join == .miter ? Swift.max(1, stroke.miterLimit) : 1.5)
            box = Rect(x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
        }
        var faded = shadow
        faded.color = shadow.color.multipliedAlpha(alpha)
        try ShadowPainter.paint(faded, of: box, canvas: canvas, in: cr) { maskContext in
            Self.append(path, to: maskContext)
            if let stroke {
                Self.setStroke(stroke, in: maskContext)
                if stroke.lineWidth > 0 { cairo_stroke(maskContext) }
            } else {
                cairo_set_fill_rule(maskContext, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(maskContext)
            }
        }
    }

    /// A picture (a PNG's pixels, or an SVG drawn at the rect's size) faded by `alpha`, with
    /// the context's shadow cast by its own alpha.
    private static func paintImage(_ asset: ImageAsset, in rect: Rect, shadow: Shadow?, alpha: Double, cr: OpaquePointer,
                                   canvas: (width: Int32, height: Int32), cache: inout DrawingCache) throws(CairoError) {
        guard rect.width > 0, rect.height > 0, asset.pixelWidth > 0, asset.pixelHeight > 0 else { return }
        if let shadow, shadow.color.alpha > 0 {
            // The context's shadow, cast by the picture's own alpha.
            var faded = shadow
            faded.color = shadow.color.multipliedAlpha(alpha)
            try ShadowPainter.paint(faded, of: rect, canvas: canvas, in: cr) { mask in
                cairo_save(mask)
                cairo_translate(mask, rect.minX, rect.minY)
                try? cache.paint(asset, width: rect.width, height: rect.height, in: mask)
                cairo_restore(mask)
            }
        }
        if asset.format == .svg {
            cairo_translate(cr, rect.minX, rect.minY)
            guard alpha < 1 else { return try cache.paint(asset, width: rect.width, height: rect.height, in: cr) }
            cairo_push_group(cr)
            do {
                try cache.paint(asset, width: rect.width, height: rect.height, in: cr)
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cr))
                throw error
            }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            return
        }
        let surface = try cache.surface(for: asset)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(asset.pixelWidth), rect.height / Double(asset.pixelHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(asset.pixelWidth), Double(asset.pixelHeight))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// How far past a gradient's line its painted band is taken to reach: beyond any drawing.
    static let gradientReach = 1e5

    /// Whether Cairo can take `t`: finite, and not flattening the plane (which would put the
    /// context into an error state).
    static func isDrawable(_ t: Transform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) && abs(t.a * t.d - t.b * t.c) > 1e-12
    }

    static func transform(_ cr: OpaquePointer, by t: Transform) {
        guard !t.isIdentity else { return }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
    }

    static func append(_ path: VectorPath, to cr: OpaquePointer) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // A quadratic as the cubic that traces it.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    static func setStroke(_ style: DrawingStroke, in cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Swift.max(1, style.miterLimit))
        let dash = style.usableDash
        if !dash.isEmpty {
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }

    static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Swift.min(1, Swift.max(0, stop.location)), stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }
}
