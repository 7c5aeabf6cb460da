/// An animated GIF (GIF89a) built frame by frame: one global palette, a NETSCAPE2.0 block that
/// loops it forever, and for each frame only the rectangle that changed since the one before.
///
/// For README images: GIF is what every Markdown renderer plays. Frames whose pixels are all
/// the same as the previous frame's add their time to it instead of being written again. A
/// GIF counts time in hundredths of a second; each frame's delay is rounded so that the
/// delays add up to the animation's own times (frame k starts at round(100·t_k) cs), never
/// drifting. Nothing depends on time or memory addresses: the same frames give the same bytes.
package struct GIFEncoder: Sendable {
    package let width: Int
    package let height: Int
    package let palette: GIFPalette
    private var bytes: [UInt8] = []
    /// The previous frame as palette indices, and the not-yet-written frame waiting for its
    /// delay to be known.
    private var previous: [UInt8]?
    private var pending: (frame: EncodedFrame, start: Int)?
    private var finished = false

    /// Starts a GIF of `width` × `height` pixels drawn in `palette`.
    /// Without `loops`, the GIF plays once and stays on its last frame (no NETSCAPE2.0 block).
    package init(width: Int, height: Int, palette: GIFPalette, loops: Bool = true) {
        precondition(width > 0 && height > 0 && width <= 65_535 && height <= 65_535, "A GIF is 1 to 65535 pixels on a side")
        self.width = width
        self.height = height
        self.palette = palette
        bytes.append(contentsOf: Array("GIF89a".utf8))
        appendWord(width)
        appendWord(height)
        let tableBits = Self.tableBits(palette.colors.count)
        // Global colour table present, 8 bits of colour resolution, its size.
        bytes.append(0x80 | 0x70 | UInt8(tableBits - 1))
        bytes.append(0) // background colour index
        bytes.append(0) // pixel aspect ratio: square
        for index in 0..<(1 << tableBits) {
            bytes.append(contentsOf: index < palette.colors.count ? palette.colors[index] : [0, 0, 0])
        }
        // NETSCAPE2.0 application extension: loop forever.
        if loops { bytes.append(contentsOf: [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]) }
    }

    /// Adds a frame (RGBA, `width` × `height`) shown from `centiseconds` after the start.
    /// Times must increase.
    package mutating func add(rgba: [UInt8], at centiseconds: Int) {
        precondition(!finished, "The GIF is finished")
        let indices = indices(rgba: rgba)
        if let frame = encodedFrame(indices, after: previous) { add(frame, at: centiseconds) }
        previous = indices
    }

    /// A frame's pixels as palette indices: the costly half of adding a frame, and one that
    /// depends on nothing but the frame, so frames can be mapped on every core.
    package func indices(rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4, "A frame holds width × height × 4 bytes")
        var indices = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = y * width + x
                indices[pixel] = palette.index(rgba, pixel * 4, x: x, y: y)
            }
        }
        return indices
    }

    /// A frame ready to be written: the rectangle that changed since the frame before, and its
    /// pixels LZW-compressed.
    package struct EncodedFrame: Sendable {
        var rectangle: (x: Int, y: Int, width: Int, height: Int)
        var data: [UInt8]
    }

    /// `indices` encoded against the frame before (`previous`, nil for the first): nil when
    /// nothing changed. The other costly half, and independent of every other frame pair.
    package func encodedFrame(_ indices: [UInt8], after previous: [UInt8]?) -> EncodedFrame? {
        let rectangle: (x: Int, y: Int, width: Int, height: Int)
        if let previous {
            guard let changed = Self.changedRectangle(previous, indices, width: width, height: height) else { return nil }
            rectangle = changed
        } else {
            rectangle = (0, 0, width, height)
        }
        var cropped = [UInt8]()
        cropped.reserveCapacity(rectangle.width * rectangle.height)
        for y in rectangle.y..<(rectangle.y + rectangle.height) {
            let start = y * width + rectangle.x
            cropped.append(contentsOf: indices[start..<(start + rectangle.width)])
        }
        let minimumCodeSize = Swift.max(2, Self.tableBits(palette.colors.count))
        return EncodedFrame(rectangle: rectangle, data: GIFLZW.compress(cropped, minimumCodeSize: minimumCodeSize))
    }

    /// Adds a frame encoded by `encodedFrame(_:after:)` against the frame added before it,
    /// shown from `centiseconds`. Times must increase.
    package mutating func add(_ frame: EncodedFrame, at centiseconds: Int) {
        precondition(!finished, "The GIF is finished")
        if let pending { writeFrame(pending.frame, delay: centiseconds - pending.start) }
        pending = (frame, centiseconds)
    }

    /// Writes the last frame, held for `holdCentiseconds`, and the trailer; returns the file.
    package mutating func finish(holdingLastFrameFor holdCentiseconds: Int) -> [UInt8] {
        if !finished {
            if let pending { writeFrame(pending.frame, delay: holdCentiseconds) }
            bytes.append(0x3B)
            finished = true
        }
        return bytes
    }

    // MARK: - Writing

    private mutating func writeFrame(_ frame: EncodedFrame, delay: Int) {
        let rectangle = frame.rectangle
        // Graphic control extension: disposal "leave in place" (1), no transparency.
        bytes.append(contentsOf: [0x21, 0xF9, 0x04, 0x04])
        appendWord(Swift.max(0, Swift.min(delay, 65_535)))
        bytes.append(contentsOf: [0x00, 0x00])
        // Image descriptor, no local colour table, not interlaced.
        bytes.append(0x2C)
        appendWord(rectangle.x)
        appendWord(rectangle.y)
        appendWord(rectangle.width)
        appendWord(rectangle.height)
        bytes.append(0x00)
        let minimumCodeSize = Swift.max(2, Self.tableBits(palette.colors.count))
        bytes.append(UInt8(minimumCodeSize))
        let data = frame.data
        var offset = 0
        while offset < data.count {
            let count = Swift.min(255, data.count - offset)
            bytes.append(UInt8(count))
            bytes.append(contentsOf: data[offset..<(offset + count)])
            offset += count
        }
        bytes.append(0x00)
    }

    private mutating func appendWord(_ value: Int) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8((value >> 8) & 0xFF))
    }

    /// Bits to index `count` colours: the colour table has 2^bits entries, 2 at least.
    static func tableBits(_ count: Int) -> Int {
        var bits = 1
        while (1 << bits) < count { bits += 1 }
        return bits
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRectangle(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width && a[row + x] == b[row + x] { x += 1 }
            guard x < width else { continue }
            var last = width - 1
            while a[row + last] == b[row + last] { last -= 1 }
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, last)
            minY = Swift.min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}

