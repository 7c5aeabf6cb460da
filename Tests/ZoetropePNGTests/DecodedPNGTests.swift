import Testing
import ZoetropeCairo
@testable import ZoetropePNG

/// `DecodedPNG` on PNGs of every format, made here from known samples: each row filtered with
/// one of the five filters in turn, interlaced or not, so that what comes out can be checked
/// against the samples that went in; and, for opaque 8-bit-or-less images, against libpng
/// (through Cairo) as well.
struct DecodedPNGTests {
    struct Format: CustomTestStringConvertible, Sendable {
        var color: Int
        var depth: Int
        var interlaced = false
        var palette: [UInt8]? = nil
        /// tRNS's bytes.
        var transparency: [UInt8]? = nil
        var testDescription: String {
            "colour type \(color), \(depth) bits\(interlaced ? ", interlaced" : "")\(transparency != nil ? ", tRNS" : "")"
        }
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][color]! }
    }

    static let palette: [UInt8] = (0..<16).flatMap { (index: Int) -> [UInt8] in
        [UInt8(index * 16), UInt8(255 - index * 16), UInt8(index * 7)]
    }

    static let formats: [Format] = [
        Format(color: 6, depth: 8), Format(color: 6, depth: 8, interlaced: true), Format(color: 6, depth: 16),
        Format(color: 2, depth: 8), Format(color: 2, depth: 16, interlaced: true),
        Format(color: 2, depth: 8, transparency: [0, 3, 0, 1, 0, 2]),
        Format(color: 0, depth: 1), Format(color: 0, depth: 2), Format(color: 0, depth: 4, interlaced: true),
        Format(color: 0, depth: 8), Format(color: 0, depth: 16), Format(color: 0, depth: 8, transparency: [0, 5]),
        Format(color: 4, depth: 8), Format(color: 4, depth: 16),
        Format(color: 3, depth: 1, palette: palette), Format(color: 3, depth: 2, palette: palette),
        Format(color: 3, depth: 4, interlaced: true, palette: palette),
        Format(color: 3, depth: 8, palette: palette, transparency: [0, 128, 255, 7]),
    ]

    /// A 13 × 11 image's samples, pixel by pixel (small values, so that colour keys match
    /// some pixels and palette indices stay within the palette).
    static func samples(_ format: Format, width: Int, height: Int) -> [[Int]] {
        let maximum = format.color == 3 ? Swift.min(15, (1 << format.depth) - 1) : (1 << format.depth) - 1
        return (0..<width * height).map { index in
            (0..<format.channels).map { channel in
                let value = (index * 37 + channel * 101 + index / width * 13) % (maximum + 1)
                return format.transparency != nil && format.color != 3 && index % 5 == 0 ? [3, 1, 2][channel % 3] : value
            }
        }.map { pixel in format.color == 0 && format.transparency != nil && pixel[0] < 3 ? [5] : pixel }
    }

    /// The RGBA a pixel's samples decode to (pngjs's rules, see `DecodedPNG`).
    static func expectedRGBA(_ format: Format, _ pixel: [Int]) -> [UInt8] {
        let maximum = (1 << format.depth) - 1
        func scaled(_ value: Int) -> UInt8 { UInt8((Double(value) * 255 / Double(maximum)).rounded()) }
        if format.color == 3 {
            let i = pixel[0]
            let alpha = format.transparency.map { i < $0.count ? $0[i] : 255 } ?? 255
            return [palette[i * 3], palette[i * 3 + 1], palette[i * 3 + 2], alpha]
        }
        if let key = format.transparency {
            let keys = stride(from: 0, to: key.count, by: 2).map { Int(key[$0]) << 8 | Int(key[$0 + 1]) }
            if Array(pixel.prefix(keys.count)) == keys { return [0, 0, 0, 0] }
        }
        switch format.color {
        case 0: return [scaled(pixel[0]), scaled(pixel[0]), scaled(pixel[0]), 255]
        case 4: return [scaled(pixel[0]), scaled(pixel[0]), scaled(pixel[0]), scaled(pixel[1])]
        case 2: return pixel.map(scaled) + [255]
        default: return pixel.map(scaled)
        }
    }

    /// The PNG of `samples`: rows packed at the format's depth (per Adam7 pass when
    /// interlaced), each filtered with filter `row % 5`.
    static func png(_ format: Format, _ samples: [[Int]], width: Int, height: Int) -> [UInt8] {
        let header = PNGHeader(width: width, height: height, bitDepth: format.depth, colorType: format.color, interlaced: format.interlaced)
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        let grids = format.interlaced ? adam7 : [(0, 0, 1, 1)]
        let bpp = Swift.max(1, header.bitsPerPixel / 8)
        var raw: [UInt8] = []
        var rowNumber = 0
        for (x0, y0, dx, dy) in grids {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            var previous = [UInt8](repeating: 0, count: (xs.count * header.bitsPerPixel + 7) / 8)
            for y in ys {
                var row = [UInt8](repeating: 0, count: previous.count)
                var bit = 0
                for x in xs {
                    for sample in samples[y * width + x] {
                        if format.depth == 16 {
                            row[bit / 8] = UInt8(sample >> 8); row[bit / 8 + 1] = UInt8(sample & 0xFF)
                        } else {
                            row[bit / 8] |= UInt8(sample << (8 - format.depth - bit % 8) & 0xFF)
                        }
                        bit += format.depth
                    }
                }
                let filter = rowNumber % 5
                rowNumber += 1
                raw.append(UInt8(filter))
                for i in row.indices {
                    let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                    let predicted: Int
                    switch filter {
                    case 1: predicted = a
                    case 2: predicted = b
                    case 3: predicted = (a + b) / 2
                    case 4:
                        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                    default: predicted = 0
                    }
                    raw.append(UInt8(truncatingIfNeeded: Int(row[i]) - predicted))
                }
                previous = row
            }
        }
        var builder = PNGFileTests.Builder(width: width, height: height, depth: format.depth, color: format.color, interlace: format.interlaced ? 1 : 0)
        builder.raw = raw
        builder.palette = format.palette
        if let transparency = format.transparency { builder.extraChunks = [("tRNS", transparency, afterData: false)] }
        return builder.bytes()
    }

    @Test(arguments: formats)
    func everyFormatDecodesToTheSamplesItWasMadeOf(_ format: Format) throws {
        let width = 13, height = 11
        let samples = Self.samples(format, width: width, height: height)
        let bytes = Self.png(format, samples, width: width, height: height)
        let decoded = try DecodedPNG(decoding: bytes)
        #expect(decoded.width == width && decoded.height == height)
        let expected = samples.flatMap { Self.expectedRGBA(format, $0) }
        let wrong = (0..<width * height).filter { Array(decoded.rgba[$0 * 4..<$0 * 4 + 4]) != Array(expected[$0 * 4..<$0 * 4 + 4]) }
        #expect(wrong.isEmpty, "\(wrong.count) pixels wrong, the first \(wrong.first.map { "at \($0): \(decoded.rgba[$0 * 4..<$0 * 4 + 4]) for \(expected[$0 * 4..<$0 * 4 + 4])" } ?? "")")
        // libpng agrees where nothing is translucent and no sample is rounded from 16 bits.
        if format.depth <= 8, expected.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 }) {
            #expect(try RasterImage(pngData: bytes).rgbaPixels() == decoded.rgba, "libpng decodes the same")
        }
    }

    @Test func whatVerifyRefusesTheDecoderRefusesInTheSameWords() {
        var unknownFilter = PNGFileTests.Builder()
        unknownFilter.raw = unknownFilter.defaultRaw
        unknownFilter.raw![unknownFilter.raw!.count - 17] = 7  // the last row's filter byte (4 pixels × 4 bytes after it)
        var pastPalette = PNGFileTests.Builder(width: 2, height: 1, depth: 8, color: 3, palette: [1, 2, 3])
        pastPalette.raw = [0, 0, 1]
        for bytes in [unknownFilter.bytes(), pastPalette.bytes(), Array(PNGFileTests.Builder().bytes().dropLast(20))] {
            guard case .failure(let problem) = PNGFile.verify(bytes) else {
                Issue.record("verify accepted a broken file")
                continue
            }
            #expect(throws: problem) { try DecodedPNG(decoding: bytes) }
        }
    }
}
