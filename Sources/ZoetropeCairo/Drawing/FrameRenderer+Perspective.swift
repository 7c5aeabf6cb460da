import CCairo
import ZoetropeCore

extension FrameRenderer {
    /// How many source pixels an element seen in perspective is drawn at per frame pixel
    /// before it is warped: its near side is magnified, and this keeps it sharp there.
    static let perspectiveSupersampling = 2.0

    /// The axis-aligned box around `local` (around the element's centre) seen through `space`,
    /// in content coordinates; nil when part of it lies at or behind the viewer, which Core
    /// Animation does not draw either.
    static func projectedBox(of local: Rect, under space: Transform3D, center: Point) -> Rect? {
        let corners = [Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                       Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY)]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in corners {
            guard let p = space.project(corner) else { return nil }
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// Draws an element whose plane is seen in perspective: its body drawn flat into a picture
    /// of its own, then each frame pixel it covers taken from that picture through the inverse
    /// of the projection (a projective warp, sampled bilinearly), then laid on the frame with
    /// the element's alpha.
    ///
    /// Cairo's transforms are affine, so no path through Cairo alone draws a far edge shorter
    /// than a near one; this is the exact picture, pixel by pixel.
    func drawInPerspective(_ element: FrameElement, _ placement: Placement, _ space: Transform3D, in cr: OpaquePointer,
                           cache: inout DrawingCache) throws(CairoError) {
        guard let inverse = Self.inverseHomography(space.planeHomography) else { return }
        guard let flat = try flatPicture(of: element, placement, cache: &cache) else { return }
        defer { cairo_surface_destroy(flat.surface) }

        // The frame pixels the element can reach.
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &toDevice)
        var toUser = toDevice
        guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else { return }
        let target = cairo_get_target(cr)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        var x0 = placement.box.minX, y0 = placement.box.minY, x1 = placement.box.maxX, y1 = placement.box.maxY
        cairo_matrix_transform_point(&toDevice, &x0, &y0)
        cairo_matrix_transform_point(&toDevice, &x1, &y1)
        let left = Swift.max(0, Int(Swift.min(x0, x1).rounded(.down)) - 1), top = Swift.max(0, Int(Swift.min(y0, y1).rounded(.down)) - 1)
        let right = Swift.min(targetWidth, Int(Swift.max(x0, x1).rounded(.up)) + 1)
        let bottom = Swift.min(targetHeight, Int(Swift.max(y0, y1).rounded(.up)) + 1)
        guard right > left, bottom > top else { return }
        let region = PixelRegion(left: left, top: top, width: right - left, height: bottom - top)
        guard let warped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)) else {
            throw CairoError(operation: "drawing an element in perspective", reason: "out of memory")
        }
        defer { cairo_surface_destroy(warped) }
        cairo_surface_flush(warped)
        guard Self.warp(flat, into: warped, region: region, toUser: toUser, inverse: inverse, center: element.attributes.frame.center) else { return }
        cairo_surface_mark_dirty(warped)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, warped, Double(left), Double(top))
        cairo_paint_with_alpha(cr, element.attributes.alpha)
        cairo_restore(cr)
    }

    /// An element's body drawn flat, at `scale` pixels a point, into a picture of its own.
    private struct FlatPicture {
        var surface: OpaquePointer
        var scale: Double
        var width: Int
        var height: Int
        /// The element's own bounds, which the picture's pixels start at (after one blank pixel).
        var local: Rect
    }

    /// The frame pixels a warp fills, from the frame's top left.
    private struct PixelRegion {
        var left: Int, top: Int, width: Int, height: Int
    }

    /// `element`'s body drawn flat, one transparent pixel around it so that its edges blend
    /// away; nil when it has no area. The caller destroys the surface.
    private func flatPicture(of element: FrameElement, _ placement: Placement, cache: inout DrawingCache) throws(CairoError) -> FlatPicture? {
        let local = placement.local
        // A picture of at most 16 M pixels: a very large element is drawn at a lower resolution
        // rather than not at all.
        let wanted = Double(scale) * Self.perspectiveSupersampling
        let sourceScale = Swift.min(wanted, (Double(1 << 24) / Swift.max(1, local.width * local.height)).squareRoot() * 0.99)
        let sourceWidth = Int((local.width * sourceScale).rounded(.up)) + 2
        let sourceHeight = Int((local.height * sourceScale).rounded(.up)) + 2
        guard sourceWidth > 2, sourceHeight > 2, sourceWidth * sourceHeight <= 1 << 24 else { return nil }
        guard let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sourceWidth), Int32(sourceHeight)) else {
            throw CairoError(operation: "drawing an element in perspective", reason: "out of memory")
        }
        guard let scr = cairo_create(source) else {
            cairo_surface_destroy(source)
            throw CairoError(operation: "drawing an element in perspective", reason: "out of memory")
        }
        Self.configureText(scr)
        cairo_translate(scr, 1, 1)
        cairo_scale(scr, sourceScale, sourceScale)
        cairo_translate(scr, -local.minX, -local.minY)
        do {
            try drawBody(element, placement, in: scr, canvas: (Int32(sourceWidth), Int32(sourceHeight)), cache: &cache)
        } catch {
            cairo_destroy(scr)
            cairo_surface_destroy(source)
            throw error
        }
        let status = cairo_status(scr)
        cairo_destroy(scr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(source)
            throw CairoError(operation: "drawing an element in perspective", status: status)
        }
        cairo_surface_flush(source)
        return FlatPicture(surface: source, scale: sourceScale, width: sourceWidth, height: sourceHeight, local: local)
    }

    /// Fills `region` of `warped` from the flat picture through `inverse` (the plane's
    /// projection undone; `toUser` takes frame pixels to the content's points, `center` the
    /// element's centre there); false when a surface has no pixels.
    private static func warp(_ flat: FlatPicture, into warped: OpaquePointer, region: PixelRegion, toUser: cairo_matrix_t,
                             inverse h: [Double], center: Point) -> Bool {
        var toUser = toUser
        let local = flat.local, sourceScale = flat.scale, sourceWidth = flat.width, sourceHeight = flat.height
        let left = region.left, top = region.top, width = region.width, height = region.height
        let sourceStride = Int(cairo_image_surface_get_stride(flat.surface)) / 4
        let warpedStride = Int(cairo_image_surface_get_stride(warped)) / 4
        guard let sourceData = cairo_image_surface_get_data(flat.surface), let warpedData = cairo_image_surface_get_data(warped) else { return false }
        let sourcePixels = UnsafeMutableRawPointer(sourceData).bindMemory(to: UInt32.self, capacity: sourceStride * sourceHeight)
        let warpedPixels = UnsafeMutableRawPointer(warpedData).bindMemory(to: UInt32.self, capacity: warpedStride * height)
        // Each frame pixel is the mean of four samples a quarter of a pixel from its centre,
        // each taken bilinearly: close to the area a pixel covers, as Cairo's own edges are.
        let offsets = [(-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)]
        for row in 0..<height {
            for column in 0..<width {
                var sum = (0.0, 0.0, 0.0, 0.0)
                var covered = false
                for (dx, dy) in offsets {
                    // The sample in content coordinates, relative to the element's centre.
                    var ux = Double(left + column) + 0.5 + dx, uy = Double(top + row) + 0.5 + dy
                    cairo_matrix_transform_point(&toUser, &ux, &uy)
                    let qx = ux - center.x, qy = uy - center.y
                    let w = qx * h[2] + qy * h[5] + h[8]
                    guard w > 1e-12 else { continue }
                    let px = (qx * h[0] + qy * h[3] + h[6]) / w, py = (qx * h[1] + qy * h[4] + h[7]) / w
                    // Where that point lies in the flat picture, in pixels from its first centre.
                    let sx = (px - local.minX) * sourceScale + 1 - 0.5, sy = (py - local.minY) * sourceScale + 1 - 0.5
                    guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else { continue }
                    let p = bilinear(sourcePixels, stride: sourceStride, width: sourceWidth, height: sourceHeight, x: sx, y: sy)
                    sum.0 += p.0; sum.1 += p.1; sum.2 += p.2; sum.3 += p.3
                    covered = true
                }
                guard covered else { continue }
                func byte(_ v: Double) -> UInt32 { UInt32(Swift.min(255, Swift.max(0, (v / 4).rounded()))) }
                warpedPixels[row * warpedStride + column] = byte(sum.0) << 24 | byte(sum.1) << 16 | byte(sum.2) << 8 | byte(sum.3)
            }
        }
        return true
    }

    /// The premultiplied alpha, red, green and blue (0–255) at `(x, y)` of a picture, between
    /// its four nearest pixels (transparent beyond its edges).
    static func bilinear(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, x: Double,
                         y: Double) -> (Double, Double, Double, Double) {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let ax = x - fx, ay = y - fy
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0
        @inline(__always) func add(_ sx: Int, _ sy: Int, _ weight: Double) {
            guard weight > 0, sx >= 0, sy >= 0, sx < width, sy < height else { return }
            let p = pixels[sy * stride + sx]
            a += Double(p >> 24) * weight
            r += Double((p >> 16) & 0xFF) * weight
            g += Double((p >> 8) & 0xFF) * weight
            b += Double(p & 0xFF) * weight
        }
        add(ix, iy, (1 - ax) * (1 - ay))
        add(ix + 1, iy, ax * (1 - ay))
        add(ix, iy + 1, (1 - ax) * ay)
        add(ix + 1, iy + 1, ax * ay)
        return (a, r, g, b)
    }

    /// The inverse of a 3×3 matrix in row order; nil when it is singular.
    static func inverseHomography(_ m: [Double]) -> [Double]? {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let determinant = a * A + b * B + c * C
        guard abs(determinant) > 1e-12 else { return nil }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        return [A, D, G, B, E, H, C, F, I].map { $0 / determinant }
    }
}
