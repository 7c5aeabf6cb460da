import CDeflate

/// A PNG file checked as a decoder would read it, without decoding its pixels: the
/// signature, every chunk's length and checksum, the header, the chunks a decoder needs, and
/// the image data inflated (zlib's own checksum included) to exactly the bytes the header
/// promises, with a valid filter on every row.
///
/// Cairo decodes PNGs through libpng and reports every failure as "out of memory"; checking
/// first turns a corrupt picture into invalid input, named and explained, before any
/// drawing starts. `header(of:)` reads the size alone, from the first 33 bytes, so a caller
/// can refuse a huge image before reading or inflating it.
public enum PNGFile {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes `header(of:)` needs: the signature and the whole IHDR chunk.
    public static let headerLength = 33

    /// The header of the PNG that starts with `bytes` (at least `headerLength` of them; more
    /// are ignored): its size and format, its chunk's checksum checked.
    public static func header(of bytes: some Collection<UInt8>) -> Result<PNGHeader, PNGProblem> {
        let bytes = Array(bytes.prefix(headerLength))
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(.notPNG) }
        guard bytes.count >= headerLength else { return .failure(.truncated) }
        guard uint32(bytes, 8) == 13, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
            return .failure(.corrupted(chunk: "IHDR", "the first chunk must be a 13-byte IHDR"))
        }
        guard crc(bytes[12..<29]) == UInt32(uint32(bytes, 29)) else { return .failure(.corrupted(chunk: "IHDR", "its checksum does not match")) }
        let width = uint32(bytes, 16), height = uint32(bytes, 20)
        let depth = Int(bytes[24]), color = Int(bytes[25])
        let valid: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard valid[color]?.contains(depth) == true else {
            return .failure(.unsupported("bit depth \(depth) with colour type \(color) is not a PNG format"))
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            return .failure(.unsupported("compression, filter and interlace methods must be 0, 0 and 0 or 1"))
        }
        guard width >= 1, height >= 1, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            return .failure(.corrupted(chunk: "IHDR", "the image is \(width)×\(height) pixels"))
        }
        return .success(PNGHeader(width: width, height: height, bitDepth: depth, colorType: color, interlaced: bytes[28] == 1))
    }

    /// Checks the whole file (see the type's description) and returns its header.
    ///
    /// Inflating the image data needs a buffer as large as the raw image (up to 8 bytes a
    /// pixel, filter bytes included): refuse a huge `header(of:)` first.
    public static func verify(_ bytes: [UInt8]) -> Result<PNGHeader, PNGProblem> {
        switch chunks(of: bytes) {
        case .failure(let problem): return .failure(problem)
        case .success(let chunks):
            if let problem = inflate(chunks.data, for: chunks.header, paletteEntries: chunks.palette.count / 3) { return .failure(problem) }
            return .success(chunks.header)
        }
    }

    /// What a decoder needs from a PNG file's chunks, each chunk's length, name, checksum and
    /// place checked: the header, the image data joined, the palette and the transparency.
    struct Chunks {
        var header: PNGHeader
        var data: [UInt8]
        /// PLTE's bytes (three a colour), empty when there is none.
        var palette: [UInt8]
        /// tRNS's bytes, empty when there is none.
        var transparency: [UInt8]
    }

    /// The chunks of `bytes` (see `Chunks`), or why they are not a PNG's.
    static func chunks(of bytes: [UInt8]) -> Result<Chunks, PNGProblem> {
        let header: PNGHeader
        switch self.header(of: bytes) {
        case .failure(let problem): return .failure(problem)
        case .success(let found): header = found
        }
        var at = 8
        var data: [UInt8] = []
        var palette: [UInt8] = [], transparency: [UInt8] = []
        var dataState = 0  // 0 before IDAT, 1 in the IDAT run, 2 after it
        while true {
            guard at + 12 <= bytes.count else { return .failure(.truncated) }
            let length = uint32(bytes, at)
            guard length <= 0x7FFF_FFFF, at + 12 + length <= bytes.count else { return .failure(.truncated) }
            let typeBytes = bytes[at + 4..<at + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return .failure(.corrupted(chunk: "", "a chunk's name is not four letters"))
            }
            guard crc(bytes[at + 4..<at + 8 + length]) == UInt32(uint32(bytes, at + 8 + length)) else {
                return .failure(.corrupted(chunk: type, "its checksum does not match"))
            }
            let body = at + 8..<at + 8 + length
            switch type {
            case "IHDR":
                guard at == 8 else { return .failure(.corrupted(chunk: type, "there is more than one")) }
            case "PLTE":
                guard dataState == 0, palette.isEmpty, length % 3 == 0, (3...768).contains(length) else {
                    return .failure(.corrupted(chunk: type, "the palette is misplaced or of a wrong length"))
                }
                palette = Array(bytes[body])
            case "tRNS":
                // Ancillary: a decoder that cannot use it ignores it, as libpng does.
                if dataState == 0, transparency.isEmpty { transparency = Array(bytes[body]) }
                if dataState == 1 { dataState = 2 }
            case "IDAT":
                guard dataState < 2 else { return .failure(.corrupted(chunk: type, "the image data is split by other chunks")) }
                if dataState == 0, header.colorType == 3, palette.isEmpty {
                    return .failure(.corrupted(chunk: "PLTE", "a palette image has no palette before its data"))
                }
                dataState = 1
                data.append(contentsOf: bytes[body])
            case "IEND":
                break
            default:
                // A chunk whose name starts with a capital letter is critical: a decoder that
                // does not know it must stop.
                if typeBytes.first! < 0x61 { return .failure(.unsupported("the critical chunk \(type) is unknown to PNG decoders")) }
                if dataState == 1 { dataState = 2 }
            }
            at += 12 + length
            if type == "IEND" { break }
        }
        guard dataState > 0 else { return .failure(.corrupted(chunk: "IDAT", "there is no image data")) }
        return .success(Chunks(header: header, data: data, palette: palette, transparency: transparency))
    }

    /// Why `data` does not inflate to the image `header` describes, or nil when it does. For
    /// a palette image, every pixel's index must also name one of the `paletteEntries`
    /// colours: PNG's specification calls an index past the palette an error, and decoders
    /// differ on what they draw for it (black, or the last colour), so a frame holding one
    /// would compare as a difference that is really a broken file.
    static func inflate(_ data: [UInt8], for header: PNGHeader, paletteEntries: Int = 0) -> PNGProblem? {
        let expected = header.rawByteCount
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(1, expected), alignment: 16)
        defer { raw.deallocate() }
        if let problem = inflate(data, for: header, into: raw) { return problem }
        let rows = header.rows
        var offset = 0
        for pass in rows {
            for _ in 0..<pass.count {
                guard raw[offset] <= 4 else { return .corrupted(chunk: "IDAT", "a row has the unknown filter type \(raw[offset])") }
                offset += 1 + pass.bytes
            }
        }
        guard header.colorType == 3, paletteEntries < 1 << header.bitDepth else { return nil }
        // Every index checked against the palette, the rows unfiltered first; bits past a
        // row's last pixel are padding and not read.
        let depth = header.bitDepth, mask = (1 << depth) - 1
        return unfilter(raw, header: header) { row, columns, _, _ in
            for pixel in 0..<columns {
                let bit = pixel * depth
                let index = Int(row[bit >> 3]) >> (8 - depth - bit & 7) & mask
                if index >= paletteEntries { return .corrupted(chunk: "IDAT", "a pixel uses colour \(index) of a palette of \(paletteEntries)") }
            }
            return nil
        }
    }

    /// Inflates `data` into `raw` (`header.rawByteCount` bytes or more), which it must fill
    /// exactly; why not, or nil. libdeflate inflates the whole stream in one call, zlib's
    /// checksum included.
    static func inflate(_ data: [UInt8], for header: PNGHeader, into raw: UnsafeMutableRawBufferPointer) -> PNGProblem? {
        let expected = header.rawByteCount
        guard let decompressor = libdeflate_alloc_decompressor() else {
            return .corrupted(chunk: "IDAT", "there is not enough memory to inflate its data")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        let result = data.withUnsafeBytes { input in
            // Without a place for the actual size, libdeflate wants exactly `expected` bytes.
            libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, raw.baseAddress, expected, nil)
        }
        switch result {
        case LIBDEFLATE_SUCCESS: return nil
        case LIBDEFLATE_SHORT_OUTPUT:
            return .corrupted(chunk: "IDAT", "its data inflates to fewer bytes than the header's \(header.width)×\(header.height) pixels need")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            return .corrupted(chunk: "IDAT", "its data inflates to more bytes than the header's \(header.width)×\(header.height) pixels need")
        default:
            return .corrupted(chunk: "IDAT", "its data is not valid zlib data (or fails zlib's checksum)")
        }
    }

    /// Where an Adam7 pass's pixels lie: the first one, and the steps between them.
    typealias PassGrid = (x0: Int, y0: Int, dx: Int, dy: Int)

    /// Undoes each row's filter in `raw` (the inflated image data) in place, pass by pass,
    /// checking each filter type as it is reached, and hands each unfiltered row to `row`
    /// with its pixel count, its pass's grid and its line in the pass. The first problem (an
    /// unknown filter, or one `row` returns) ends the walk and is returned.
    static func unfilter(_ raw: UnsafeMutableRawBufferPointer, header: PNGHeader,
                         _ row: (UnsafeMutablePointer<UInt8>, Int, PassGrid, Int) -> PNGProblem?) -> PNGProblem? {
        let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        // The filters look back one whole pixel, or one byte when a pixel is smaller.
        let distance = Swift.max(1, header.bitsPerPixel / 8)
        let adam7: [PassGrid] = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        let grids: [PassGrid] = header.interlaced
            ? adam7.filter { x0, y0, dx, dy in (header.width - x0 + dx - 1) / dx > 0 && (header.height - y0 + dy - 1) / dy > 0 }
            : [(0, 0, 1, 1)]
        let zeros = [UInt8](repeating: 0, count: (header.width * header.bitsPerPixel + 7) / 8 + 1)
        var offset = 0
        return zeros.withUnsafeBufferPointer { zeroRow -> PNGProblem? in
            for ((columns, lines), grid) in zip(header.passes, grids) {
                let rowBytes = (columns * header.bitsPerPixel + 7) / 8
                var previous = zeroRow.baseAddress!
                for line in 0..<lines {
                    let filter = base[offset]
                    let current = base + offset + 1
                    switch filter {
                    case 0: break
                    case 1:
                        var i = distance
                        while i < rowBytes { current[i] &+= current[i - distance]; i += 1 }
                    case 2:
                        for i in 0..<rowBytes { current[i] &+= previous[i] }
                    case 3:
                        for i in 0..<Swift.min(distance, rowBytes) { current[i] &+= previous[i] >> 1 }
                        var i = distance
                        while i < rowBytes { current[i] &+= UInt8((UInt16(current[i - distance]) + UInt16(previous[i])) >> 1); i += 1 }
                    case 4:
                        for i in 0..<Swift.min(distance, rowBytes) { current[i] &+= previous[i] }
                        var i = distance
                        while i < rowBytes {
                            let a = Int(current[i - distance]), b = Int(previous[i]), c = Int(previous[i - distance])
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            current[i] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                            i += 1
                        }
                    default:
                        return .corrupted(chunk: "IDAT", "a row has the unknown filter type \(filter)")
                    }
                    if let problem = row(current, columns, grid, line) { return problem }
                    previous = UnsafePointer(current)
                    offset += 1 + rowBytes
                }
            }
            return nil
        }
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    /// CRC-32 as PNG defines it, by libdeflate.
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    }
}

/// Why bytes are not a PNG a decoder can read.
public enum PNGProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case notPNG
    case truncated
    case corrupted(chunk: String, String)
    case unsupported(String)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (it does not start with PNG's signature)"
        case .truncated: return "the PNG file is cut short"
        case .corrupted(let chunk, let why): return "corrupt PNG: \(chunk.isEmpty ? "" : "its \(chunk) chunk: ")\(why)"
        case .unsupported(let why): return "unsupported PNG: \(why)"
        }
    }
}