/// GIF's variable-length LZW, codes packed least significant bit first.
///
/// The classic open-addressed hash table (the one in Unix `compress` and most GIF encoders):
/// 5003 slots, cleared with a clear code when the 4096 codes are used up.
enum GIFLZW {
    // Kept whole: the code loop and the bit packer share six counters at every code, in the
    // hottest loop of GIF encoding; apart, they would hand them back and forth per symbol.
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let tableSize = 5003
        let maximumCodes = 4096
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        let initialBits = minimumCodeSize + 1
        var hashes = [Int32](repeating: -1, count: tableSize)
        var codes = [Int32](repeating: 0, count: tableSize)
        var output: [UInt8] = []
        output.reserveCapacity(indices.count / 2)
        var accumulator = 0, accumulatedBits = 0
        var bits = initialBits
        var maximumCode = (1 << bits) - 1
        var nextCode = clearCode + 2
        var clearing = false

        func emit(_ code: Int) {
            accumulator |= code << accumulatedBits
            accumulatedBits += bits
            while accumulatedBits >= 8 {
                output.append(UInt8(accumulator & 0xFF))
                accumulator >>= 8
                accumulatedBits -= 8
            }
            if nextCode > maximumCode || clearing {
                if clearing {
                    bits = initialBits
                    maximumCode = (1 << bits) - 1
                    clearing = false
                } else {
                    bits += 1
                    maximumCode = bits == 12 ? maximumCodes : (1 << bits) - 1
                }
            }
            if code == endCode && accumulatedBits > 0 {
                output.append(UInt8(accumulator & 0xFF))
                accumulator = 0
                accumulatedBits = 0
            }
        }

        var shift = 0
        var probe = tableSize
        while probe < 65_536 { shift += 1; probe *= 2 }
        shift = 8 - shift

        emit(clearCode)
        guard var prefix = indices.first.map(Int.init) else {
            emit(endCode)
            return output
        }
        var position = 1
        outer: while position < indices.count {
            let symbol = Int(indices[position])
            position += 1
            let key = Int32((symbol << 12) + prefix)
            var slot = (symbol << shift) ^ prefix
            if hashes[slot] == key {
                prefix = Int(codes[slot])
                continue
            }
            if hashes[slot] >= 0 {
                let step = slot == 0 ? 1 : tableSize - slot
                repeat {
                    slot -= step
                    if slot < 0 { slot += tableSize }
                    if hashes[slot] == key {
                        prefix = Int(codes[slot])
                        continue outer
                    }
                } while hashes[slot] >= 0
            }
            emit(prefix)
            prefix = symbol
            if nextCode < maximumCodes {
                codes[slot] = Int32(nextCode)
                hashes[slot] = key
                nextCode += 1
            } else {
                for index in 0..<tableSize { hashes[index] = -1 }
                nextCode = clearCode + 2
                clearing = true
                emit(clearCode)
            }
        }
        emit(prefix)
        emit(endCode)
        return output
    }
}
