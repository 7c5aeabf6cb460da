import CDeflate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An animated PNG (APNG) built picture by picture: full colour, alpha when the pictures have
/// any, lossless, so gradients and shadows do not band as they do in a 256-colour GIF.
///
/// The first picture is the file's default image (IDAT), so a viewer that knows only PNG shows
/// it. Each later picture is stored as the smallest rectangle holding every pixel that changed
/// since the one before, drawn with dispose "none" and blend "source" (the rectangle replaces
/// what was there, alpha included); a picture identical to the one before makes that one
/// last longer instead. Rows are filtered the way libpng chooses (per row, the filter whose
/// output has the smallest sum of absolute values) and compressed by libdeflate.
package struct APNGEncoder {
    package let width: Int
    package let height: Int
    /// Whether every picture is opaque: then RGB is stored, a quarter fewer bytes.
    package let opaque: Bool
    /// Whether the animation plays forever (otherwise once, stopping on its last frame).
    package let loops: Bool

    /// A picture waiting for its delay, which is known only when a different one follows.
    private struct Pending {
        var x: Int, y: Int, width: Int, height: Int
        var compressed: [UInt8]
        var seconds: Double
    }

    private var body: [UInt8] = []
    private var frameCount = 0
    private var sequence: UInt32 = 0
    private var previous: [UInt8]?
    private var pending: Pending?
    private let level: Int32

    /// - Parameter level: libdeflate's compression level, 1 (fast) to 12 (smallest).
    package init(width: Int, height: Int, opaque: Bool, loops: Bool, level: Int32 = 9) {
        precondition(width > 0 && height > 0 && width <= 0x7FFF_FFFF && height <= 0x7FFF_FFFF, "An APNG is at least 1×1 pixels")
        self.width = width
        self.height = height
        self.opaque = opaque
        self.loops = loops
        self.level = level
    }

    /// Adds a picture, `width × height` RGBA pixels with straight alpha, shown for `seconds`.
    package mutating func add(rgba: [UInt8], seconds: Double) {
        precondition(rgba.count == width * height * 4, "A picture is width × height RGBA pixels")
        guard let previous else {
            pending = Pending(x: 0, y: 0, width: width, height: height, compressed: compress(rgba, x: 0, y: 0, width: width, height: height),
                              seconds: seconds)
            self.previous = rgba
            return
        }
        guard let box = Self.changedBox(rgba, previous, width: width, height: height) else {
            pending!.seconds += seconds
            return
        }
        flush()
        pending = Pending(x: box.x, y: box.y, width: box.width, height: box.height,
                          compressed: compress(rgba, x: box.x, y: box.y, width: box.width, height: box.height), seconds: seconds)
        self.previous = rgba
    }

    /// The file, the last picture shown `hold` seconds longer. Nothing can be added after.
    package mutating func finish(holdingLastFor hold: Double = 0) -> [UInt8] {
        precondition(pending != nil, "An APNG has at least one picture")
        pending!.seconds += hold
        flush()
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        Self.append32(UInt32(width), to: &header)
        Self.append32(UInt32(height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &file)
        var control: [UInt8] = []
        Self.append32(UInt32(frameCount), to: &control)
        Self.append32(loops ? 0 : 1, to: &control)
        Self.appendChunk("acTL", control, to: &file)
        file += body
        Self.appendChunk("IEND", [], to: &file)
        return file
    }

    /// The delay of a frame as APNG writes it, a fraction of 16-bit numbers: exact for whole
    /// frames at whole frame rates and for milliseconds, rounded only for delays of minutes.
    static func delay(seconds: Double) -> (numerator: UInt16, denominator: UInt16) {
        for denominator in 1...1000 {
            let numerator = seconds * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-6, numerator.rounded() <= 65535 {
                return (UInt16(numerator.rounded()), UInt16(denominator))
            }
        }
        for denominator in [1000, 100, 10, 1] where (seconds * Double(denominator)).rounded() <= 65535 {
            return (UInt16((seconds * Double(denominator)).rounded()), UInt16(denominator))
        }
        return (65535, 1)
    }

    private mutating func flush() {
        guard let frame = pending else { return }
        pending = nil
        var control: [UInt8] = []
        Self.append32(sequence, to: &control)
        sequence += 1
        for value in [frame.width, frame.height, frame.x, frame.y] { Self.append32(UInt32(value), to: &control) }
        let delay = Self.delay(seconds: frame.seconds)
        control += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF), UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
        control += [0, 0]  // dispose: none; blend: source
        Self.appendChunk("fcTL", control, to: &body)
        // Chunks of at most 1 MB, as encoders usually write them.
        let chunkSize = 1 << 20
        for start in stride(from: 0, to: Swift.max(1, frame.compressed.count), by: chunkSize) {
            let part = frame.compressed[start..<Swift.min(frame.compressed.count, start + chunkSize)]
            if frameCount == 0 {
                Self.appendChunk("IDAT", Array(part), to: &body)
            } else {
                var data: [UInt8] = []
                Self.append32(sequence, to: &data)
                sequence += 1
                data += part
                Self.appendChunk("fdAT", data, to: &body)
            }
        }
        frameCount += 1
    }

    /// The smallest rectangle holding every pixel where `a` and `b` differ, or nil when they
    /// are the same.
    static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let pa = a.baseAddress!.assumingMemoryBound(to: UInt32.self), pb = b.baseAddress!.assumingMemoryBound(to: UInt32.self)
                var top = -1, bottom = -1
                for y in 0..<height where memcmp(pa + y * width, pb + y * width, width * 4) != 0 {
                    if top < 0 { top = y }
                    bottom = y
                }
                guard top >= 0 else { return nil }
                var left = width, right = -1
                for y in top...bottom {
                    let ra = pa + y * width, rb = pb + y * width
                    var x = 0
                    while x < left && ra[x] == rb[x] { x += 1 }
                    if x < left { left = x }
                    var r = width - 1
                    while r > right && ra[r] == rb[r] { r -= 1 }
                    if r > right { right = r }
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    /// The zlib stream of the filtered rows of a rectangle of `rgba`.
    private func compress(_ rgba: [UInt8], x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previousRow = [UInt8](repeating: 0, count: rowBytes), row = [UInt8](repeating: 0, count: rowBytes)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        for r in 0..<height {
            // The row, in the file's channels.
            rgba.withUnsafeBufferPointer { source in
                var at = ((y + r) * self.width + x) * 4
                var o = 0
                for _ in 0..<width {
                    row[o] = source[at]; row[o + 1] = source[at + 1]; row[o + 2] = source[at + 2]
                    if channels == 4 { row[o + 3] = source[at + 3] }
                    o += channels
                    at += 4
                }
            }
            let filter = Self.filterRow(row, previous: previousRow, channels: channels, into: &candidates)
            let start = r * (rowBytes + 1)
            raw[start] = UInt8(filter)
            raw.replaceSubrange((start + 1)..<(start + 1 + rowBytes), with: candidates[filter])
            swap(&row, &previousRow)
        }
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = raw.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        precondition(written > 0, "libdeflate's bound was too small")
        out.removeSubrange(written...)
        return out
    }

    /// Fills `candidates` with the row under each of PNG's five filters and returns the one
    /// whose bytes, read as signed, sum smallest in absolute value (libpng's heuristic).
    static func filterRow(_ row: [UInt8], previous: [UInt8], channels: Int, into candidates: inout [[UInt8]]) -> Int {
        let count = row.count
        var sums = [Int](repeating: 0, count: 5)
        row.withUnsafeBufferPointer { x in
            previous.withUnsafeBufferPointer { b in
                for filter in 0..<5 {
                    candidates[filter].withUnsafeMutableBufferPointer { out in
                        var sum = 0
                        for i in 0..<count {
                            let a = i >= channels ? Int(x[i - channels]) : 0
                            let c = i >= channels ? Int(b[i - channels]) : 0
                            let up = Int(b[i])
                            let predicted: Int
                            switch filter {
                            case 0: predicted = 0
                            case 1: predicted = a
                            case 2: predicted = up
                            case 3: predicted = (a + up) / 2
                            default:
                                let p = a + up - c
                                let pa = abs(p - a), pb = abs(p - up), pc = abs(p - c)
                                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? up : c
                            }
                            let value = UInt8(truncatingIfNeeded: Int(x[i]) - predicted)
                            out[i] = value
                            sum += value < 128 ? Int(value) : 256 - Int(value)
                        }
                        sums[filter] = sum
                    }
                }
            }
        }
        var best = 0
        for filter in 1..<5 where sums[filter] < sums[best] { best = filter }
        return best
    }

    static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to bytes: inout [UInt8]) {
        append32(UInt32(data.count), to: &bytes)
        let start = bytes.count
        bytes += Array(type.utf8)
        bytes += data
        let crc = bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start, bytes.count - start) }
        append32(crc, to: &bytes)
    }
}
