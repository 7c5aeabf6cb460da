import CCairo
import ZoetropeCore

/// Draws a `Frame` with Cairo: the background, then each element as a rounded rectangle with
/// its fill, border and label, under its transform (about its centre) and its alpha.
///
/// Drawing matches the SVG writer's geometry: the transform is applied about the element's
/// centre, the border lies inside the edge, the label's em box is centred, and an element
/// with alpha below 1 is composited as a group (its label does not show its fill through).
///
/// Text uses Cairo's font API with DejaVu Sans, grey-scale antialiasing, and hinting off
/// both for outlines and metrics, so that the same frame gives the same bytes on every
/// machine with the same Cairo and font.
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
        var advances = LabelAdvances()
        try draw(frame, into: image, advances: &advances)
        return image
    }

    /// The pixel size of a canvas of `size` points.
    func pixelSize(of size: Size) -> (width: Int32, height: Int32) {
        (Int32((size.width * Double(scale)).rounded()), Int32((size.height * Double(scale)).rounded()))
    }

    /// A new image the size of `canvasSize` at this scale, for `draw(_:into:advances:)`.
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

    /// Draws `frame` over every pixel of `image` (which must be the canvas's size), reusing
    /// label measurements from `advances`. A worker thread draws frame after frame into one
    /// image this way, with no allocation per frame.
    func draw(_ frame: Frame, into image: RasterImage, advances: inout LabelAdvances) throws(CairoError) {
        let surface = image.surface
        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "creating a drawing context", reason: "out of memory")
        }
        defer { cairo_destroy(cr) }
        Self.configureText(cr)

        cairo_scale(cr, Double(scale), Double(scale))
        let background = frame.background
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if frame.viewportSize != frame.canvasSize {
            // A viewport smaller than the canvas (mid-rotation): the surround, then the viewport.
            Self.setSource(cr, Frame.surroundColor)
            cairo_paint(cr)
            cairo_rectangle(cr, 0, 0, frame.viewportSize.width, frame.viewportSize.height)
            cairo_clip(cr)
        }
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)

        cairo_translate(cr, -frame.contentOffset.x, -frame.contentOffset.y)
        let visible = Rect(origin: frame.contentOffset, size: frame.viewportSize)
        for element in frame.elements where element.isVisible {
            draw(element, in: cr, visible: visible, advances: &advances)
        }
        let drawStatus = cairo_status(cr)
        guard drawStatus == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "drawing a frame", status: drawStatus) }
        cairo_surface_flush(surface)
    }

    /// Whether every pixel of `frame` is opaque, so that it can be written as RGB: its
    /// background is (and the surround around a smaller viewport always is).
    public static func isOpaque(_ frame: Frame) -> Bool {
        frame.background.alpha >= 1
    }

    static func configureText(_ cr: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    static func selectFont(_ cr: OpaquePointer, _ label: Label) {
        cairo_select_font_face(cr, FontMetrics.familyName, CAIRO_FONT_SLANT_NORMAL,
                               label.weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, label.fontSize)
    }

    /// The label's horizontal advance, which centres it as SVG's `text-anchor="middle"` does.
    static func advance(of label: Label, in cr: OpaquePointer) -> Double {
        selectFont(cr, label)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, label.text, &extents)
        return extents.x_advance
    }

    private func draw(_ element: FrameElement, in cr: OpaquePointer, visible: Rect, advances: inout LabelAdvances) {
        let attributes = element.attributes
        let content = element.content
        let frame = attributes.frame
        let center = frame.center
        let t = attributes.transform
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: center.x + t.tx, y0: center.y + t.ty)

        // The element's own extent around its centre: its rectangle, widened by its label.
        var local = Rect(center: .zero, size: frame.size)
        var labelAdvance = 0.0
        if let label = content.label, label.lines == nil {
            labelAdvance = advances.advance(of: label.text, font: label.font) { Self.advance(of: label, in: cr) }
            let metrics = FontMetrics.dejaVuSans
            let baseline = metrics.baselineOffset(fontSize: label.fontSize)
            local = local.union(Rect(x: -labelAdvance / 2 - label.fontSize, y: baseline - metrics.ascent * label.fontSize - 1,
                                     width: labelAdvance + 2 * label.fontSize, height: (metrics.ascent + metrics.descent) * label.fontSize + 2))
        }
        let placed = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: center.x + t.tx, ty: center.y + t.ty)
        let box = Self.boundingBox(of: local, under: placed)
        guard box.intersects(visible) else { return }

        cairo_save(cr)
        let grouped = attributes.alpha < 1
        if grouped {
            // Clip first, so the group's surface covers the element, not the whole frame.
            let clip = box.inset(by: EdgeInsets(all: -1))
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        cairo_transform(cr, &matrix)

        let w = frame.width, h = frame.height
        Self.roundedRectangle(cr, x: -w / 2, y: -h / 2, width: w, height: h, radius: content.cornerRadius)
        Self.setSource(cr, content.fill)
        cairo_fill(cr)

        if let border = content.border {
            let inset = border.width / 2
            if w > border.width && h > border.width {
                Self.roundedRectangle(cr, x: -w / 2 + inset, y: -h / 2 + inset, width: w - border.width, height: h - border.width,
                                      radius: Swift.max(0, content.cornerRadius - inset))
                cairo_set_line_width(cr, border.width)
                Self.setSource(cr, border.color)
                cairo_stroke(cr)
            } else {
                Self.roundedRectangle(cr, x: -w / 2, y: -h / 2, width: w, height: h, radius: content.cornerRadius)
                Self.setSource(cr, border.color)
                cairo_fill(cr)
            }
        }

        if let label = content.label {
            Self.selectFont(cr, label)
            Self.setSource(cr, label.color)
            if let lines = label.lines {
                for (k, line) in lines.enumerated() where !line.isEmpty {
                    let advance = advances.advance(of: line, font: label.font) {
                        var extents = cairo_text_extents_t()
                        cairo_text_extents(cr, line, &extents)
                        return extents.x_advance
                    }
                    let position = LabelGeometry.wrappedLinePosition(label, line: k, advance: advance, elementSize: frame.size)
                    cairo_move_to(cr, position.x, position.y)
                    cairo_show_text(cr, line)
                }
            } else {
                cairo_move_to(cr, -labelAdvance / 2, FontMetrics.dejaVuSans.baselineOffset(fontSize: label.fontSize))
                cairo_show_text(cr, label.text)
            }
        }

        if grouped {
            cairo_identity_matrix(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, attributes.alpha)
        }
        cairo_restore(cr)
    }

    static func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle with circular corners of `radius`, clamped to half the shorter side, as SVG
    /// clamps `rx`.
    static func roundedRectangle(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = Swift.min(radius, width / 2, height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -half, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, half)
        cairo_arc(cr, x + r, y + height - r, r, half, 2 * half)
        cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// The axis-aligned box around `rect` mapped by `transform`.
    static func boundingBox(of rect: Rect, under transform: Transform) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

/// Labels' advance widths by text and font, measured once per drawing thread: the same labels
/// appear in frame after frame, and asking Cairo for text extents converts the text to glyphs
/// each time.
struct LabelAdvances {
    private struct Key: Hashable {
        let text: String
        let font: Font
    }

    private var widths: [Key: Double] = [:]

    mutating func advance(of text: String, font: Font, measure: () -> Double) -> Double {
        let key = Key(text: text, font: font)
        if let width = widths[key] { return width }
        let width = measure()
        if widths.count > 50_000 { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }
}
