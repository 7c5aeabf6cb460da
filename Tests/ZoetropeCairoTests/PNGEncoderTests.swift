import Foundation
import Testing
import ZoetropeCairo

@Suite struct PNGEncoderTests {
    /// A 7×5 image whose every pixel is different, with the given alpha pattern.
    func image(alpha: (Int, Int) -> UInt8) throws -> RasterImage {
        var rgba: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 { rgba += [UInt8(x * 30), UInt8(y * 50), UInt8((x * 7 + y * 13) % 256), alpha(x, y)] }
        }
        return try RasterImage(width: 7, height: 5, rgba: rgba)
    }

    func decode(_ bytes: [UInt8]) throws -> RasterImage {
        let path = NSTemporaryDirectory() + "zoetrope-png-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try RasterImage(contentsOfPNG: path)
    }

    @Test func anOpaqueImageIsWrittenAsRGBAndReadsBackExactly() throws {
        let original = try image { _, _ in 255 }
        let png = PNGEncoder().encode(original, opaque: true)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[25] == 2)  // colour type: RGB
        #expect(try decode(png).rgbaPixels() == original.rgbaPixels())
    }

    @Test func aTranslucentImageIsWrittenAsRGBAAndReadsBackWithinPremultiplicationRounding() throws {
        let original = try image { x, y in UInt8((x * 40 + y * 9) % 256) }
        let png = PNGEncoder().encode(original, opaque: false)
        #expect(png[25] == 6)  // colour type: RGBA
        let decoded = try decode(png).rgbaPixels(), expected = original.rgbaPixels()
        #expect(decoded.count == expected.count)
        // Both sides keep premultiplied pixels, so a round trip is exact up to one level of
        // rounding per channel where alpha is small.
        for (a, b) in zip(decoded, expected) { #expect(abs(Int(a) - Int(b)) <= 1) }
        for k in stride(from: 3, to: decoded.count, by: 4) { #expect(decoded[k] == expected[k]) }
    }

    @Test func theChecksumsAreRight() throws {
        // Cairo's reader (libpng) rejects a chunk whose CRC is wrong; check them ourselves too.
        let png = PNGEncoder().encode(try image { _, _ in 255 }, opaque: true)
        var at = 8
        var chunks: [String] = []
        while at < png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            let typeAndData = Array(png[at + 4..<at + 8 + length])
            let stored = UInt32(png[at + 8 + length]) << 24 | UInt32(png[at + 9 + length]) << 16 | UInt32(png[at + 10 + length]) << 8 | UInt32(png[at + 11 + length])
            #expect(crc32(typeAndData) == stored)
            chunks.append(String(decoding: typeAndData[0..<4], as: UTF8.self))
            at += 12 + length
        }
        #expect(chunks == ["IHDR", "IDAT", "IEND"])
    }

    @Test func oneEncoderEncodesImageAfterImageOfAnySize() throws {
        let encoder = PNGEncoder()
        let big = try RasterImage(width: 40, height: 30, rgba: [UInt8](repeating: 200, count: 40 * 30 * 4))
        let small = try image { _, _ in 255 }
        _ = encoder.encode(big, opaque: true)
        #expect(encoder.encode(small, opaque: true) == PNGEncoder().encode(small, opaque: true))
    }

    /// CRC-32 as PNG defines it, bit by bit.
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// 300 × 100 pixels of smooth and noisy stretches; `changed` rows drawn in another colour.
    func tall(changed: Range<Int> = 0..<0, alpha: UInt8 = 255) throws -> RasterImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(300 * 100 * 4)
        var noise: UInt32 = 12345
        for y in 0..<100 {
            for x in 0..<300 {
                noise = noise &* 1_103_515_245 &+ 12345
                let grain = x > 200 ? UInt8(truncatingIfNeeded: noise >> 16) : UInt8(x % 256)
                rgba += changed.contains(y) ? [200, grain, 40, alpha] : [grain, UInt8(y * 2), 90, alpha]
            }
        }
        return try RasterImage(width: 300, height: 100, rgba: rgba)
    }

    @Test(arguments: [true, false])
    func aBandedFileDecodesToTheSamePixelsAsTheOneStreamFile(opaque: Bool) throws {
        let original = try tall(alpha: opaque ? 255 : 128)
        let encoder = PNGEncoder()
        let whole = encoder.encode(original, opaque: opaque)
        let banded = encoder.withEncoded(original, opaque: opaque, banded: true) { Array($0) }
        #expect(banded != whole)
        #expect(try decode(banded).rgbaPixels() == original.rgbaPixels())
        #expect(try decode(whole).rgbaPixels() == original.rgbaPixels())
    }

    @Test func aBandReusedFromTheFrameBeforeIsTheBandCompressedAfresh() throws {
        let first = try tall(), second = try tall(changed: 20..<37)
        let reusing = PNGEncoder()
        _ = reusing.withEncoded(first, opaque: true, banded: true) { Array($0) }
        // Only rows 20 to 36 changed: bands 1 and 2 (rows 16 to 47) are compressed again.
        let reused = reusing.withEncoded(second, opaque: true, changedRows: [20..<37], banded: true) { Array($0) }
        let afresh = PNGEncoder().withEncoded(second, opaque: true, banded: true) { Array($0) }
        #expect(reused == afresh)
        #expect(try decode(reused).rgbaPixels() == second.rgbaPixels())
        // Saying the wrong rows changed shows: the stale band is kept.
        let stale = PNGEncoder()
        _ = stale.withEncoded(first, opaque: true, banded: true) { Array($0) }
        let wrong = stale.withEncoded(second, opaque: true, changedRows: [60..<61], banded: true) { Array($0) }
        #expect(wrong != afresh)
    }
}
