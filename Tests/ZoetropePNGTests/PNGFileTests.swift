import CDeflate
import Testing
import ZoetropeCairo
@testable import ZoetropePNG

/// `PNGFile.verify` against hand-made PNGs, and against libpng (through Cairo): what it
/// accepts decodes, and the corrupt files it refuses, libpng refuses too.
struct PNGFileTests {
    /// A PNG made chunk by chunk, so that each test can break one thing.
    struct Builder {
        var width = 4, height = 3, depth = 8, color = 6, interlace: UInt8 = 0
        /// The raw rows (filter byte first); by default every row filter 0 and grey pixels.
        var raw: [UInt8]?
        var palette: [UInt8]? = nil
        var extraChunks: [(String, [UInt8], afterData: Bool)] = []
        var splitData = false

        var header: PNGHeader { PNGHeader(width: width, height: height, bitDepth: depth, colorType: color, interlaced: interlace == 1) }

        var defaultRaw: [UInt8] {
            header.rows.flatMap { run in (0..<run.count).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: run.bytes) } }
        }

        static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            return be32(body.count) + typed + be32(Int(crc))
        }

        static func be32(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }

        static func zlib(_ data: [UInt8]) -> [UInt8] {
            let compressor = libdeflate_alloc_compressor(6)!
            defer { libdeflate_free_compressor(compressor) }
            var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, data.count))
            let count = data.withUnsafeBytes { input in
                out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
            }
            return Array(out.prefix(count))
        }

        func bytes(compressed: [UInt8]? = nil) -> [UInt8] {
            var file = PNGFile.signature
            file += Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [UInt8(depth), UInt8(color), 0, 0, interlace])
            if let palette { file += Self.chunk("PLTE", palette) }
            for extra in extraChunks where !extra.afterData { file += Self.chunk(extra.0, extra.1) }
            let data = compressed ?? Self.zlib(raw ?? defaultRaw)
            if splitData {
                let half = data.count / 2
                file += Self.chunk("IDAT", Array(data[..<half])) + Self.chunk("tEXt", Array("a\u{0}b".utf8)) + Self.chunk("IDAT", Array(data[half...]))
            } else {
                file += Self.chunk("IDAT", data)
            }
            for extra in extraChunks where extra.afterData { file += Self.chunk(extra.0, extra.1) }
            return file + Self.chunk("IEND", [])
        }
    }

    func libpngReads(_ bytes: [UInt8]) -> Bool {
        (try? RasterImage(pngData: bytes)) != nil
    }

    @Test(arguments: [
        Builder(),
        Builder(width: 5, height: 3, interlace: 1),
        Builder(width: 17, height: 9, depth: 16, color: 2, interlace: 1),
        Builder(width: 7, height: 2, depth: 1, color: 0),
        // The default pixels, 0x80, are colours 8 and 0 at 4 bits: a palette of nine holds them.
        Builder(width: 3, height: 3, depth: 4, color: 3, palette: (0..<27).map { UInt8($0 * 9) }),
        Builder(width: 5, height: 5, depth: 2, color: 3, interlace: 1, palette: [255, 0, 0, 0, 255, 0, 0, 0, 255]),
        Builder(extraChunks: [("tEXt", Array("Title\u{0}ok".utf8), afterData: false), ("zzZz", [1, 2, 3], afterData: true)]),
    ])
    func aWellFormedPNGIsAcceptedAndLibpngAgrees(builder: Builder) throws {
        let bytes = builder.bytes()
        #expect(try PNGFile.verify(bytes).get() == builder.header)
        #expect(libpngReads(bytes))
    }

    @Test func theHeaderIsReadFromTheFirst33BytesAlone() throws {
        let bytes = Builder(width: 8000, height: 6000).bytes(compressed: [0x78, 0x01])
        #expect(try PNGFile.header(of: bytes.prefix(PNGFile.headerLength)).get().pixelCount == 48_000_000)
        #expect(PNGFile.header(of: bytes.prefix(20)) == .failure(.truncated))
        #expect(PNGFile.header(of: Array("GIF89a and more than thirty-three bytes".utf8)) == .failure(.notPNG))
    }

    /// The third hostile-input trial: image data that inflates to fewer bytes than the header
    /// promises passed the checks, and Cairo then reported "out of memory".
    @Test func dataThatInflatesShortIsCorruptAndLibpngAgrees() {
        var builder = Builder()
        builder.raw = Array(builder.defaultRaw.dropLast(builder.width * 4 + 1))  // one row short
        let bytes = builder.bytes()
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "its data inflates to fewer bytes than the header's 4×3 pixels need")))
        #expect(!libpngReads(bytes))
    }

    @Test func dataThatInflatesLongIsCorrupt() {
        var builder = Builder()
        builder.raw = builder.defaultRaw + [0] + [UInt8](repeating: 1, count: 16)
        #expect(PNGFile.verify(builder.bytes()) == .failure(.corrupted(chunk: "IDAT", "its data inflates to more bytes than the header's 4×3 pixels need")))
    }

    @Test func anUnknownRowFilterIsCorruptAndLibpngAgrees() {
        var builder = Builder()
        var raw = builder.defaultRaw
        raw[1 + builder.width * 4] = 9  // the second row's filter byte
        builder.raw = raw
        let bytes = builder.bytes()
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "a row has the unknown filter type 9")))
        #expect(!libpngReads(bytes))
    }

    @Test func aWrongZlibChecksumIsCorruptAndLibpngAgrees() {
        let builder = Builder()
        var data = Builder.zlib(builder.defaultRaw)
        data[data.count - 1] ^= 0x55  // Adler-32, the last four bytes
        let bytes = builder.bytes(compressed: data)
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "its data is not valid zlib data (or fails zlib's checksum)")))
        #expect(!libpngReads(bytes))
    }

    @Test func aWrongChunkChecksumIsCorruptAndLibpngAgrees() {
        var bytes = Builder().bytes()
        bytes[45] ^= 0xFF  // inside IDAT's data: its CRC no longer matches
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "its checksum does not match")))
        #expect(!libpngReads(bytes))
    }

    @Test func aPaletteImageWithoutItsPaletteIsCorruptAndLibpngAgrees() {
        let bytes = Builder(width: 3, height: 3, depth: 4, color: 3).bytes()
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "PLTE", "a palette image has no palette before its data")))
        #expect(!libpngReads(bytes))
    }

    /// libpng draws a colour past the palette as black and reads on; a frame holding one is
    /// a broken file, not a difference to report.
    @Test func aPixelPastThePaletteIsCorrupt() {
        let raw: [UInt8] = [0, 0, 1, 0, /**/ 0, 1, 5, 0]
        let bytes = Builder(width: 3, height: 2, depth: 8, color: 3, raw: raw, palette: [255, 0, 0, 0, 255, 0]).bytes()
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "a pixel uses colour 5 of a palette of 2")))
    }

    /// Indices are read after the rows are unfiltered: a raw byte of 255 under the Sub filter
    /// is the colour before it, and bits past a row's last pixel are padding.
    @Test func paletteIndicesAreCheckedAfterUnfilteringAndIgnoreRowPadding() {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0]
        let subFiltered: [UInt8] = [1, 1, 0, 255, /**/ 4, 0, 255, 1]  // colours 1 1 0, then 1 0 1 (Paeth)
        #expect(throws: Never.self) { try PNGFile.verify(Builder(width: 3, height: 2, depth: 8, color: 3, raw: subFiltered, palette: palette).bytes()).get() }
        let climbing: [UInt8] = [1, 1, 1, 1]  // Sub: colours 1, 2, 3
        #expect(PNGFile.verify(Builder(width: 3, height: 1, depth: 8, color: 3, raw: climbing, palette: palette).bytes())
                == .failure(.corrupted(chunk: "IDAT", "a pixel uses colour 2 of a palette of 2")))
        // Three 1-bit pixels of colour 1, and five bits of padding set to 1.
        let padded: [UInt8] = [0, 0b1111_1111]
        #expect(throws: Never.self) { try PNGFile.verify(Builder(width: 3, height: 1, depth: 1, color: 3, raw: padded, palette: palette).bytes()).get() }
        let onePastAt2Bits: [UInt8] = [0, 0b0110_0000]  // colours 1, 2 of a palette of 2
        #expect(PNGFile.verify(Builder(width: 2, height: 1, depth: 2, color: 3, raw: onePastAt2Bits, palette: palette).bytes())
                == .failure(.corrupted(chunk: "IDAT", "a pixel uses colour 2 of a palette of 2")))
    }

    @Test func anUnknownCriticalChunkIsUnsupportedAndLibpngAgrees() {
        let bytes = Builder(extraChunks: [("ZOET", [1, 2], afterData: false)]).bytes()
        #expect(PNGFile.verify(bytes) == .failure(.unsupported("the critical chunk ZOET is unknown to PNG decoders")))
        #expect(!libpngReads(bytes))
    }

    @Test func imageDataSplitByAnotherChunkIsCorrupt() {
        let bytes = Builder(splitData: true).bytes()
        #expect(PNGFile.verify(bytes) == .failure(.corrupted(chunk: "IDAT", "the image data is split by other chunks")))
    }

    @Test func aFileCutShortOrWithoutDataIsRefused() {
        let bytes = Builder().bytes()
        #expect(PNGFile.verify(Array(bytes.dropLast(5))) == .failure(.truncated))
        var noData = PNGFile.signature + Builder.chunk("IHDR", Builder.be32(1) + Builder.be32(1) + [8, 6, 0, 0, 0])
        noData += Builder.chunk("IEND", [])
        #expect(PNGFile.verify(noData) == .failure(.corrupted(chunk: "IDAT", "there is no image data")))
    }

    @Test func anImpossibleFormatIsUnsupported() {
        let bytes = Builder(depth: 4, color: 6).bytes(compressed: [0x78, 0x01])
        #expect(PNGFile.verify(bytes) == .failure(.unsupported("bit depth 4 with colour type 6 is not a PNG format")))
    }
}

