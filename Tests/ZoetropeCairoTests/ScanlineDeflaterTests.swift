import CZlib
import Foundation
import Testing
@testable import ZoetropeCairo
@testable import ZoetropeEncoders

@Suite struct ScanlineDeflaterTests {
    /// Inflates a raw deflate stream with zlib, which rejects any malformed block.
    func inflated(_ compressed: [UInt8], expecting count: Int) throws -> [UInt8] {
        var stream = z_stream()
        #expect(inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: count + 16)
        var input = compressed
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        #expect(status == Z_STREAM_END, "zlib: \(status)")
        return Array(output[0..<Int(stream.total_out)])
    }

    func deflated(_ bytes: [UInt8], rowBytes: Int, pixelBytes: Int, final: Bool = true, with deflater: ScanlineDeflater = ScanlineDeflater()) -> [UInt8] {
        var output = [UInt8](repeating: 0xAA, count: ScanlineDeflater.bound(bytes.count))
        let count = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                deflater.deflate(input.baseAddress!, count: input.count, rowBytes: rowBytes, pixelBytes: pixelBytes, final: final, into: output.baseAddress!)
            }
        }
        return Array(output[0..<count])
    }

    /// Scanlines in the manner of a frame: flat stretches, rows like the one above, and noise.
    func frameLike(width: Int, height: Int, pixelBytes: Int, seed: UInt32) -> [UInt8] {
        var noise = seed
        var bytes: [UInt8] = []
        for y in 0..<height {
            bytes.append(0)
            for x in 0..<width {
                noise = noise &* 1_103_515_245 &+ 12345
                let inCell = (x / 17 + y / 9) % 3 == 0
                let grainy = (x + y) % 23 < 2
                for c in 0..<pixelBytes {
                    bytes.append(grainy ? UInt8(truncatingIfNeeded: noise >> (8 + c)) : inCell ? UInt8(40 * c + 30) : UInt8(240 - c))
                }
            }
        }
        return bytes
    }

    @Test(arguments: [3, 4])
    func framesOfEveryKindInflateToTheirBytes(pixelBytes: Int) throws {
        for (width, height) in [(1, 1), (2, 3), (37, 11), (300, 90), (1170, 40)] {
            let bytes = frameLike(width: width, height: height, pixelBytes: pixelBytes, seed: UInt32(width * 31 + height))
            let rowBytes = 1 + width * pixelBytes
            let compressed = deflated(bytes, rowBytes: rowBytes, pixelBytes: pixelBytes)
            #expect(try inflated(compressed, expecting: bytes.count) == bytes, "\(width)×\(height)")
            #expect(compressed.count <= ScanlineDeflater.bound(bytes.count))
        }
    }

    /// A match with the row above breaks off at each byte in turn, from the first to past the
    /// longest match: wherever it breaks, inside the first eight bytes or in any word of a
    /// longer step, the match ends exactly there and the stream inflates to the input.
    @Test func aMatchEndsAtTheByteWhereItsRowsDiffer() throws {
        let rowBytes = 1 + 100 * 3
        var noise: UInt32 = 7
        var first: [UInt8] = []
        for _ in 0..<rowBytes {
            noise = noise &* 1_103_515_245 &+ 12345
            first.append(UInt8(truncatingIfNeeded: noise >> 16))
        }
        var bytes = first
        for breakAt in 0..<rowBytes {
            var row = first
            row[breakAt] ^= 0x5A
            bytes += row + first
        }
        let compressed = deflated(bytes, rowBytes: rowBytes, pixelBytes: 3)
        #expect(try inflated(compressed, expecting: bytes.count) == bytes)
        // Matched, not stored: each pair of rows costs a few matches and a literal.
        #expect(compressed.count < bytes.count / 20)
    }

    @Test func rowsWiderThanTheWindowAreMatchedOnlyAlong() throws {
        // 11,000 RGB pixels a row: the row above is 33,001 bytes back, beyond deflate's 32 KB.
        let bytes = frameLike(width: 11_000, height: 4, pixelBytes: 3, seed: 5)
        #expect(try inflated(deflated(bytes, rowBytes: 33_001, pixelBytes: 3), expecting: bytes.count) == bytes)
    }

    @Test func diagonalGradientsMatchTheRowAboveOnePixelOver() throws {
        // Colour a function of x + y, then of x − y: each row is the one above shifted by a pixel.
        for slope in [1, -1] {
            var bytes: [UInt8] = []
            for y in 0..<64 {
                bytes.append(0)
                for x in 0..<300 { bytes += [UInt8(truncatingIfNeeded: x + slope * y), 80, UInt8(truncatingIfNeeded: (x + slope * y) / 3)] }
            }
            let compressed = deflated(bytes, rowBytes: 901, pixelBytes: 3)
            #expect(try inflated(compressed, expecting: bytes.count) == bytes)
            #expect(compressed.count < bytes.count / 40, "slope \(slope): \(compressed.count) bytes")
        }
    }

    @Test func flatFramesCompressToAlmostNothing() throws {
        // 1170×2532 RGB of one colour: a row of runs, then rows equal to the one above.
        let width = 1170, height = 2532
        let row = [UInt8(0)] + [UInt8](repeating: 0, count: width * 3).enumerated().map { UInt8([242, 242, 247][$0.offset % 3]) }
        let bytes = [UInt8]((0..<height).map { _ in row }.joined())
        let compressed = deflated(bytes, rowBytes: row.count, pixelBytes: 3)
        #expect(try inflated(compressed, expecting: bytes.count) == bytes)
        #expect(compressed.count < bytes.count / 150)
    }

    @Test func noiseIsStoredAndNeverOutgrowsTheBound() throws {
        var noise: UInt64 = 99
        let bytes = (0..<200_003).map { _ -> UInt8 in
            noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: noise >> 33)
        }
        let compressed = deflated(bytes, rowBytes: 1001, pixelBytes: 4)
        #expect(compressed.count <= ScanlineDeflater.bound(bytes.count))
        #expect(compressed.count > bytes.count)
        #expect(try inflated(compressed, expecting: bytes.count) == bytes)
    }

    @Test func manyBlocksAndEverySymbolInflate() throws {
        // Alternating bytes defeat every match, so each byte is a symbol: several blocks.
        let bytes = (0..<(ScanlineDeflater.blockSymbols * 3 + 5)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
        let compressed = deflated(bytes, rowBytes: 513, pixelBytes: 3)
        #expect(try inflated(compressed, expecting: bytes.count) == bytes)
    }

    @Test func pieceAfterPieceMakesOneStreamWhenEachEndsOnAByte() throws {
        let deflater = ScanlineDeflater()
        let first = frameLike(width: 50, height: 16, pixelBytes: 3, seed: 1), second = frameLike(width: 50, height: 16, pixelBytes: 3, seed: 2)
        let a = deflated(first, rowBytes: 151, pixelBytes: 3, final: false, with: deflater)
        let b = deflated(second, rowBytes: 151, pixelBytes: 3, final: false, with: deflater)
        // Ended by an empty final block with fixed codes, as PNGEncoder ends its bands.
        let stream = a + b + [0x03, 0x00]
        #expect(Array(a.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
        #expect(try inflated(stream, expecting: first.count + second.count) == first + second)
    }

    @Test func theOutputDependsOnlyOnTheInput() {
        let deflater = ScanlineDeflater()
        let bytes = frameLike(width: 200, height: 50, pixelBytes: 3, seed: 7)
        let once = deflated(bytes, rowBytes: 601, pixelBytes: 3, with: deflater)
        _ = deflated(frameLike(width: 90, height: 10, pixelBytes: 4, seed: 8), rowBytes: 361, pixelBytes: 4, with: deflater)
        #expect(deflated(bytes, rowBytes: 601, pixelBytes: 3, with: deflater) == once)
    }

    @Test func inputReadiedPieceByPieceCompressesToTheSameBytes() {
        let bytes = frameLike(width: 1170, height: 120, pixelBytes: 3, seed: 3)
        let whole = deflated(bytes, rowBytes: 3511, pixelBytes: 3)
        // The input is poisoned beyond what is ready: reading ahead of `prepare` would show.
        var staged = [UInt8](repeating: 0x5A, count: bytes.count)
        var output = [UInt8](repeating: 0, count: ScanlineDeflater.bound(bytes.count))
        var calls = 0
        let count = staged.withUnsafeMutableBufferPointer { staged in
            output.withUnsafeMutableBufferPointer { output in
                let input = staged.baseAddress!
                return ScanlineDeflater().deflate(input, count: bytes.count, rowBytes: 3511, pixelBytes: 3, final: true,
                                                  into: output.baseAddress!) { ready in
                    calls += 1
                    let end = Swift.min(bytes.count, ready + 7 * 3511 + 5)
                    for k in ready..<end { input[k] = bytes[k] }
                    return end
                }
            }
        }
        #expect(calls > 10)
        #expect(Array(output[0..<count]) == whole)
    }

    @Test func lengthsAreOptimalAndWithinTheLimit() {
        // Fibonacci counts make Huffman's tree as deep as it gets: 24 symbols, depth 23.
        var counts: [UInt32] = [1, 1]
        while counts.count < 24 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        let unlimited = HuffmanCode.lengths(counts, limit: 30)
        #expect(unlimited.max() == 23)
        for limit in [7, 15] {
            let lengths = HuffmanCode.lengths(counts, limit: limit)
            #expect(lengths.max()! <= UInt8(limit))
            // Kraft's sum is exactly one: a complete prefix code.
            #expect(lengths.reduce(0) { $0 + (1 << (limit - Int($1))) } == 1 << limit)
        }
        #expect(HuffmanCode.lengths([5, 5, 5, 5], limit: 15) == [2, 2, 2, 2])
        #expect(HuffmanCode.lengths([0, 9, 0], limit: 15) == [0, 1, 0])
    }
}
