import CCairo
import ZoetropeCore

/// Draws a `Frame` with Cairo: the background, then each element as a rounded rectangle with
/// its fill, border and label, under its transform (about its centre) and its alpha.
///
/// Drawing matches the SVG writer's geometry: the transform is applied about the element's
/// centre, the border lies inside the edge, the label's em box is centred, and an element
/// with alpha below 1 is composited as a group (its label does not show its fill through).
///
/// Text uses Cairo's font API with DejaVu Sans and hinting off both for outlines and metrics,
/// so that the same frame gives the same bytes on every machine with the same Cairo and font.
/// Labels are filled as glyph outlines (`cairo_text_path`), not shown from Cairo's glyph
/// cache: the cache puts every glyph on a whole pixel, which moves letters by up to half a
/// pixel from where the SVG (and UIKit, which positions glyphs by fractions of a pixel) puts
/// them. On an element that is only moved, a line's outlines are filled once into a mask for
/// each phase of its pen in eighths of a pixel, and the mask is laid on the frame
/// (`fillLine`): a letter sits within a sixteenth of a pixel of the SVG's.
public struct FrameRenderer: Sendable {
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int

    public init(scale: Int) {
        precondition((1...3).contains(scale), "Scale must be 1, 2 or 3")
        self.scale = scale
    }

    /// Draws `frame` into a new image of `canvasSize × scale` pixels.
    public func render(_ frame: Frame) throws(CairoError) -> RasterImage {
        let image = try makeImage(for: frame.canvasSize)
        var cache = DrawingCache()
        try draw(frame, into: image, cache: &cache)
        return image
    }

    /// The pixel size of a canvas of `size` points.
    func pixelSize(of size: Size) -> (width: Int32, height: Int32) {
        (Int32((size.width * Double(scale)).rounded()), Int32((size.height * Double(scale)).rounded()))
    }

