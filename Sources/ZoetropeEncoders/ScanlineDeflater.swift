/// A deflate (RFC 1951) compressor made for rendered frames: it looks for a repeat in only a
/// few places: the pixel before, the row above, and the row above one pixel either side.
///
/// A general compressor (libdeflate, zlib) hashes every position to find where its bytes were
/// seen before; that search is most of its time. In a frame of a collection view almost every
/// repeat is one of two kinds: a flat stretch (the background, a cell's fill), where a pixel
/// repeats the one before it, and a row like the one above it (anything with vertical edges);
/// where neither gives a long match, a diagonal gradient repeats the row above shifted by a
/// pixel. Checking just those distances, eight bytes at a time, finds the same long matches
/// with no hash table, and with so few distances in use a distance costs a bit or two. What is left
/// (antialiased edges, glyphs) is coded as literals with Huffman codes fitted to each block.
/// On the benchmark's frames this is several times as fast as libdeflate's fastest level at a
/// similar size (`FormatBenchmark` prints both).
///
/// The output depends only on the input and its shape, so files are byte-identical run after
/// run. A block that would come out larger than its bytes is stored instead, so the output is
/// never more than `bound(count)`.
///
/// Not safe to share between threads: each thread keeps its own (it reuses its buffers).
package final class ScanlineDeflater {
    /// Symbols gathered before a block is written; each block gets Huffman codes of its own.
    static let blockSymbols = 1 << 16
    /// Literal bytes are < 256; a match is `matchFlag | (length - 3) << 16 | (distance - 1)`.
    private static let matchFlag: UInt32 = 1 << 31
    private let symbols = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSymbols)

    package init() {}

    deinit { symbols.deallocate() }

    /// The most bytes `deflate` writes for `count` bytes of input: stored blocks' size, plus a
    /// margin for headers and the final flush.
    package static func bound(_ count: Int) -> Int {
        count + 5 * (count / 65_535 + 2) + count / blockSymbols * 6 + 64
    }

    /// Compresses `count` bytes at `input` (scanlines of `rowBytes` bytes each, pixels of
    /// `pixelBytes` bytes) to raw deflate blocks at `output`, which must hold `bound(count)`
    /// bytes, and returns how many bytes were written.
    ///
    /// - Parameters:
    ///   - final: end the stream (the last block is marked final); otherwise the blocks end
    ///     with an empty stored block (a sync flush), on a byte, so more blocks can be appended
    ///     after them by another call.
    ///   - prepare: when given, the input is made ready piece by piece, just before it is read
    ///     (so a caller can fill it while it is in the cache): called with how many bytes are
    ///     ready, it readies more and returns the new count. Without it, all is ready.
    package func deflate(_ input: UnsafePointer<UInt8>, count: Int, rowBytes: Int, pixelBytes: Int, final: Bool,
                        into output: UnsafeMutablePointer<UInt8>, prepare: ((Int) -> Int)? = nil) -> Int {
        var writer = BitWriter(output)
        var position = 0
        var ready = prepare == nil ? count : 0
        /// Readies input up to `end` (or all of it).
        func makeReady(upTo end: Int) {
            guard let prepare else { return }
            while ready < Swift.min(end, count) {
                let next = prepare(ready)
                precondition(next > ready, "prepare must ready more input")
                ready = Swift.min(next, count)
            }
        }
        repeat {
            let start = position
            var symbolCount = 0
            var literalCounts = [UInt32](repeating: 0, count: 286)
            var distanceCounts = [UInt32](repeating: 0, count: 30)
            literalCounts.withUnsafeMutableBufferPointer { literalCounts in
                distanceCounts.withUnsafeMutableBufferPointer { distanceCounts in
                    // In pieces of ready input; a match may reach 258 bytes past where it starts.
                    repeat {
                        makeReady(upTo: position + 258 + 65_536)
                        let end = ready == count ? count : ready - 258
                        Self.parse(input, count: count, until: end, rowBytes: rowBytes, pixelBytes: pixelBytes, from: &position,
                                   symbols: symbols, symbolCount: &symbolCount,
                                   literalCounts: literalCounts.baseAddress!, distanceCounts: distanceCounts.baseAddress!)
                    } while position < count && symbolCount < Self.blockSymbols - 1
                }
            }
            let isLast = position == count
            writeBlock(input + start, count: position - start, symbolCount: symbolCount,
                       literalCounts: &literalCounts, distanceCounts: &distanceCounts,
                       final: final && isLast, writer: &writer)
        } while position < count
        if !final {
            // An empty stored block: three bits, up to the byte, then its lengths.
            writer.put(0, 3)
            writer.alignToByte()
            writer.putAlignedBytes([0x00, 0x00, 0xFF, 0xFF])
        }
        return writer.finish()
    }

    // MARK: - Finding matches

    /// Turns input from `position` into symbols until a block's worth is gathered (counting
    /// from `symbolCount`) or `position` reaches `end`, counting each symbol's Huffman symbol.
    /// A match may read on to `count`.
    @inline(__always)
    private static func parse(_ input: UnsafePointer<UInt8>, count: Int, until end: Int, rowBytes: Int, pixelBytes: Int, from position: inout Int,
                              symbols: UnsafeMutablePointer<UInt32>, symbolCount: inout Int,
                              literalCounts: UnsafeMutablePointer<UInt32>, distanceCounts: UnsafeMutablePointer<UInt32>) {
        var p = position
        var n = symbolCount
        let limit = blockSymbols - 1  // room for nothing else; the end-of-block code is not stored
        let lengthSymbols = Tables.lengthSymbol, distanceCodes = Tables.distanceCode
        // Deflate reaches back 32 KB at most: rows wider than that are matched only along.
        let above = rowBytes + pixelBytes <= 32_768 ? rowBytes : Int.max
        let aboveLeft = above == Int.max ? Int.max : above + pixelBytes
        while p < end && n < limit {
            let maximum = Swift.min(258, count &- p)
            var length = 0, distance = 0
            if p >= above {
                length = matchLength(input + p, input + (p &- above), maximum)
                distance = above
            }
            if length < maximum && p >= pixelBytes {
                let run = matchLength(input + p, input + (p &- pixelBytes), maximum)
                if run > length { length = run; distance = pixelBytes }
            }
            if length < 16 && p >= aboveLeft {
                // A diagonal gradient (colour a function of x + y or x − y) repeats the row
                // above one pixel over.
                let left = matchLength(input + p, input + (p &- aboveLeft), maximum)
                if left > length { length = left; distance = aboveLeft }
                let right = matchLength(input + p, input + (p &- above &+ pixelBytes), maximum)
                if right > length { length = right; distance = above &- pixelBytes }
            }
            if length >= 3 {
                symbols[n] = matchFlag | UInt32(truncatingIfNeeded: length &- 3) << 16 | UInt32(truncatingIfNeeded: distance &- 1)
                literalCounts[Int(lengthSymbols[length &- 3])] &+= 1
                distanceCounts[Int(distanceCodes[distance &- 1])] &+= 1
                p &+= length
            } else {
                let byte = input[p]
                symbols[n] = UInt32(byte)
                literalCounts[Int(byte)] &+= 1
                p &+= 1
            }
            n &+= 1
        }
        position = p
        symbolCount = n
    }

    /// How many bytes from `a` equal those from `b` (`b` before `a`; overlapping is fine, as
    /// in deflate), up to `maximum`.
    ///
    /// Eight bytes first (most tries fail there: an antialiased edge, a glyph), then, once those
    /// match, 32 bytes a step with one branch: a match that gets that far usually runs to 258
    /// (the background, a cell's fill, a row like the one above).
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ maximum: Int) -> Int {
        @inline(__always) func difference(_ offset: Int) -> UInt64 {
            UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self)
        }
        @inline(__always) func matched(_ offset: Int, _ x: UInt64) -> Int {
            offset &+ (UInt64(littleEndian: x).trailingZeroBitCount >> 3)
        }
        var n = 0
        if maximum >= 8 {
            let first = difference(0)
            if first != 0 { return matched(0, first) }
            n = 8
            while n &+ 32 <= maximum {
                let x0 = difference(n), x1 = difference(n &+ 8), x2 = difference(n &+ 16), x3 = difference(n &+ 24)
                if x0 | x1 | x2 | x3 != 0 {
                    if x0 != 0 { return matched(n, x0) }
                    if x1 != 0 { return matched(n &+ 8, x1) }
                    if x2 != 0 { return matched(n &+ 16, x2) }
                    return matched(n &+ 24, x3)
                }
                n &+= 32
            }
            while n &+ 8 <= maximum {
                let x = difference(n)
                if x != 0 { return matched(n, x) }
                n &+= 8
            }
        }
        while n < maximum && a[n] == b[n] { n &+= 1 }
        return n
    }

    // MARK: - Writing a block

    private func writeBlock(_ input: UnsafePointer<UInt8>, count: Int, symbolCount: Int,
                            literalCounts: inout [UInt32], distanceCounts: inout [UInt32], final: Bool, writer: inout BitWriter) {
        literalCounts[256] = 1  // end of block
        // Deflate decoders want at least two codes in a tree; give unused symbols a count.
        if literalCounts[0..<256].allSatisfy({ $0 == 0 }) { literalCounts[0] = 1 }
        let usedDistances = distanceCounts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        if usedDistances < 2 {
            if distanceCounts[0] == 0 { distanceCounts[0] = 1 } else { distanceCounts[1] = 1 }
        }
        let literalLengths = HuffmanCode.lengths(literalCounts, limit: 15)
        let distanceLengths = HuffmanCode.lengths(distanceCounts, limit: 15)
        let header = TreeHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)

        var bits = 3 + header.bitCount
        for symbol in 0..<286 { bits += Int(literalCounts[symbol]) * (Int(literalLengths[symbol]) + Int(Tables.literalExtraBits[symbol])) }
        for symbol in 0..<30 { bits += Int(distanceCounts[symbol]) * (Int(distanceLengths[symbol]) + Int(Tables.distanceExtraBits[symbol])) }
        let storedBytes = count + 5 * ((count + 65_534) / 65_535) + 1
        if bits / 8 > storedBytes {
            writeStored(input, count: count, final: final, writer: &writer)
            return
        }

        writer.put(final ? 1 : 0, 1)
        writer.put(2, 2)  // dynamic Huffman codes
        header.write(to: &writer)
        let literalCodes = HuffmanCode.codes(literalLengths), distanceCodes = HuffmanCode.codes(distanceLengths)
        literalCodes.withUnsafeBufferPointer { literalCodes in
            distanceCodes.withUnsafeBufferPointer { distanceCodes in
                let lengthSymbols = Tables.lengthSymbol, lengthExtraValues = Tables.lengthExtraValue
                let distanceSymbols = Tables.distanceCode, distanceBases = Tables.distanceBase
                let literalExtraBits = Tables.literalExtraBits, distanceExtraBits = Tables.distanceExtraBits
                for k in 0..<symbolCount {
                    let symbol = symbols[k]
                    if symbol & Self.matchFlag == 0 {
                        let code = literalCodes[Int(symbol)]
                        writer.put(UInt64(code.bits), Int(code.length))
                    } else {
                        let length = Int((symbol >> 16) & 0xFF), distance = Int(symbol & 0xFFFF)
                        let lengthSymbol = Int(lengthSymbols[length])
                        let code = literalCodes[lengthSymbol]
                        let extra = literalExtraBits[lengthSymbol]
                        writer.put(UInt64(code.bits) | UInt64(lengthExtraValues[length]) << code.length, Int(code.length) + Int(extra))
                        let distanceSymbol = Int(distanceSymbols[distance])
                        let distanceCode = distanceCodes[distanceSymbol]
                        let distanceExtra = UInt64(distance + 1 - Int(distanceBases[distanceSymbol]))
                        writer.put(UInt64(distanceCode.bits) | distanceExtra << distanceCode.length,
                                   Int(distanceCode.length) + Int(distanceExtraBits[distanceSymbol]))
                    }
                }
                let end = literalCodes[256]
                writer.put(UInt64(end.bits), Int(end.length))
            }
        }
    }

    /// The bytes as stored blocks (for input that does not compress).
    private func writeStored(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, writer: inout BitWriter) {
        var at = 0
        repeat {
            let size = Swift.min(65_535, count - at)
            let last = at + size == count
            writer.put(final && last ? 1 : 0, 1)
            writer.put(0, 2)
            writer.alignToByte()
            let length = UInt16(size)
            writer.putAlignedBytes([UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            writer.putAlignedBytes(UnsafeBufferPointer(start: input + at, count: size))
            at += size
        } while at < count
    }
}

// MARK: - Bits out

// MARK: - Huffman codes

/// Code lengths and canonical codes, as deflate defines them.
enum HuffmanCode {
    /// A code, bit-reversed (deflate sends codes from their most significant bit, in a
    /// stream packed from the least), and its length.
    struct Code {
        var bits: UInt16
        var length: UInt16
    }

    /// Optimal code lengths for `counts` no longer than `limit` (0 for an unused symbol).
    ///
    /// Huffman's construction, then, when some code came out too long, the longest codes are
    /// shortened and others lengthened until Kraft's sum is one again (as miniz does), lengths
    /// given back to the symbols in order of count. Ties are broken by symbol, so the result
    /// depends only on the counts.
    static func lengths(_ counts: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: counts.count)
        // Used symbols, least frequent first.
        let used = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        if used.isEmpty { return lengths }
        if used.count == 1 {
            lengths[used[0]] = 1
            return lengths
        }
        // Two queues: leaves in order, internal nodes in the order they are made (also in
        // order of weight). Nodes 0..<n are leaves, n... internal; parent links give depths.
        let n = used.count
        var weight = used.map { UInt64(counts[$0]) } + [UInt64](repeating: 0, count: n - 1)
        var parent = [Int](repeating: -1, count: 2 * n - 1)
        var leaf = 0, internalNext = n, internalMade = n
        func takeLightest() -> Int {
            if leaf < n && (internalNext == internalMade || weight[leaf] <= weight[internalNext]) {
                leaf += 1
                return leaf - 1
            }
            internalNext += 1
            return internalNext - 1
        }
        while internalMade < 2 * n - 1 {
            let a = takeLightest(), b = takeLightest()
            weight[internalMade] = weight[a] + weight[b]
            parent[a] = internalMade
            parent[b] = internalMade
            internalMade += 1
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        // How many codes of each length, with the too-long ones brought within the limit.
        var lengthCounts = [Int](repeating: 0, count: limit + 1)
        for k in 0..<n { lengthCounts[Swift.min(depth[k], limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += lengthCounts[length] << (limit - length) }
        while kraft > 1 << limit {
            lengthCounts[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where lengthCounts[length] > 0 {
                lengthCounts[length] -= 1
                lengthCounts[length + 1] += 2
                break
            }
            kraft -= 1
        }
        // The longest codes to the least frequent symbols.
        var k = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<lengthCounts[length] {
                lengths[used[k]] = UInt8(length)
                k += 1
            }
        }
        return lengths
    }

    /// Deflate's canonical codes for `lengths`, bit-reversed for writing.
    static func codes(_ lengths: [UInt8]) -> [Code] {
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + lengthCounts[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return Code(bits: 0, length: 0) }
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed = 0
            for bit in 0..<Int(length) where value & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            return Code(bits: UInt16(reversed), length: UInt16(length))
        }
    }
}

// MARK: - Deflate's tables

private enum Tables {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt32] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                         2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Extra bits after each literal/length symbol.
    static let literalExtraBits: [UInt8] = (0..<286).map { $0 < 257 ? 0 : UInt8(lengthExtra[$0 - 257]) }

    /// The symbol (257–285) of each length − 3.
    static let lengthSymbol: [UInt16] = (3...258).map { length in
        UInt16(257 + (lengthBase.lastIndex { $0 <= length } ?? 0))
    }
    /// The value of the extra bits of each length − 3.
    static let lengthExtraValue: [UInt16] = (3...258).map { length in
        UInt16(length - lengthBase[lengthBase.lastIndex { $0 <= length } ?? 0])
    }
    /// The code (0–29) of each distance − 1.
    static let distanceCode: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: 32_768)
        var code = 0
        for distance in 1...32_768 {
            while code + 1 < 30 && distanceBase[code + 1] <= distance { code += 1 }
            codes[distance - 1] = UInt8(code)
        }
        return codes
    }()
}
