import CCairo
import ZoetropeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints an element's shadow: its shape, offset, blurred and filled with the shadow's colour.
///
/// Cairo has no blur, so the shape is drawn into an 8-bit alpha mask in device pixels, blurred
/// there, and painted through. The blur is the one SVG's `feGaussianBlur` defines (and which
/// browsers draw the SVG's shadow with): for a standard deviation of 2 pixels or more, three
/// box blurs whose sizes the Filter Effects specification gives; below, a true Gaussian kernel.
/// The standard deviation is the shadow's, scaled to device pixels by the element's transform
/// (the square root of its area scale: exact for uniform scales and rotations).
enum ShadowPainter {
    /// Paints `shadow` for an element `width` × `height` centred on the origin of `cr`'s
    /// current user space, on a canvas of `canvas` pixels.
    static func paint(_ shadow: Shadow, width: Double, height: Double, cornerRadius: Double, corners: CornerShape = .circular, canvas: (width: Int32, height: Int32),
                      in cr: OpaquePointer) throws(CairoError) {
        let box = Rect(x: -width / 2, y: -height / 2, width: width, height: height)
        try paint(shadow, of: box, canvas: canvas, in: cr) { maskContext in
            FrameRenderer.roundedRectangle(maskContext, x: box.minX, y: box.minY, width: width, height: height, radius: cornerRadius, shape: corners)
            cairo_fill(maskContext)
        }
    }

    /// Paints `shadow` for a shape that lies within `box` of `cr`'s current user space, which
    /// `paintShape` fills or strokes in the context it is given (in that same user space).
    static func paint(_ shadow: Shadow, of box: Rect, canvas: (width: Int32, height: Int32), in cr: OpaquePointer,
                      paintShape: (OpaquePointer) -> Void) throws(CairoError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let areaScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        let sigma = shadow.standardDeviation * areaScale.squareRoot()
        let margin = (3 * sigma).rounded(.up) + 1

        // The shape's box in device pixels, widened by the blur, limited to what can show.
        let shape = Rect(x: box.minX + shadow.offset.x, y: box.minY + shadow.offset.y, width: box.width, height: box.height)
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(shape.minX, shape.minY), (shape.maxX, shape.minY), (shape.maxX, shape.maxY), (shape.minX, shape.maxY)] {
            xs.append(matrix.xx * x + matrix.xy * y + matrix.x0)
            ys.append(matrix.yx * x + matrix.yy * y + matrix.y0)
        }
        // The canvas, not the clip: the mask and its blur must be the same whether the whole
        // frame is drawn or only its damage (the blur's running sums depend on where the mask
        // starts).
        let clip = (x1: 0.0, y1: 0.0, x2: Double(canvas.width), y2: Double(canvas.height))
        let left = Swift.max((xs.min()! - margin).rounded(.down), (clip.x1 - margin).rounded(.down))
        let top = Swift.max((ys.min()! - margin).rounded(.down), (clip.y1 - margin).rounded(.down))
        let right = Swift.min((xs.max()! + margin).rounded(.up), (clip.x2 + margin).rounded(.up))
        let bottom = Swift.min((ys.max()! + margin).rounded(.up), (clip.y2 + margin).rounded(.up))
        guard right > left, bottom > top, right - left < 20_000, bottom - top < 20_000 else { return }
        let maskWidth = Int(right - left), maskHeight = Int(bottom - top)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight)) else {
            throw CairoError(operation: "creating a shadow mask", reason: "out of memory")
        }
        defer { cairo_surface_destroy(mask) }
        let status = cairo_surface_status(mask)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "creating a \(maskWidth)×\(maskHeight) shadow mask", status: status) }
        if let maskContext = cairo_create(mask) {
            cairo_translate(maskContext, -left, -top)
            cairo_transform(maskContext, &matrix)
            cairo_translate(maskContext, shadow.offset.x, shadow.offset.y)
            paintShape(maskContext)
            cairo_destroy(maskContext)
        }
        cairo_surface_flush(mask)
        if sigma > 0, let data = cairo_image_surface_get_data(mask) {
            GaussianBlur.blur(data, width: maskWidth, height: maskHeight, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        FrameRenderer.setSource(cr, shadow.color)
        cairo_mask_surface(cr, mask, left, top)
        cairo_restore(cr)
    }
}

