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
        let layout = ScanlineLayout(width: width, height: height, channels: channels, rowBytes: rowBytes, rawCount: rawCount)
        var writer = PNGChunkWriter(file)
        writeFile(into: &writer, layout: layout, opaque: opaque, banded: banded, bound: bound, scanlines: out, convert: convert)
        let length = writer.at
        return try body(UnsafeRawBufferPointer(start: file.baseAddress, count: length))
    }

    /// The shape of the scanlines a file is made from.
    private struct ScanlineLayout {
        var width: Int, height: Int, channels: Int, rowBytes: Int, rawCount: Int
    }

    /// Writes the PNG file: the signature, IHDR, one IDAT holding the zlib stream of the
    /// scanlines (`convert` makes the rows it is given ready), and IEND.
    private func writeFile(into writer: inout PNGChunkWriter, layout: ScanlineLayout, opaque: Bool, banded: Bool, bound: Int,
                           scanlines out: UnsafeMutablePointer<UInt8>, convert: (Range<Int>) -> Void) {
        writer.put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        writer.put32(13)
        let header = writer.at
        writer.put([0x49, 0x48, 0x44, 0x52])  // IHDR
        writer.put32(UInt32(layout.width))
        writer.put32(UInt32(layout.height))
        writer.put([8, opaque ? 2 : 6, 0, 0, 0])  // 8 bits, RGB or RGBA, deflate, no filter set, no interlace
        writer.crc(from: header)
        let lengthField = writer.at
        writer.put32(0)
        let data = writer.at
        writer.put([0x49, 0x44, 0x41, 0x54])  // IDAT
        let compressed = writeZlibStream(into: &writer, layout: layout, banded: banded, bound: bound, scanlines: out, convert: convert)
        let end = writer.at
        writer.at = lengthField
        writer.put32(UInt32(compressed))
        writer.at = end
        writer.crc(from: data)
        writer.put32(0)
        let trailer = writer.at
        writer.put([0x49, 0x45, 0x4E, 0x44])  // IEND
        writer.crc(from: trailer)
    }

    /// Writes the scanlines' zlib stream, in bands, with libdeflate or with the scanline
    /// deflater; its length.
    private func writeZlibStream(into writer: inout PNGChunkWriter, layout: ScanlineLayout, banded: Bool, bound: Int,
                                 scanlines out: UnsafeMutablePointer<UInt8>, convert: (Range<Int>) -> Void) -> Int {
        let start = writer.at
        if banded {
            // The zlib header (deflate, 32 KB window, fastest), every band, an empty final
            // block with fixed codes, and the Adler-32 of all the rows.
            writer.put([0x78, 0x01])
            for band in bands {
                band!.bytes.withUnsafeBufferPointer { (writer.base + writer.at).update(from: $0.baseAddress!, count: $0.count) }
                writer.at += band!.bytes.count
            }
            writer.put([0x03, 0x00])
            writer.put32(combinedAdler(rowBytes: layout.rowBytes, height: layout.height))
        } else if let compressor {
            let compressed = libdeflate_zlib_compress(compressor, out, layout.rawCount, writer.base + writer.at, bound)
            precondition(compressed > 0, "libdeflate's bound was too small")
            writer.at += compressed
        } else {
            // The zlib header (deflate, 32 KB window, fastest), the blocks, the Adler-32,
            // the rows converted and summed a strip at a time as the compressor reaches them.
            writer.put([0x78, 0x01])
            var adler: UInt32 = 1
            var converted = 0
            let height = layout.height, rowBytes = layout.rowBytes
            // The deflater's `prepare` is optional, so taken as escaping; it does not outlive the call.
            let into = writer.base + writer.at
            let written = withoutActuallyEscaping(convert) { convert in
                deflater.deflate(out, count: layout.rawCount, rowBytes: rowBytes, pixelBytes: layout.channels, final: true, into: into) { _ in
                    let end = Swift.min(height, converted + Self.stripHeight)
                    convert(converted..<end)
                    adler = libdeflate_adler32(adler, out + converted * rowBytes, (end - converted) * rowBytes)
                    converted = end
                    return end * rowBytes
                }
            }
            writer.at += written
            writer.put32(adler)
        }
        return writer.at - start
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

/// Bytes written one after another into a PNG file's buffer, big-endian as PNG's integers are,
/// with each chunk's CRC.
private struct PNGChunkWriter {
    let base: UnsafeMutablePointer<UInt8>
    var at = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        base = buffer.baseAddress!.bindMemory(to: UInt8.self, capacity: buffer.count)
    }

    mutating func put(_ bytes: [UInt8]) {
        for byte in bytes { base[at] = byte; at += 1 }
    }

    mutating func put32(_ value: UInt32) {
        put([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// The CRC of the chunk from `start` (its type) to here.
    mutating func crc(from start: Int) {
        put32(libdeflate_crc32(0, base + start, at - start))
    }
}