/// Notes kept in a PNG file (a snapshot's fingerprint and geometry) as iTXt chunks.
@Suite struct PNGTextTests {
    static func onePixel() throws -> [UInt8] {
        let image = try RasterImage(width: 1, height: 1, rgba: [52, 199, 89, 255])
        return PNGEncoder(level: 9).withEncoded(image, opaque: true) { Array($0) }
    }

    @Test func aNoteIsReadBackAndTheFileStaysAValidPNG() throws {
        let plain = try Self.onePixel()
        #expect(PNGFile.text(keyword: "zoetrope-geometry", in: plain) == nil)
        var png = PNGFile.addingText("{\"é\": 1}", keyword: "zoetrope-geometry", to: plain)
        png = PNGFile.addingText("second", keyword: "other", to: png)
        #expect(PNGFile.text(keyword: "zoetrope-geometry", in: png) == "{\"é\": 1}")
        #expect(PNGFile.text(keyword: "other", in: png) == "second")
        // Written again, a note replaces the one of its name.
        png = PNGFile.addingText("new", keyword: "other", to: png)
        #expect(PNGFile.text(keyword: "other", in: png) == "new")
        // Each note: length, name and checksum (12 bytes), the keyword and five bytes, the text.
        #expect(png.count == plain.count + (12 + 17 + 5 + "{\"é\": 1}".utf8.count) + (12 + 5 + 5 + 3))
        guard case .success(let header) = PNGFile.verify(png) else { Issue.record("not a valid PNG any more"); return }
        #expect(header.width == 1)
        // A damaged note is not read.
        var damaged = png
        let text = try #require((0..<png.count - 3).first { png[$0..<$0 + 3] == [0x7B, 0x22, 0xC3] })  // {"é
        damaged[text] ^= 0x01
        #expect(PNGFile.text(keyword: "zoetrope-geometry", in: damaged) == nil)
    }
}