/// The blur of SVG's `feGaussianBlur`, in place on one 8-bit channel of an image: an alpha
/// mask's only one (`pixelStride` 1), or one of an ARGB image's four (`pixelStride` 4, `data`
/// at the channel's byte).
///
/// The loops are `while` loops over raw pointers: debug builds (every test run, the command
/// line under test) do not optimise, and there a range's iterator and an array's checked
/// subscript cost a generic call a pixel, which made the blur the largest part of rendering
/// a frame with shadows. The arithmetic, and so every byte, is the same either way.
enum GaussianBlur {
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, pixelStride: Int = 1, sigma: Double) {
        var values = [Float](repeating: 0, count: width * height)
        var scratch = [Float](repeating: 0, count: Swift.max(width, height))
        values.withUnsafeMutableBufferPointer { buffer in
            let v = buffer.baseAddress!
            var y = 0
            while y < height {
                let row = data + y * stride, out = v + y * width
                var x = 0
                while x < width { out[x] = Float(row[x &* pixelStride]); x += 1 }
                y += 1
            }
            // Horizontal passes over each row, then vertical passes over each column.
            scratch.withUnsafeMutableBufferPointer { line in
                let s = line.baseAddress!
                var y = 0
                while y < height { blurLine(v + y * width, count: width, step: 1, sigma: sigma, scratch: s); y += 1 }
                var x = 0
                while x < width { blurLine(v + x, count: height, step: width, sigma: sigma, scratch: s); x += 1 }
            }
            y = 0
            while y < height {
                let row = data + y * stride, from = v + y * width
                var x = 0
                while x < width { row[x &* pixelStride] = UInt8(Swift.min(255, Swift.max(0, from[x].rounded()))); x += 1 }
                y += 1
            }
        }
    }

    /// One line (`count` values `step` apart), blurred in place.
    static func blurLine(_ line: UnsafeMutablePointer<Float>, count: Int, step: Int, sigma: Double, scratch: UnsafeMutablePointer<Float>) {
        if sigma >= 2 {
            // Filter Effects, feGaussianBlur: d = ⌊s · 3√(2π) / 4 + 0.5⌋; three boxes of d when d
            // is odd; when even, two of d offset half a pixel left and right, and one of d + 1.
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            if d % 2 == 1 {
                box(line, count: count, step: step, before: (d - 1) / 2, after: (d - 1) / 2, scratch: scratch)
                box(line, count: count, step: step, before: (d - 1) / 2, after: (d - 1) / 2, scratch: scratch)
                box(line, count: count, step: step, before: (d - 1) / 2, after: (d - 1) / 2, scratch: scratch)
            } else {
                box(line, count: count, step: step, before: d / 2, after: d / 2 - 1, scratch: scratch)
                box(line, count: count, step: step, before: d / 2 - 1, after: d / 2, scratch: scratch)
                box(line, count: count, step: step, before: d / 2, after: d / 2, scratch: scratch)
            }
        } else {
            gaussian(line, count: count, step: step, sigma: sigma, scratch: scratch)
        }
    }

    /// The mean of the values from `before` to the left to `after` to the right, outside the
    /// line counting as 0 (transparent).
    static func box(_ line: UnsafeMutablePointer<Float>, count: Int, step: Int, before: Int, after: Int, scratch: UnsafeMutablePointer<Float>) {
        // Wrapping arithmetic: the indices never overflow, and an unoptimised build checks
        // every checked one.
        let size = Float(before &+ after &+ 1)
        var i = 0, at = 0
        while i < count { scratch[i] = line[at]; i = i &+ 1; at = at &+ step }
        var sum: Float = 0
        i = 0
        let ahead = Swift.min(count, after)
        while i < ahead { sum += scratch[i]; i = i &+ 1 }
        i = 0
        at = 0
        let lastAdded = count &- after
        while i < count {
            if i < lastAdded { sum += scratch[i &+ after] }
            line[at] = sum / size
            if i >= before { sum -= scratch[i &- before] }
            i = i &+ 1
            at = at &+ step
        }
    }

    static func gaussian(_ line: UnsafeMutablePointer<Float>, count: Int, step: Int, sigma: Double, scratch: UnsafeMutablePointer<Float>) {
        let radius = Int((3 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        kernel.withUnsafeBufferPointer { weights in
            let w = weights.baseAddress!
            var i = 0
            while i < count { scratch[i] = line[i * step]; i += 1 }
            i = 0
            while i < count {
                var sum: Float = 0
                var k = -radius
                while k <= radius {
                    if i + k >= 0 && i + k < count { sum += scratch[i + k] * w[k + radius] }
                    k += 1
                }
                line[i * step] = sum
                i += 1
            }
        }
    }
}
