import CCairo
import ZoetropeCore

/// Drawing an element's subviews (`ElementContent.subviews`): each at its frame for the
/// element's size, as the element's own content is drawn — fill, picture, border, text.
extension FrameRenderer {
    /// A subview laid out in an element of `elementSize`: its rectangle about the element's
    /// centre, and its label's lines, shaped and placed about the element's centre.
    struct PlacedSubview {
        var subview: Subview
        var rect: Rect
        var lines: [(text: String, shaped: ShapedLine, position: Point)]
        /// The rounded rectangle that cuts it (`Subview.clip`), about the element's centre.
        var clip: (rect: Rect, radius: Double)?
    }

    func placedSubviews(of content: ElementContent, elementSize: Size, cache: inout DrawingCache) -> [PlacedSubview] {
        content.subviews.map { subview in
            let frame = subview.frame.rect(in: elementSize)
            let rect = Rect(x: frame.minX - elementSize.width / 2, y: frame.minY - elementSize.height / 2, width: frame.width, height: frame.height)
            var lines: [(text: String, shaped: ShapedLine, position: Point)] = []
            if let label = subview.content.label {
                let texts = label.lines ?? [label.shownText]
                for (k, text) in texts.enumerated() where !text.isEmpty {
                    let shaped = cache.line(of: text, font: label.font)
                    let local = label.lines != nil
                        ? LabelGeometry.wrappedLinePosition(label, line: k, advance: shaped.advance, elementSize: rect.size, rightToLeft: shaped.isRightToLeft)
                        : LabelGeometry.singleLinePosition(label, advance: shaped.advance, elementSize: rect.size, rightToLeft: shaped.isRightToLeft)
                    lines.append((text, shaped, Point(x: local.x + rect.midX, y: local.y + rect.midY)))
                }
            }
            let clip = subview.clip.map { clip -> (rect: Rect, radius: Double) in
                let box = clip.frame.rect(in: elementSize)
                return (Rect(x: box.minX - elementSize.width / 2, y: box.minY - elementSize.height / 2, width: box.width, height: box.height),
                        Swift.max(0, Swift.min(clip.cornerRadius, box.width / 2, box.height / 2)))
            }
            return PlacedSubview(subview: subview, rect: rect, lines: lines, clip: clip)
        }
    }

