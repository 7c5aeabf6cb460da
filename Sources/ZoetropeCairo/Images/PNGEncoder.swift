import CCairo
import CDeflate
import CZlib
import ZoetropeEncoders

/// Encodes Cairo images as PNG files, fast and byte for byte the same on every run.
///
/// Cairo's own writer (`cairo_surface_write_to_png`, through libpng and zlib's default level)
/// spends about 87 % of a large frame's time compressing. This one writes 8-bit RGB when the
/// image is opaque (a quarter fewer bytes to compress) or RGBA with alpha unpremultiplied,
/// every row unfiltered, and one zlib stream, compressed by default with `ScanlineDeflater`
/// (which looks for repeats only at the pixel before, the row above and the row above a pixel
/// over: about three times the speed of libdeflate's fastest level on rendered frames, at a
/// similar size), or by libdeflate at a level for files that are kept and should be small.
/// Both outputs depend only on the input, so frames are deterministic.
///
/// For a frame drawn only where it changed, a second way (`banded`): the rows are compressed in
/// bands of `bandHeight`, each band on its own and ended by a sync flush (so on a byte, with no
/// reference outside it), and a band none of whose rows changed is not compressed again: its
/// bytes from the frame before are reused. A band's bytes depend only on its rows, so the file
/// is the same whichever frames the encoder saw before.
///
/// An encoder keeps its buffers and compressors between images, so a worker thread encodes
/// frame after frame without allocating. It is not safe to share between threads: give each
/// thread its own.
public final class PNGEncoder {
    /// How the pixels are compressed.
    public enum Compression: Sendable, Equatable {
        /// `ScanlineDeflater`: the fastest, for frames written as they are drawn.
        case fast
        /// libdeflate at a level, 0 (store) to 12 (smallest): slower, smaller files.
        case libdeflate(level: Int)
    }

    public let compression: Compression
    /// libdeflate's compressor, for `.libdeflate`.
    private let compressor: OpaquePointer?
    /// The fast compressor, for `.fast` and for bands.
    private let deflater = ScanlineDeflater()
    /// Scanlines: a filter byte (none), then the row's pixels. Kept between images: rows a
    /// caller says did not change are not converted again.
    private var scanlines = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// The whole file being built. Allocated, not zeroed: it is sized for the worst case
    /// (incompressible pixels), and pages that compression never reaches stay untouched, so
    /// they cost no memory.
    private var file = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The size and channels of the image `scanlines` holds, whose rows a caller may say are
    /// unchanged.
    private struct Shape: Equatable { var width, height, channels: Int }
    private var lastShape: Shape?

    /// Rows to a band in the banded way.
    public static let bandHeight = 16
    /// Rows converted at a time ahead of the fast compressor: about 56 KB of a 1170-pixel frame.
    static let stripHeight = 16
    /// Each band's compressed bytes and the Adler-32 of its rows, nil when its rows changed
    /// since it was compressed.
    private var bands: [(bytes: [UInt8], adler: UInt32)?] = []
    /// Where a band is compressed to.
    private var bandScratch: [UInt8] = []

