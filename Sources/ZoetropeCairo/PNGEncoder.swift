import CCairo
import CDeflate

/// Encodes Cairo images as PNG files, fast and byte for byte the same on every run.
///
/// Cairo's own writer (`cairo_surface_write_to_png`, through libpng and zlib's default level)
/// spends about 87 % of a large frame's time compressing. This one writes 8-bit RGB when the
/// image is opaque (a quarter fewer bytes to compress) or RGBA with alpha unpremultiplied,
/// every row unfiltered, and one zlib stream compressed by libdeflate at `level` (1 by
/// default: the size of Cairo's output at a seventh of its time). libdeflate's output depends
/// only on its input and level, so frames are deterministic.
///
/// An encoder keeps its buffers and compressor between images, so a worker thread encodes
/// frame after frame without allocating. It is not safe to share between threads: give each
/// thread its own.
public final class PNGEncoder {
    private let compressor: OpaquePointer
    /// Filtered scanlines: a filter byte, then the row's pixels.
    private var scanlines: [UInt8] = []
    /// The whole file being built. Allocated, not zeroed: it is sized for the worst case
    /// (incompressible pixels), and pages that compression never reaches stay untouched, so
    /// they cost no memory.
    private var file = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The size and channels of the image `scanlines` holds, whose rows a caller may say are
    /// unchanged.
    private struct Shape: Equatable { var width, height, channels: Int }
    private var lastShape: Shape?

    /// - Parameter level: libdeflate's compression level, 0 (store) to 12 (smallest).
    public init(level: Int = 1) {
        precondition((0...12).contains(level), "libdeflate's levels are 0 to 12")
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            fatalError("libdeflate could not allocate a compressor (out of memory)")
        }
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
        file.deallocate()
    }

    /// The PNG file of `image`: RGB when `opaque` (its alpha is then ignored), else RGBA.
    public func encode(_ image: RasterImage, opaque: Bool) -> [UInt8] {
        withEncoded(image, opaque: opaque) { Array($0) }
    }

    /// Calls `body` with the PNG file of `image`, in a buffer that is reused by the next call:
    /// write it out from there without copying.
    ///
    /// - Parameter changedRows: the only rows that differ from the image this encoder encoded
    ///   last, when the caller knows (it drew only those); nil for every row. Rows outside them
    ///   are not read again.
    public func withEncoded<R, E: Error>(_ image: RasterImage, opaque: Bool, changedRows: [Range<Int>]? = nil,
                                         _ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(image.surface)
        let width = image.width, height = image.height
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        let rawCount = rowBytes * height
        if scanlines.count < rawCount { scanlines = [UInt8](repeating: 0, count: rawCount) }
        let shape = Shape(width: width, height: height, channels: channels)
        let rows = shape == lastShape ? (changedRows ?? [0..<height]) : [0..<height]
        lastShape = shape
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let source = cairo_image_surface_get_data(image.surface)
        let hasAlpha = cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32
        scanlines.withUnsafeMutableBytes { raw in
            let out = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            guard let source else {
                raw.initializeMemory(as: UInt8.self, repeating: 0)
                return
            }
            for y in rows.joined() where y >= 0 && y < height {
                let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = out + y * rowBytes
                o.pointee = 0  // filter: none
                o += 1
                if opaque {
                    for x in 0..<width {
                        let word = row[x]
                        o[0] = UInt8(truncatingIfNeeded: word >> 16)
                        o[1] = UInt8(truncatingIfNeeded: word >> 8)
                        o[2] = UInt8(truncatingIfNeeded: word)
                        o += 3
                    }
                } else {
                    for x in 0..<width {
                        let word = row[x]
                        let a = hasAlpha ? UInt32(word >> 24) : 255
                        var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                        if a == 0 {
                            r = 0; g = 0; b = 0
                        } else if a < 255 {
                            r = Swift.min(255, (r * 255 + a / 2) / a)
                            g = Swift.min(255, (g * 255 + a / 2) / a)
                            b = Swift.min(255, (b * 255 + a / 2) / a)
                        }
                        o[0] = UInt8(r); o[1] = UInt8(g); o[2] = UInt8(b); o[3] = UInt8(a)
                        o += 4
                    }
                }
            }
        }

        // Signature, IHDR (25 bytes), the IDAT header (8), the zlib stream, its CRC, IEND (12).
        let bound = scanlines.withUnsafeBytes { _ in libdeflate_zlib_compress_bound(compressor, rawCount) }
        let capacity = 8 + 25 + 8 + bound + 4 + 12
        if file.count < capacity {
            file.deallocate()
            file = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        }
        let length: Int = { (buffer: UnsafeMutableRawBufferPointer) -> Int in
            let base = buffer.baseAddress!.bindMemory(to: UInt8.self, capacity: buffer.count)
            var at = 0
            func put(_ bytes: [UInt8]) {
                for byte in bytes { base[at] = byte; at += 1 }
            }
            func put32(_ value: UInt32) {
                put([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
            }
            func crc(from start: Int) {
                put32(libdeflate_crc32(0, base + start, at - start))
            }
            put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            put32(13)
            let header = at
            put([0x49, 0x48, 0x44, 0x52])  // IHDR
            put32(UInt32(width))
            put32(UInt32(height))
            put([8, opaque ? 2 : 6, 0, 0, 0])  // 8 bits, RGB or RGBA, deflate, no filter set, no interlace
            crc(from: header)
            let lengthField = at
            put32(0)
            let data = at
            put([0x49, 0x44, 0x41, 0x54])  // IDAT
            let compressed = scanlines.withUnsafeBytes { raw in
                libdeflate_zlib_compress(compressor, raw.baseAddress, rawCount, base + at, bound)
            }
            precondition(compressed > 0, "libdeflate's bound was too small")
            at += compressed
            let end = at
            at = lengthField
            put32(UInt32(compressed))
            at = end
            crc(from: data)
            put32(0)
            let trailer = at
            put([0x49, 0x45, 0x4E, 0x44])  // IEND
            crc(from: trailer)
            return at
        }(file)
        return try body(UnsafeRawBufferPointer(start: file.baseAddress, count: length))
    }
}
