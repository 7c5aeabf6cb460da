import Testing
@testable import ZoetropeCairo
@testable import ZoetropeEncoders

/// The parts of the APNG encoder a decoder cannot see wrong at a glance: delays as 16-bit
/// fractions, the changed rectangle, and filters that a reader can undo.
@Suite struct APNGEncoderTests {
    static let delays: [(seconds: Double, numerator: Int, denominator: Int)] = [
        (0.1, 1, 10), (2.7, 27, 10), (3.0 / 30, 1, 10), (1.0 / 7, 1, 7), (100, 100, 1), (1.0 / 60 * 7, 7, 60), (0.0166, 83, 5000),
    ]

    @Test(arguments: delays.indices)
    func delaysAreExactFractions(index: Int) {
        let (seconds, numerator, denominator) = Self.delays[index]
        let delay = APNGEncoder.delay(seconds: seconds)
        if denominator <= 1000 {
            #expect(Int(delay.numerator) == numerator && Int(delay.denominator) == denominator, "\(seconds) s is \(delay.numerator)/\(delay.denominator)")
        } else {
            // Not a fraction with a small denominator: milliseconds.
            #expect(delay.numerator == 17 && delay.denominator == 1000, "\(seconds) s is \(delay.numerator)/\(delay.denominator)")
        }
    }

    @Test func longDelaysAreRoundedNotWrapped() {
        let delay = APNGEncoder.delay(seconds: 5000.25)
        #expect(Double(delay.numerator) / Double(delay.denominator) > 4999)
        #expect(APNGEncoder.delay(seconds: 1e9) == (65535, 1))
    }

    @Test func theChangedBoxHoldsEveryDifferingPixelAndNoMore() {
        let width = 7, height = 5
        let a = [UInt8](repeating: 9, count: width * height * 4)
        #expect(APNGEncoder.changedBox(a, a, width: width, height: height) == nil)
        var b = a
        b[(1 * width + 2) * 4 + 1] = 0  // (2, 1), green
        b[(3 * width + 5) * 4 + 3] = 0  // (5, 3), alpha
        let box = APNGEncoder.changedBox(b, a, width: width, height: height)
        #expect(box?.x == 2 && box?.y == 1 && box?.width == 4 && box?.height == 3)
    }

    @Test func everyFilterIsUndoneByTheReadersRule() {
        let channels = 3
        let previous: [UInt8] = (0..<30).map { UInt8(($0 * 37) % 256) }
        let row: [UInt8] = (0..<30).map { UInt8(($0 * 91 + 13) % 256) }
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: row.count), count: 5)
        _ = APNGEncoder.filterRow(row, previous: previous, channels: channels, into: &candidates)
        for filter in 0..<5 {
            // Undo as the PNG specification's reader does.
            var out = [UInt8](repeating: 0, count: row.count)
            for i in 0..<row.count {
                let a = i >= channels ? Int(out[i - channels]) : 0, b = Int(previous[i]), c = i >= channels ? Int(previous[i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                default:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                }
                out[i] = UInt8(truncatingIfNeeded: Int(candidates[filter][i]) + predicted)
            }
            #expect(out == row, "filter \(filter)")
        }
    }
}
