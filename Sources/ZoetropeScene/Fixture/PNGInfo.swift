/// What the fixture decoder checks of a PNG file before anything draws it: that it is one,
/// whole, with a sensible size. Decoding the pixels is the backends' work; this catches a
/// wrong file, a truncated one or a corrupted one at the fixture, with its JSON path.
struct PNGInfo: Equatable {
    var width: Int
    var height: Int

    /// The largest width or height a picture may have.
    static let maximumSide = 8192

    /// The size of the PNG in `bytes`, or why it is not a usable PNG.
    static func read(_ bytes: [UInt8]) -> Result<PNGInfo, PNGProblem> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(.notPNG) }
        var at = 8
        var info: PNGInfo?
        var sawData = false
        func uint32(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        while true {
            guard at + 12 <= bytes.count else { return .failure(.truncated) }
            let length = uint32(at)
            guard length <= 0x7FFF_FFFF, at + 12 + length <= bytes.count else { return .failure(.truncated) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let stored = UInt32(uint32(at + 8 + length))
            guard CRC32.checksum(bytes[at + 4..<at + 8 + length]) == stored else { return .failure(.corrupted(chunk: type)) }
            if info == nil {
                guard type == "IHDR", length == 13 else { return .failure(.corrupted(chunk: type)) }
                let width = uint32(at + 8), height = uint32(at + 12)
                let depth = bytes[at + 16], color = bytes[at + 17]
                let valid: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard valid[color]?.contains(depth) == true, bytes[at + 18] == 0, bytes[at + 19] == 0, bytes[at + 20] <= 1 else {
                    return .failure(.unsupported)
                }
                guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
                    return .failure(.tooLarge(width: width, height: height))
                }
                info = PNGInfo(width: width, height: height)
            }
            if type == "IDAT" { sawData = true }
            at += 12 + length
            if type == "IEND" { break }
        }
        guard let info, sawData else { return .failure(.truncated) }
        return .success(info)
    }
}

/// Why bytes are not a PNG Zoetrope can draw.
enum PNGProblem: Error, Equatable, CustomStringConvertible {
    case notPNG
    case truncated
    case corrupted(chunk: String)
    case unsupported
    case tooLarge(width: Int, height: Int)

    var description: String {
        switch self {
        case .notPNG: return "not a PNG file (it does not start with PNG's signature)"
        case .truncated: return "the PNG file is cut short"
        case .corrupted(let chunk): return "the PNG file is corrupted (its \(chunk.isEmpty ? "first" : chunk) chunk fails its checksum or is malformed)"
        case .unsupported: return "the PNG's header is invalid (bit depth, colour type or method)"
        case .tooLarge(let width, let height):
            return "the picture is \(width)×\(height) pixels; each side must be 1 to \(PNGInfo.maximumSide)"
        }
    }
}

/// CRC-32 as PNG and zlib define it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }
}
