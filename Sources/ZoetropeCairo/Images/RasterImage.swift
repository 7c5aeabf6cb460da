import CCairo

/// A bitmap in Cairo's ARGB32 format (premultiplied alpha, one native-endian 32-bit word per
/// pixel), as drawn by `FrameRenderer` or read from a PNG.
///
/// A class because it owns a Cairo surface, which must be destroyed exactly once; the pixels
/// are never changed after the image is made, which is what makes sharing it across threads
/// safe.
public final class RasterImage: @unchecked Sendable {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Reads a PNG file.
    public convenience init(contentsOfPNG path: String) throws(CairoError) {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw CairoError(operation: "reading \(path)", reason: "out of memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(operation: "reading \(path)", status: status)
        }
        self.init(surface: surface)
    }

    /// This image resized to `width` × `height` pixels (Cairo's `GOOD` filter: box-filtered when
    /// shrinking), for thumbnails and contact sheets.
    public func resized(width newWidth: Int, height newHeight: Int) throws(CairoError) -> RasterImage {
        guard newWidth > 0, newHeight > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(newWidth), Int32(newHeight)) else {
            throw CairoError(operation: "creating a \(newWidth)×\(newHeight) image", reason: "invalid size or out of memory")
        }
        let image = RasterImage(surface: surface)
        guard let cr = cairo_create(surface) else { throw CairoError(operation: "resizing an image", reason: "out of memory") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(newWidth) / Double(width), Double(newHeight) / Double(height))
        cairo_set_source_surface(cr, self.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "resizing an image", status: status) }
        return image
    }

    /// Decodes a PNG file's bytes.
    public convenience init(pngData: [UInt8]) throws(CairoError) {
        self.init(surface: try PNGDecoding.surface(from: pngData, name: "PNG data"))
    }

    /// Writes the image as a PNG file (RGB when every pixel is opaque), with `PNGEncoder`'s
    /// fast compression.
    public func writePNG(to path: String) throws(OutputError) {
        try writePNG(to: path, compression: .fast)
    }

    /// Writes the image as a PNG file compressed as `compression` says (libdeflate at level 9
    /// for a file that is kept, such as a golden).
    public func writePNG(to path: String, compression: PNGEncoder.Compression) throws(OutputError) {
        let encoder = PNGEncoder(compression: compression)
        let opaque = isOpaque
        try encoder.withEncoded(self, opaque: opaque) { bytes throws(OutputError) in try OutputFile.write(bytes, to: path) }
    }

    /// Whether every pixel has full alpha.
    public var isOpaque: Bool {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return true }
        guard let data = cairo_image_surface_get_data(surface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Every pixel as non-premultiplied RGBA bytes, row by row, top to bottom.
    public func rgbaPixels() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let width = self.width, height = self.height
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return [] }
        // Written straight into the array's storage: this runs for every frame `compare` reads.
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let out = buffer.baseAddress!
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                Self.writeUnpremultipliedRGBA(row: row, width: width, hasAlpha: !opaque, to: out + y * width * 4)
            }
            count = width * height * 4
        }
    }

    /// One row of Cairo's premultiplied pixels (0xAARRGGBB) as non-premultiplied RGBA bytes,
    /// each channel rounded to nearest; a row without alpha (`hasAlpha` false) is opaque. For
    /// `rgbaPixels()` and the PNG writer's RGBA scanlines.
    @inline(__always)
    static func writeUnpremultipliedRGBA(row: UnsafePointer<UInt32>, width: Int, hasAlpha: Bool, to out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let word = row[x]
            let alpha = hasAlpha ? word >> 24 : 255
            var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
            if alpha == 0 {
                r = 0; g = 0; b = 0
            } else if alpha < 255 {
                r = Swift.min(255, (r * 255 + alpha / 2) / alpha)
                g = Swift.min(255, (g * 255 + alpha / 2) / alpha)
                b = Swift.min(255, (b * 255 + alpha / 2) / alpha)
            }
            o[0] = UInt8(truncatingIfNeeded: r)
            o[1] = UInt8(truncatingIfNeeded: g)
            o[2] = UInt8(truncatingIfNeeded: b)
            o[3] = UInt8(truncatingIfNeeded: alpha)
            o += 4
        }
    }

    /// An image of the given size from non-premultiplied RGBA bytes (for diff images).
    public convenience init(width: Int, height: Int, rgba: [UInt8]) throws(CairoError) {
        precondition(rgba.count == width * height * 4, "RGBA data must hold width × height × 4 bytes")
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError(operation: "creating an image", reason: "out of memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(operation: "creating a \(width)×\(height) image", status: status)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    let a = UInt32(rgba[offset + 3])
                    func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | premultiply(rgba[offset]) << 16 | premultiply(rgba[offset + 1]) << 8 | premultiply(rgba[offset + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }
}