    public init(compression: Compression = .fast) {
        self.compression = compression
        if case .libdeflate(let level) = compression {
            precondition((0...12).contains(level), "libdeflate's levels are 0 to 12")
            guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
                fatalError("libdeflate could not allocate a compressor (out of memory)")
            }
            self.compressor = compressor
        } else {
            compressor = nil
        }
    }

    /// An encoder that compresses with libdeflate at `level`, 0 (store) to 12 (smallest).
    public convenience init(level: Int) {
        self.init(compression: .libdeflate(level: level))
    }

    deinit {
        if let compressor { libdeflate_free_compressor(compressor) }
        file.deallocate()
        scanlines.deallocate()
    }

    /// The PNG file of `image`: RGB when `opaque` (its alpha is then ignored), else RGBA.
    public func encode(_ image: RasterImage, opaque: Bool) -> [UInt8] {
        withEncoded(image, opaque: opaque) { Array($0) }
    }

    /// Calls `body` with the PNG file of `image`, in a buffer that is reused by the next call:
    /// write it out from there without copying.
    ///
    /// - Parameters:
    ///   - image: the frame to encode.
    ///   - opaque: whether every pixel is opaque: the file is then RGB, without alpha.
    ///   - changedRows: the only rows that differ from the image this encoder encoded last,
    ///     when the caller knows (it drew only those); nil for every row. Rows outside them are
    ///     not read again.
    ///   - banded: compress in bands, reusing those whose rows did not change (see above);
    ///     for frames that changed in a few rows. The file differs from the one-stream file but
    ///     decodes to the same pixels.
    ///   - body: reads the file's bytes; they are valid only during the call.
    public func withEncoded<R, E: Error>(_ image: RasterImage, opaque: Bool, changedRows: [Range<Int>]? = nil, banded: Bool = false,
                                         _ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(image.surface)
        let width = image.width, height = image.height
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        let rawCount = rowBytes * height
        if scanlines.count < Swift.max(1, rawCount) {
            scanlines.deallocate()
            scanlines = .allocate(capacity: Swift.max(1, rawCount))
            scanlines.initialize(repeating: 0)
        }
        let shape = Shape(width: width, height: height, channels: channels)
        let rows = shape == lastShape ? (changedRows ?? [0..<height]) : [0..<height]
        lastShape = shape
        let bandCount = (height + Self.bandHeight - 1) / Self.bandHeight
        if bands.count != bandCount { bands = Array(repeating: nil, count: bandCount) }
        for range in rows where !range.isEmpty {
            for band in Swift.max(0, range.lowerBound / Self.bandHeight)...Swift.min(bandCount - 1, (range.upperBound - 1) / Self.bandHeight) {
                bands[band] = nil
            }
        }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let source = cairo_image_surface_get_data(image.surface)
        let hasAlpha = cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32
        let out = scanlines.baseAddress!
        /// Converts the changed rows within `range` from Cairo's pixels to scanlines.
        func convert(_ range: Range<Int>) {
            guard let source else {
                (out + range.lowerBound * rowBytes).update(repeating: 0, count: range.count * rowBytes)
                return
            }
            for changed in rows {
                for y in changed.clamped(to: range) {
                    Self.convertRow(from: UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self), width: width,
                                    opaque: opaque, hasAlpha: hasAlpha, to: out + y * rowBytes)
                }
            }
        }
        // The fast compressor converts rows just ahead of reading them, while they are in the
        // cache; the others take them all converted.
        let convertsAhead = !banded && compressor == nil
        if !convertsAhead { convert(0..<height) }

        if banded { compressBands(rowBytes: rowBytes, channels: channels, height: height) }
        // Signature, IHDR (25 bytes), the IDAT header (8), the zlib stream, its CRC, IEND (12).
        let bound = banded ? 2 + bands.reduce(0) { $0 + $1!.bytes.count } + 2 + 4
                           : compressor.map { libdeflate_zlib_compress_bound($0, rawCount) } ?? 2 + ScanlineDeflater.bound(rawCount) + 4
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
            let compressed: Int
            if banded {
                // The zlib header (deflate, 32 KB window, fastest), every band, an empty final
                // block with fixed codes, and the Adler-32 of all the rows.
                let start = at
                put([0x78, 0x01])
                for band in bands {
                    band!.bytes.withUnsafeBufferPointer { (base + at).update(from: $0.baseAddress!, count: $0.count) }
                    at += band!.bytes.count
                }
                put([0x03, 0x00])
                put32(combinedAdler(rowBytes: rowBytes, height: height))
                compressed = at - start
            } else if let compressor {
                compressed = libdeflate_zlib_compress(compressor, out, rawCount, base + at, bound)
                precondition(compressed > 0, "libdeflate's bound was too small")
                at += compressed
            } else {
                // The zlib header (deflate, 32 KB window, fastest), the blocks, the Adler-32,
                // the rows converted and summed a strip at a time as the compressor reaches them.
                let start = at
                put([0x78, 0x01])
                var adler: UInt32 = 1
                var converted = 0
                at += deflater.deflate(out, count: rawCount, rowBytes: rowBytes, pixelBytes: channels, final: true, into: base + at) { _ in
                    let end = Swift.min(height, converted + Self.stripHeight)
                    convert(converted..<end)
                    adler = libdeflate_adler32(adler, out + converted * rowBytes, (end - converted) * rowBytes)
                    converted = end
                    return end * rowBytes
                }
                put32(adler)
                compressed = at - start
            }
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

    /// One row of Cairo's pixels as a PNG scanline: the filter byte (none), then RGB, or RGBA
    /// with alpha unpremultiplied.
    @inline(__always)
    private static func convertRow(from row: UnsafePointer<UInt32>, width: Int, opaque: Bool, hasAlpha: Bool, to scanline: UnsafeMutablePointer<UInt8>) {
        var o = scanline
        o.pointee = 0  // filter: none
        o += 1
        if opaque {
            guard width > 0 else { return }
            // Cairo's pixel is 0xAARRGGBB; byte-swapped and shifted it is R, G, B, 0 in memory,
            // stored four bytes at a time, each store's last byte overwritten by the next
            // pixel's. The row's last pixel goes byte by byte, not past the row.
            let last = width - 1
            for x in 0..<last {
                UnsafeMutableRawPointer(o).storeBytes(of: (row[x].byteSwapped >> 8).littleEndian, as: UInt32.self)
                o += 3
            }
            let word = row[last]
            o[0] = UInt8(truncatingIfNeeded: word >> 16)
            o[1] = UInt8(truncatingIfNeeded: word >> 8)
            o[2] = UInt8(truncatingIfNeeded: word)
        } else {
            RasterImage.writeUnpremultipliedRGBA(row: row, width: width, hasAlpha: hasAlpha, to: o)
        }
    }

    /// Compresses every band whose rows changed since it was last compressed.
    private func compressBands(rowBytes: Int, channels: Int, height: Int) {
        do {
            let rows = scanlines.baseAddress!
            for band in bands.indices where bands[band] == nil {
                let first = band * Self.bandHeight
                let count = (Swift.min(height, first + Self.bandHeight) - first) * rowBytes
                let input = rows + first * rowBytes
                let bound = ScanlineDeflater.bound(count)
                if bandScratch.count < bound { bandScratch = [UInt8](repeating: 0, count: bound) }
                let produced = bandScratch.withUnsafeMutableBufferPointer { out in
                    deflater.deflate(input, count: count, rowBytes: rowBytes, pixelBytes: channels, final: false, into: out.baseAddress!)
                }
                // Kept at its own size: a band compresses to a few hundred bytes.
                bands[band] = (Array(bandScratch[..<produced]), libdeflate_adler32(1, input, count))
            }
        }
    }

    /// The Adler-32 of all the rows, from the bands'.
    private func combinedAdler(rowBytes: Int, height: Int) -> UInt32 {
        var adler: UInt = 1
        for (band, entry) in bands.enumerated() {
            let first = band * Self.bandHeight
            let count = (Swift.min(height, first + Self.bandHeight) - first) * rowBytes
            adler = band == 0 ? UInt(entry!.adler) : adler32_combine(adler, UInt(entry!.adler), off_t(count))
        }
        return UInt32(adler)
    }
}
