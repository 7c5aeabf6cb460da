/// A dynamic block's header: the two trees' code lengths, run-length coded, and the code that
/// codes them.
struct TreeHeader {
    /// The order deflate sends the code-length code's lengths in.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private let literalCount: Int, distanceCount: Int, lengthCodeCount: Int
    /// Code-length symbols (0–18) with their extra bits' value.
    private var runs: [(symbol: Int, extra: Int)] = []
    private let lengthCodeLengths: [UInt8]
    private let lengthCodes: [HuffmanCode.Code]
    /// Bits the header takes.
    let bitCount: Int

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = Swift.max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = Swift.max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literalLengths[0..<literalCount] + distanceLengths[0..<distanceCount])
        var k = 0
        while k < all.count {
            let value = all[k]
            var run = 1
            while k + run < all.count && all[k + run] == value { run += 1 }
            k += run
            if value == 0 {
                while run >= 11 { let take = Swift.min(run, 138); runs.append((18, take - 11)); run -= take }
                if run >= 3 { runs.append((17, run - 3)); run = 0 }
            } else {
                runs.append((Int(value), 0))
                run -= 1
                while run >= 3 { let take = Swift.min(run, 6); runs.append((16, take - 3)); run -= take }
            }
            for _ in 0..<run { runs.append((Int(value), 0)) }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        lengthCodeLengths = HuffmanCode.lengths(counts, limit: 7)
        lengthCodes = HuffmanCode.codes(lengthCodeLengths)
        var used = 19
        while used > 4 && lengthCodeLengths[Self.order[used - 1]] == 0 { used -= 1 }
        lengthCodeCount = used
        var bits = 5 + 5 + 4 + 3 * used
        for run in runs { bits += Int(lengthCodeLengths[run.symbol]) + Self.extraBits(run.symbol) }
        bitCount = bits
    }

    func write(to writer: inout BitWriter) {
        writer.put(UInt64(literalCount - 257), 5)
        writer.put(UInt64(distanceCount - 1), 5)
        writer.put(UInt64(lengthCodeCount - 4), 4)
        for k in 0..<lengthCodeCount { writer.put(UInt64(lengthCodeLengths[Self.order[k]]), 3) }
        for run in runs {
            let code = lengthCodes[run.symbol]
            writer.put(UInt64(code.bits), Int(code.length))
            writer.put(UInt64(run.extra), Self.extraBits(run.symbol))
        }
    }

    /// Extra bits after a code-length symbol: a repeat's count.
    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }
}
