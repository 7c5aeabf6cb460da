import CCairo
import ZoetropeCore

/// Paints a backdrop blur (`BackdropBlur`): what is already drawn under a rounded rectangle,
/// blurred and its saturation scaled, laid back inside the rectangle.
///
/// The pixels are read from the frame being drawn, so the blur sees every element painted
/// before this one, as a `UIVisualEffectView` sees the views behind it. Inside a group (an
/// element drawn at an alpha below 1), what the group holds so far is laid over the frame's
/// pixels first. Past the canvas's edges the edge pixels stand in, as the phone samples past
/// the screen's. The blur is `GaussianBlur`'s, channel by channel on premultiplied colour, which
/// is how `feGaussianBlur` blurs; the saturation is `feColorMatrix`'s.
enum BackdropPainter {
    /// Paints `blur` inside the rounded rectangle `box` of `cr`'s current user space, on a
    /// canvas of `canvas` pixels at `pixelsPerPoint`.
    ///
    /// The radius is in points of the canvas, whatever the element's own transform: the blur
    /// is of the scene behind, which the element's scale does not scale (and the SVG blurs in
    /// the scene's coordinates too).
    static func paint(_ blur: BackdropBlur, box: Rect, cornerRadius: Double, corners: CornerShape = .circular, canvas: (width: Int32, height: Int32), pixelsPerPoint: Double,
                      in cr: OpaquePointer) throws(CairoError) {
        guard box.width > 0, box.height > 0, blur.opacity > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let sigma = blur.radius * pixelsPerPoint
        let margin = (3 * sigma).rounded(.up) + 1

        // The box in device pixels, limited to the canvas; then widened by what the blur reads.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)] {
            xs.append(matrix.xx * x + matrix.xy * y + matrix.x0)
            ys.append(matrix.yx * x + matrix.yy * y + matrix.y0)
        }
        let shownLeft = Swift.max(0, xs.min()!.rounded(.down)), shownTop = Swift.max(0, ys.min()!.rounded(.down))
        let shownRight = Swift.min(Double(canvas.width), xs.max()!.rounded(.up))
        let shownBottom = Swift.min(Double(canvas.height), ys.max()!.rounded(.up))
        guard shownRight > shownLeft, shownBottom > shownTop else { return }
        let left = shownLeft - margin, top = shownTop - margin
        let width = Int(shownRight - shownLeft + 2 * margin), height = Int(shownBottom - shownTop + 2 * margin)
        guard width < 20_000, height < 20_000 else { return }

        guard let backdrop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError(operation: "creating a backdrop", reason: "out of memory")
        }
        defer { cairo_surface_destroy(backdrop) }
        let status = cairo_surface_status(backdrop)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "creating a \(width)×\(height) backdrop", status: status) }
        copyBackdrop(of: cr, into: backdrop, left: left, top: top)

        cairo_surface_flush(backdrop)
        if let data = cairo_image_surface_get_data(backdrop) {
            let stride = Int(cairo_image_surface_get_stride(backdrop))
            if sigma > 0 {
                for channel in 0..<4 {
                    GaussianBlur.blur(data + channel, width: width, height: height, stride: stride, pixelStride: 4, sigma: sigma)
                }
            }
            if blur.saturation != 1 { saturate(data, width: width, height: height, stride: stride, matrix: blur.saturationMatrix) }
        }
        cairo_surface_mark_dirty(backdrop)

        cairo_save(cr)
        FrameRenderer.roundedRectangle(cr, x: box.minX, y: box.minY, width: box.width, height: box.height, radius: cornerRadius, shape: corners)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop, left, top)
        FrameRenderer.fillPath(cr, alpha: blur.opacity)
        cairo_restore(cr)
    }

    /// What lies under the pixels from (`left`, `top`) in the frame `cr` draws: the frame's
    /// pixels, edge pixels past its edges, and what the group `cr` draws into holds so far.
    private static func copyBackdrop(of cr: OpaquePointer, into backdrop: OpaquePointer, left: Double, top: Double) {
        guard let copy = cairo_create(backdrop) else { return }
        defer { cairo_destroy(copy) }
        let target = cairo_get_target(cr), group = cairo_get_group_target(cr)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, target, -left, -top)
        cairo_pattern_set_extend(cairo_get_source(copy), CAIRO_EXTEND_PAD)
        cairo_paint(copy)
        if let group, group != target {
            cairo_set_operator(copy, CAIRO_OPERATOR_OVER)
            cairo_set_source_surface(copy, group, -left, -top)
            cairo_paint(copy)
        }
    }

    /// Scales the saturation of premultiplied ARGB pixels by `matrix` (rows over red, green
    /// and blue), each result kept between 0 and the pixel's alpha, as `feColorMatrix` keeps
    /// an unpremultiplied one between 0 and 1.
    private static func saturate(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, matrix m: [[Double]]) {
        let rr = Float(m[0][0]), rg = Float(m[0][1]), rb = Float(m[0][2])
        let gr = Float(m[1][0]), gg = Float(m[1][1]), gb = Float(m[1][2])
        let br = Float(m[2][0]), bg = Float(m[2][1]), bb = Float(m[2][2])
        var y = 0
        while y < height {
            let row = data + y &* stride
            var x = 0
            while x < width {
                // Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory here.
                let pixel = row + x &* 4
                let a = Float(pixel[3]), r = Float(pixel[2]), g = Float(pixel[1]), b = Float(pixel[0])
                func clamp(_ v: Float) -> UInt8 { UInt8(Swift.min(a, Swift.max(0, v)).rounded()) }
                pixel[2] = clamp(rr * r + rg * g + rb * b)
                pixel[1] = clamp(gr * r + gg * g + gb * b)
                pixel[0] = clamp(br * r + bg * g + bb * b)
                x = x &+ 1
            }
            y = y &+ 1
        }
    }
}