    /// The area `placed` can paint, about the element's centre: the rectangles and the text.
    static func extent(of placed: [PlacedSubview]) -> Rect? {
        var union: Rect?
        for item in placed {
            var box = item.rect
            if let bleed = item.subview.content.drawing?.bleed, bleed > 0, bleed.isFinite {
                box = box.union(item.rect.inset(by: EdgeInsets(top: -bleed, left: -bleed, bottom: -bleed, right: -bleed)))
            }
            if let label = item.subview.content.label {
                let metrics = label.font.metrics
                for line in item.lines {
                    box = box.union(Rect(x: line.position.x - label.fontSize, y: line.position.y - metrics.ascent * label.fontSize - 1,
                                         width: line.shaped.advance + 2 * label.fontSize,
                                         height: (metrics.ascent + metrics.descent) * label.fontSize + 2))
                }
            }
            // A turned or scaled subview paints inside its turned box.
            if let turn = item.subview.content.flatContentTransform {
                let cx = item.rect.midX, cy = item.rect.midY
                let corners = [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)]
                    .map { turn.apply(to: Point(x: $0.0 - cx, y: $0.1 - cy)) }
                let xs = corners.map(\.x), ys = corners.map(\.y)
                box = Rect(x: cx + xs.min()!, y: cy + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
            union = union.map { $0.union(box) } ?? box
        }
        return union
    }

    func draw(_ placed: [PlacedSubview], in cr: OpaquePointer, canvas: (width: Int32, height: Int32), cache: inout DrawingCache) throws(CairoError) {
        for item in placed {
            guard let clip = item.clip else {
                try drawMasked(item, in: cr, canvas: canvas, cache: &cache)
                continue
            }
            // Cut by the view holding it that clips.
            cairo_save(cr)
            defer { cairo_restore(cr) }
            Self.roundedRectangle(cr, x: clip.rect.minX, y: clip.rect.minY, width: clip.rect.width, height: clip.rect.height, radius: clip.radius)
            cairo_clip(cr)
            try drawMasked(item, in: cr, canvas: canvas, cache: &cache)
        }
    }

    /// One subview, faded as one picture (a layer's opacity animating) and cut by its layer's mask.
    private func drawMasked(_ item: PlacedSubview, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                            cache: inout DrawingCache) throws(CairoError) {
        let content = item.subview.content
        guard content.opacity > 0 else { return }
        let faded = content.opacity < 1, mask = content.mask
        guard faded || mask != nil else {
            try drawTurned(item, in: cr, canvas: canvas, cache: &cache)
            return
        }
        cairo_push_group(cr)
        do {
            try drawTurned(item, in: cr, canvas: canvas, cache: &cache)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let drawn = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawn) }
        cairo_set_source(cr, drawn)
        guard let mask else {
            cairo_paint_with_alpha(cr, content.opacity)
            return
        }
        // The mask lies in the view's own space, from its top-left corner, and turns with it.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_save(cr)
        turn(item, in: cr)
        cairo_translate(cr, item.rect.minX, item.rect.minY)
        Self.paintCoverage(of: mask, in: cr)
        cairo_restore(cr)
        guard let coverage = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(coverage) }
        if faded { cairo_push_group(cr) }
        cairo_set_source(cr, drawn)
        cairo_mask(cr, coverage)
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, content.opacity)
        }
    }

    /// Applies a subview's own transform, about its centre, as Core Animation turns a sublayer.
    private func turn(_ item: PlacedSubview, in cr: OpaquePointer) {
        guard let turn = item.subview.content.flatContentTransform else { return }
        let r = item.rect
        var matrix = cairo_matrix_t(xx: turn.a, yx: turn.b, xy: turn.c, yy: turn.d, x0: turn.tx, y0: turn.ty)
        cairo_translate(cr, r.midX, r.midY)
        cairo_transform(cr, &matrix)
        cairo_translate(cr, -r.midX, -r.midY)
    }

    /// One subview, through its own transform: its blur, fill, picture, drawing, border, text.
    private func drawTurned(_ item: PlacedSubview, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                            cache: inout DrawingCache) throws(CairoError) {
        let content = item.subview.content, r = item.rect
        cairo_save(cr)
        defer { cairo_restore(cr) }
        turn(item, in: cr)
        if let blur = content.backdropBlur {
            try BackdropPainter.paint(blur, box: r, cornerRadius: content.cornerRadius, corners: content.cornerShape, canvas: canvas, pixelsPerPoint: Double(scale), in: cr)
        }
        switch content.fill {
        case .color(let color) where color.alpha > 0:
            Self.roundedRectangle(cr, x: r.minX, y: r.minY, width: r.width, height: r.height, radius: content.cornerRadius, shape: content.cornerShape)
            Self.setSource(cr, color)
            cairo_fill(cr)
        case .linearGradient(let gradient):
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            Self.roundedRectangle(cr, x: -r.width / 2, y: -r.height / 2, width: r.width, height: r.height, radius: content.cornerRadius, shape: content.cornerShape)
            Self.fill(with: gradient, width: r.width, height: r.height, in: cr)
            cairo_restore(cr)
        case .color:
            break
        }
        if let image = content.image, r.width > 0, r.height > 0 {
            try paint(image, in: r, cornerRadius: content.cornerRadius, corners: content.cornerShape, cr: cr, cache: &cache)
        }
        if let drawing = content.drawing {
            try draw(drawing, in: r, cr: cr, canvas: canvas, cache: &cache)
        }
        if let border = content.border, r.width > border.width, r.height > border.width {
            let inset = border.width / 2
            Self.roundedRectangle(cr, x: r.minX + inset, y: r.minY + inset, width: r.width - border.width, height: r.height - border.width,
                                  radius: Swift.max(0, content.cornerRadius - inset), shape: content.cornerShape)
            cairo_set_line_width(cr, border.width)
            Self.setSource(cr, border.color)
            cairo_stroke(cr)
        }
        if let label = content.label, !item.lines.isEmpty {
            Self.selectFont(cr, label)
            Self.setSource(cr, label.color)
            for line in item.lines {
                fillLine(line.text, line.shaped, at: line.position, font: label.font, in: cr, cache: &cache)
            }
        }
    }
}
