/// A PNG file's pixels as RGBA bytes, 8 bits a channel and not premultiplied, in one pass
/// over the file: its chunks checked as `PNGFile.verify` checks them, the image data inflated
/// once (libdeflate), each row's filter checked and undone as it is reached, and every format
/// PNG allows (grey, grey and alpha, RGB, RGBA, palettes, 1 to 16 bits, interlaced or not)
/// expanded to RGBA.
///
/// `zoetrope compare` reads frames through this rather than through Cairo: Cairo keeps pixels
/// premultiplied, so a translucent pixel would come back with its colour rounded, and a
/// comparison of translucent images would not be pixelmatch's. The expansion is the one
/// pixelmatch's own tests read their fixtures with (pngjs): 16-bit samples rounded to 8 bits,
/// smaller grey samples scaled to 0–255, a palette's alpha from tRNS, and a pixel that matches
/// a grey or RGB image's tRNS colour key made 0, 0, 0, 0.
public struct DecodedPNG: Sendable {
    public var width: Int
    public var height: Int
    /// `width` × `height` × 4 bytes, row by row from the top.
    public var rgba: [UInt8]

    /// Decodes `bytes`, or says why they are not a PNG image (the same problems as
    /// `PNGFile.verify`, in the same words).
    public init(decoding bytes: [UInt8]) throws(PNGProblem) {
        let chunks: PNGFile.Chunks
        switch PNGFile.chunks(of: bytes) {
        case .failure(let problem): throw problem
        case .success(let found): chunks = found
        }
        let header = chunks.header
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(1, header.rawByteCount), alignment: 16)
        defer { raw.deallocate() }
        if let problem = PNGFile.inflate(chunks.data, for: header, into: raw) { throw problem }
        width = header.width
        height = header.height
        let expander = try RowExpander(header: header, palette: chunks.palette, transparency: chunks.transparency)
        var failure: PNGProblem?
        rgba = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) { output, count in
            count = header.width * header.height * 4
            failure = Self.unfilterAndExpand(raw, header: header, expander: expander, into: output.baseAddress!)
        }
        if let failure { throw failure }
    }

    /// Undoes each row's filter in place, checking its type, and expands it into `output` at
    /// its pixels' places (every pixel once, interlaced or not); the first problem, or nil.
    private static func unfilterAndExpand(_ raw: UnsafeMutableRawBufferPointer, header: PNGHeader, expander: RowExpander,
                                          into output: UnsafeMutablePointer<UInt8>) -> PNGProblem? {
        PNGFile.unfilter(raw, header: header) { row, columns, grid, line in
            let y = grid.y0 + line * grid.dy
            return expander.expand(row, columns: columns, to: output + (y * header.width + grid.x0) * 4, step: grid.dx * 4)
        }
    }
}