    /// A new image the size of `canvasSize` at this scale, for `draw(_:into:cache:)`.
    func makeImage(for canvasSize: Size) throws(CairoError) -> RasterImage {
        let (width, height) = pixelSize(of: canvasSize)
        guard width > 0, height > 0 else { throw CairoError(operation: "creating a \(width)×\(height) surface", reason: "the canvas is empty") }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw CairoError(operation: "creating a \(width)×\(height) surface", reason: "out of memory")
        }
        let image = RasterImage(surface: surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError(operation: "creating a \(width)×\(height) surface", status: status)
        }
        return image
    }

    /// Draws `frame` over the pixels of `image` (which must be the canvas's size) that
    /// `damage` names, every pixel by default, reusing label measurements and decoded pictures
    /// from `cache`. A worker thread draws frame after frame into one image this way, with no
    /// allocation per frame, and only what changed since the frame it drew last.
    ///
    /// The damage is not a clip (a clip sends Cairo down other compositing paths, a unit off
    /// here and there): its rectangles are set to the background, and every element that
    /// reaches into them is drawn whole, as for the whole frame. `damage(from:to:cache:)` has
    /// already widened them to every element those elements reach, so each pixel drawn is
    /// drawn from the background up, by the same calls as in a whole frame.
    func draw(_ frame: Frame, into image: RasterImage, damage: DamageRegion = .everything, cache: inout DrawingCache) throws(CairoError) {
        if damage.isEmpty { return }
        let surface = image.surface
        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "creating a drawing context", reason: "out of memory")
        }
        defer { cairo_destroy(cr) }
        Self.configureText(cr)

        cairo_scale(cr, Double(scale), Double(scale))
        let background = frame.background
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        if let rectangles = damage.rectangles {
            precondition(frame.viewportSize == frame.canvasSize, "a viewport smaller than its canvas is always drawn whole")
            cairo_save(cr)
            cairo_identity_matrix(cr)
            for r in rectangles { cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
            cairo_restore(cr)
            cairo_fill(cr)
        } else {
            if frame.viewportSize != frame.canvasSize {
                // A viewport smaller than the canvas (mid-rotation): the surround, then the viewport.
                Self.setSource(cr, Frame.surroundColor)
                cairo_paint(cr)
                cairo_rectangle(cr, 0, 0, frame.viewportSize.width, frame.viewportSize.height)
                cairo_clip(cr)
                cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            }
            cairo_paint(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)

        cairo_translate(cr, -frame.contentOffset.x, -frame.contentOffset.y)
        let visible = Rect(origin: frame.contentOffset, size: frame.viewportSize)
        let canvas = pixelSize(of: frame.canvasSize)
        // What lies behind a clear collection view, fixed in the viewport, under every element.
        if let underlay = frame.underlayElement, let placement = placement(of: underlay, visible: visible, cache: &cache) {
            try draw(underlay, placement, in: cr, canvas: canvas, cache: &cache)
        }
        for element in frame.elements where element.isVisible {
            guard let placement = placement(of: element, visible: visible, cache: &cache) else { continue }
            if let rectangles = damage.rectangles {
                guard let pixels = pixelRect(of: placement.extent, in: frame), rectangles.contains(where: { $0.intersects(pixels) }) else { continue }
            }
            try draw(element, placement, in: cr, canvas: canvas, cache: &cache)
        }
        let drawStatus = cairo_status(cr)
        guard drawStatus == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "drawing a frame", status: drawStatus) }
        cairo_surface_flush(surface)
    }

    /// The whole pixels of the canvas that `extent` (in content coordinates) touches, or nil
    /// when it lies outside the canvas.
    func pixelRect(of extent: Rect, in frame: Frame) -> PixelRect? {
        let (width, height) = pixelSize(of: frame.canvasSize)
        let s = Double(scale)
        let x0 = Swift.max(0, Int(((extent.minX - frame.contentOffset.x) * s).rounded(.down)))
        let y0 = Swift.max(0, Int(((extent.minY - frame.contentOffset.y) * s).rounded(.down)))
        let x1 = Swift.min(Int(width), Int(((extent.maxX - frame.contentOffset.x) * s).rounded(.up)))
        let y1 = Swift.min(Int(height), Int(((extent.maxY - frame.contentOffset.y) * s).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether every pixel of `frame` is opaque, so that it can be written as RGB: its
    /// background is (and the surround around a smaller viewport always is).
    public static func isOpaque(_ frame: Frame) -> Bool {
        frame.background.alpha >= 1
    }

    /// Where an element's parts go, worked out once for drawing it and for its damage.
    struct Placement {
        /// The element's centre and transform: its coordinates to content coordinates.
        var matrix: Transform
        /// Its rectangle widened by its shadow, its labels (wrapped lines too) and its icon, in
        /// content coordinates.
        var box: Rect
        /// Every point it can change: `box`, within its section's clip.
        var extent: Rect
        /// Its rectangle widened as `box` is, in its own coordinates (around its centre).
        var local: Rect
        /// The main label when it is one line: its text, shaped, and where its pen starts.
        var singleLine: (text: String, shaped: ShapedLine, position: Point)?
        /// The main label's lines when it wraps, each shaped and placed.
        var wrappedLines: [(text: String, shaped: ShapedLine, position: Point)]
        /// The secondary label and the accessories, one line each.
        var oneLine: [(label: Label, text: String, shaped: ShapedLine, position: Point)]
        /// The subviews at their frames, their text shaped and placed.
        var subviews: [PlacedSubview] = []
    }

    /// Where `element`'s parts go, or nil when it paints nothing: flattened by its transform,
    /// outside `visible`, or outside its section's clip.
    func placement(of element: FrameElement, visible: Rect, cache: inout DrawingCache) -> Placement? {
        let attributes = element.attributes
        let content = element.content
        let frame = attributes.frame
        let center = frame.center
        let t = attributes.transform
        // A transform that flattens the element (a scale of 0) draws nothing, and would put
        // Cairo's context into an error state.
        let perspective = attributes.drawsWithPerspective ? attributes.transform3D : nil
        guard perspective != nil || abs(t.a * t.d - t.b * t.c) > 1e-12 else { return nil }

        // The element's own extent around its centre: its rectangle, widened by its shadow and
        // its labels.
        var local = Rect(center: .zero, size: frame.size)
        if let shadow = content.shadow {
            local = local.union(local.inset(by: EdgeInsets(top: -shadow.extent.top, left: -shadow.extent.left,
                                                           bottom: -shadow.extent.bottom, right: -shadow.extent.right)))
        }
        if let icon = content.icon {
            local = local.union(icon.frame(inElementOfWidth: frame.width))
        }
        if let bleed = content.drawing?.bleed, bleed > 0, bleed.isFinite {
            local = local.union(Rect(center: .zero, size: frame.size).inset(by: EdgeInsets(top: -bleed, left: -bleed, bottom: -bleed, right: -bleed)))
        }
        func widen(for label: Label, advance: Double, at position: Point) {
            let metrics = label.font.metrics
            local = local.union(Rect(x: position.x - label.fontSize, y: position.y - metrics.ascent * label.fontSize - 1,
                                     width: advance + 2 * label.fontSize, height: (metrics.ascent + metrics.descent) * label.fontSize + 2))
        }
        var singleLine: (text: String, shaped: ShapedLine, position: Point)?
        var wrappedLines: [(text: String, shaped: ShapedLine, position: Point)] = []
        var oneLine: [(label: Label, text: String, shaped: ShapedLine, position: Point)] = []
        if let label = content.label, let lines = label.lines {
            for (k, line) in lines.enumerated() where !line.isEmpty {
                let shaped = cache.line(of: line, font: label.font)
                let position = LabelGeometry.wrappedLinePosition(label, line: k, advance: shaped.advance, elementSize: frame.size,
                                                                 rightToLeft: shaped.isRightToLeft)
                wrappedLines.append((line, shaped, position))
                widen(for: label, advance: shaped.advance, at: position)
            }
        }
        let moreLabels = [content.secondaryLabel, content.icon?.glyphLabel].compactMap { $0 } + content.accessories
        for (index, label) in ([content.label].compactMap { $0 } + moreLabels).enumerated() {
            let isMain = index == 0 && content.label != nil
            guard !(isMain && label.lines != nil) else { continue }
            let text = label.shownText
            let shaped = cache.line(of: text, font: label.font)
            let position = LabelGeometry.singleLinePosition(label, advance: shaped.advance, elementSize: frame.size, rightToLeft: shaped.isRightToLeft)
            if isMain { singleLine = (text, shaped, position) } else { oneLine.append((label, text, shaped, position)) }
            widen(for: label, advance: shaped.advance, at: position)
        }
        let subviews = content.subviews.isEmpty ? [] : placedSubviews(of: content, elementSize: frame.size, cache: &cache)
        if let extent = Self.extent(of: subviews) { local = local.union(extent) }
        if let inner = content.flatContentTransform, !content.clipsToBounds {
            // A content view moved or turned inside the element draws where it went.
            local = local.union(Self.boundingBox(of: local, under: inner))
        }
        // An anchor point other than the centre moves the picture before the transform.
        let shift = content.anchorShift(size: frame.size)
        if shift != .zero { local = local.offsetBy(dx: shift.x, dy: shift.y) }
        let placed = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: center.x + t.tx, ty: center.y + t.ty)
        let box: Rect
        if let perspective {
            guard let projected = Self.projectedBox(of: local, under: perspective, center: center) else { return nil }
            box = projected
        } else {
            box = Self.boundingBox(of: local, under: placed)
        }
        guard box.intersects(visible) else { return nil }
        // Antialiasing stays within the shapes' bounds: Cairo's coverage of a pixel the
        // geometry does not reach is zero.
        var extent = box
        if let clip = attributes.clipRect {
            guard box.intersects(clip) else { return nil }
            extent = Self.intersection(extent, clip)
        }
        return Placement(matrix: placed, box: box, extent: extent, local: local, singleLine: singleLine, wrappedLines: wrappedLines, oneLine: oneLine,
                         subviews: subviews)
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.max(a.minX, b.minX), minY = Swift.max(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(0, Swift.min(a.maxX, b.maxX) - minX),
                    height: Swift.max(0, Swift.min(a.maxY, b.maxY) - minY))
    }

    private func draw(_ element: FrameElement, _ placement: Placement, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                      cache: inout DrawingCache) throws(CairoError) {
        let attributes = element.attributes
        let p = placement.matrix
        var matrix = cairo_matrix_t(xx: p.a, yx: p.b, xy: p.c, yy: p.d, x0: p.tx, y0: p.ty)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = attributes.clipRect {
            // An orthogonal section's band: nothing of the element shows outside it.
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        if let space = attributes.transform3D, space.drawsWithPerspective {
            try drawInPerspective(element, placement, space, in: cr, cache: &cache)
            return
        }
        let grouped = attributes.alpha < 1
        if grouped {
            // Clip first, so the group's surface covers the element, not the whole frame.
            let clip = placement.box.inset(by: EdgeInsets(all: -1))
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        cairo_transform(cr, &matrix)
        try drawBody(element, placement, in: cr, canvas: canvas, cache: &cache)

        if grouped {
            cairo_identity_matrix(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, attributes.alpha)
        }
    }

    /// Draws the element's shadow, backdrop blur, rectangle, picture, own drawing, subviews, border, icon and labels around
    /// the origin of the current user space (its centre, or as far from it as its anchor point
    /// moves it), at full opacity.
    func drawBody(_ element: FrameElement, _ placement: Placement, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                  cache: inout DrawingCache) throws(CairoError) {
        guard let mask = element.content.mask else {
            return try drawUnmaskedBody(element, placement, in: cr, canvas: canvas, cache: &cache)
        }
        // Everything the element draws, then laid down through its layer's mask.
        cairo_push_group(cr)
        cairo_save(cr)
        do {
            try drawUnmaskedBody(element, placement, in: cr, canvas: canvas, cache: &cache)
        } catch {
            cairo_restore(cr)
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        cairo_restore(cr)
        guard let drawn = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawn) }
        let size = element.attributes.frame.size
        let shift = element.content.anchorShift(size: size)
        // Both groups are laid down in the user space they were made in.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_save(cr)
        cairo_translate(cr, shift.x - size.width / 2, shift.y - size.height / 2)
        Self.paintCoverage(of: mask, in: cr)
        cairo_restore(cr)
        guard let coverage = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source(cr, drawn)
        cairo_mask(cr, coverage)
    }

    private func drawUnmaskedBody(_ element: FrameElement, _ placement: Placement, in cr: OpaquePointer, canvas: (width: Int32, height: Int32),
                                  cache: inout DrawingCache) throws(CairoError) {
        let content = element.content
        let frame = element.attributes.frame
        let w = frame.width, h = frame.height
        let shift = content.anchorShift(size: frame.size)
        if shift != .zero { cairo_translate(cr, shift.x, shift.y) }
        if let shadow = content.shadow, shadow.color.alpha > 0 {
            try ShadowPainter.paint(shadow, width: w, height: h, cornerRadius: content.cornerRadius, corners: content.cornerShape, canvas: canvas, in: cr)
        }
        // What a view holds is cut to its bounds when it clips, and drawn through its content
        // view's transform when that is turned or moved (one in perspective was folded into
        // the element's own).
        let inner = content.flatContentTransform
        if content.clipsToBounds || inner != nil {
            cairo_save(cr)
            if content.clipsToBounds {
                Self.roundedRectangle(cr, x: -w / 2, y: -h / 2, width: w, height: h, radius: content.cornerRadius, shape: content.cornerShape)
                cairo_clip(cr)
            }
            if let inner {
                var matrix = cairo_matrix_t(xx: inner.a, yx: inner.b, xy: inner.c, yy: inner.d, x0: inner.tx, y0: inner.ty)
                cairo_transform(cr, &matrix)
            }
        }
        defer { if content.clipsToBounds || inner != nil { cairo_restore(cr) } }

        if let blur = content.backdropBlur {
            try BackdropPainter.paint(blur, box: Rect(x: -w / 2, y: -h / 2, width: w, height: h), cornerRadius: content.cornerRadius, corners: content.cornerShape,
                                      canvas: canvas, pixelsPerPoint: Double(scale), in: cr)
        }
        Self.roundedRectangle(cr, x: -w / 2, y: -h / 2, width: w, height: h, radius: content.cornerRadius, shape: content.cornerShape)
        switch content.fill {
        case .color(let color):
            Self.setSource(cr, color)
            cairo_fill(cr)
        case .linearGradient(let gradient):
            Self.fill(with: gradient, width: w, height: h, in: cr)
        }

        if let image = content.image {
            try paint(image, in: Rect(x: -w / 2, y: -h / 2, width: w, height: h), cornerRadius: content.cornerRadius, corners: content.cornerShape, cr: cr, cache: &cache)
        }
        if let drawing = content.drawing {
            try draw(drawing, in: Rect(x: -w / 2, y: -h / 2, width: w, height: h), cr: cr, canvas: canvas, cache: &cache)
        }

        if !placement.subviews.isEmpty {
            try draw(placement.subviews, in: cr, canvas: canvas, cache: &cache)
        }

        if let border = content.border { Self.strokeBorder(border, width: w, height: h, cornerRadius: content.cornerRadius, shape: content.cornerShape, in: cr) }
        if let icon = content.icon {
            let square = icon.frame(inElementOfWidth: w)
            Self.roundedRectangle(cr, x: square.minX, y: square.minY, width: square.width, height: square.height, radius: icon.cornerRadius)
            Self.setSource(cr, icon.color)
            cairo_fill(cr)
        }

        drawTexts(of: content, placement, in: cr, cache: &cache)
    }

    /// A border inside the element's edge, or the whole element filled with its colour when
    /// the border is wider than the element.
    private static func strokeBorder(_ border: Border, width w: Double, height h: Double, cornerRadius: Double, shape: CornerShape, in cr: OpaquePointer) {
        let inset = border.width / 2
        if w > border.width && h > border.width {
            roundedRectangle(cr, x: -w / 2 + inset, y: -h / 2 + inset, width: w - border.width, height: h - border.width,
                             radius: Swift.max(0, cornerRadius - inset), shape: shape)
            cairo_set_line_width(cr, border.width)
            setSource(cr, border.color)
            cairo_stroke(cr)
        } else {
            roundedRectangle(cr, x: -w / 2, y: -h / 2, width: w, height: h, radius: cornerRadius, shape: shape)
            setSource(cr, border.color)
            cairo_fill(cr)
        }
    }

    /// The label (its wrapped lines, or its one line) and the accessories' texts, placed.
    private func drawTexts(of content: ElementContent, _ placement: Placement, in cr: OpaquePointer, cache: inout DrawingCache) {
        let singleLine = placement.singleLine, oneLine = placement.oneLine
        if let label = content.label {
            Self.selectFont(cr, label)
            Self.setSource(cr, label.color)
            if label.lines != nil {
                for line in placement.wrappedLines {
                    fillLine(line.text, line.shaped, at: line.position, font: label.font, in: cr, cache: &cache)
                }
            } else if let singleLine, !singleLine.text.isEmpty {
                fillLine(singleLine.text, singleLine.shaped, at: singleLine.position, font: label.font, in: cr, cache: &cache)
            }
        }
        for accessory in oneLine where !accessory.text.isEmpty {
            Self.selectFont(cr, accessory.label)
            Self.setSource(cr, accessory.label.color)
            fillLine(accessory.text, accessory.shaped, at: accessory.position, font: accessory.label.font, in: cr, cache: &cache)
        }
    }

    /// Paints `image` fitted to `box` (as its mode fits it), clipped to the box's rounded corners.
    func paint(_ image: ImageContent, in box: Rect, cornerRadius: Double, corners: CornerShape = .circular, cr: OpaquePointer,
               cache: inout DrawingCache) throws(CairoError) {
        let drawn = image.drawnRect(in: box.size)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.roundedRectangle(cr, x: box.minX, y: box.minY, width: box.width, height: box.height, radius: cornerRadius, shape: corners)
        cairo_clip(cr)
        cairo_translate(cr, box.midX + drawn.minX, box.midY + drawn.minY)
        guard let tint = image.tint else {
            try cache.paint(image.asset, width: drawn.width, height: drawn.height, in: cr)
            return
        }
        // A template: the picture's alpha, filled with the tint.
        cairo_push_group(cr)
        do {
            try cache.paint(image.asset, width: drawn.width, height: drawn.height, in: cr)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        guard let shape = cairo_pop_group(cr) else { return }
        Self.setSource(cr, tint)
        cairo_mask(cr, shape)
        cairo_pattern_destroy(shape)
    }
}
