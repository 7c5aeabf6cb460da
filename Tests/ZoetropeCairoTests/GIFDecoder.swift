/// A small GIF decoder written from the GIF89a specification, independent of the encoder, to
/// read back what `GIFEncoder` wrote: every frame composited as a viewer shows it.
struct GIFDecoder {
    struct Failure: Error, CustomStringConvertible { var description: String }

    struct Frame {
        /// The whole canvas after this frame is drawn, as RGB triples.
        var rgb: [UInt8]
        var delay: Int
        var rectangle: (x: Int, y: Int, width: Int, height: Int)
    }

    var width = 0, height = 0
    var palette: [[UInt8]] = []
    var loops: Int?
    var frames: [Frame] = []

    init(_ data: [UInt8]) throws {
        var position = 0
        func byte() throws -> Int {
            guard position < data.count else { throw Failure(description: "the file ends early at \(position)") }
            defer { position += 1 }
            return Int(data[position])
        }
        func word() throws -> Int {
            let low = try byte(), high = try byte()
            return low | high << 8
        }
        func subBlocks() throws -> [UInt8] {
            var result: [UInt8] = []
            while true {
                let count = try byte()
                if count == 0 { return result }
                guard position + count <= data.count else { throw Failure(description: "a sub-block runs past the end") }
                result += data[position..<position + count]
                position += count
            }
        }
        guard data.count > 13, String(decoding: data[0..<6], as: UTF8.self) == "GIF89a" else { throw Failure(description: "not GIF89a") }
        position = 6
        width = try word()
        height = try word()
        let flags = try byte()
        _ = try byte(); _ = try byte()
        guard flags & 0x80 != 0 else { throw Failure(description: "no global colour table") }
        for _ in 0..<(1 << ((flags & 7) + 1)) { palette.append([UInt8(try byte()), UInt8(try byte()), UInt8(try byte())]) }
        var canvas = [UInt8](repeating: 0, count: width * height * 3)
        var delay = 0
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let body = try subBlocks()
                if label == 0xF9 { delay = Int(body[1]) | Int(body[2]) << 8 }
                if label == 0xFF, body.count >= 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loops = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                let x = try word(), y = try word(), w = try word(), h = try word()
                let imageFlags = try byte()
                guard imageFlags & 0x80 == 0, imageFlags & 0x40 == 0 else { throw Failure(description: "unexpected local table or interlace") }
                let codeSize = try byte()
                let indices = try Self.decompress(try subBlocks(), minimumCodeSize: codeSize, count: w * h)
                for row in 0..<h {
                    for column in 0..<w {
                        let color = palette[Int(indices[row * w + column])]
                        let offset = ((y + row) * width + x + column) * 3
                        canvas[offset] = color[0]; canvas[offset + 1] = color[1]; canvas[offset + 2] = color[2]
                    }
                }
                frames.append(Frame(rgb: canvas, delay: delay, rectangle: (x, y, w, h)))
            case 0x3B:
                return
            case let other:
                throw Failure(description: "unexpected block 0x\(String(other, radix: 16)) at \(position - 1)")
            }
        }
    }

    static func decompress(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var bits = minimumCodeSize + 1
        var output: [UInt8] = []
        var previous: [UInt8]?
        var bitPosition = 0
        while bitPosition + bits <= data.count * 8 {
            var code = 0
            for bit in 0..<bits where data[(bitPosition + bit) / 8] & UInt8(1 << ((bitPosition + bit) % 8)) != 0 { code |= 1 << bit }
            bitPosition += bits
            if code == clear { reset(); bits = minimumCodeSize + 1; previous = nil; continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
                if let previous { table.append(previous + [entry[0]]) }
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
                table.append(entry)
            } else {
                throw Failure(description: "code \(code) is not in the table (\(table.count))")
            }
            output += entry
            previous = entry
            if table.count == 1 << bits && bits < 12 { bits += 1 }
        }
        guard output.count == count else { throw Failure(description: "decoded \(output.count) pixels, expected \(count)") }
        return output
    }
}
