import CCairo
import ZoetropeCore

/// The paths and paints every part is drawn with: gradients over the element's box, rounded
/// rectangles in every corner shape, colours, and boxes under a transform.
extension FrameRenderer {
    /// Fills the current path with `gradient` laid over the element's box (`width` × `height`
    /// about the origin) in unit coordinates, as `CAGradientLayer` and SVG's
    /// `objectBoundingBox` do.
    static func fill(with gradient: LinearGradient, width: Double, height: Double, in cr: OpaquePointer) {
        guard let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        // The pattern's matrix maps the element's coordinates to the unit square.
        var toUnit = cairo_matrix_t(xx: 1 / width, yx: 0, xy: 0, yy: 1 / height, x0: 0.5, y0: 0.5)
        cairo_pattern_set_matrix(pattern, &toUnit)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// Fills the current path with the current source at `alpha`: a fill has no alpha of its
    /// own, so below 1 the path clips a paint with it.
    static func fillPath(_ cr: OpaquePointer, alpha: Double) {
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_fill(cr)
        }
    }

    static func setSource(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle with circular corners of `radius`, clamped to half the shorter side, as SVG
    /// clamps `rx`.
    static func roundedRectangle(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double,
                                 shape: CornerShape = .circular) {
        let r = Swift.min(radius, width / 2, height / 2)
        guard r > 0, !shape.rounded.isEmpty else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        guard shape.isCircular else {
            cairo_new_sub_path(cr)
            append(shape.outline(of: Rect(x: x, y: y, width: width, height: height), radius: r), to: cr)
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
