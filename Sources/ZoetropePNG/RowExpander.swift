/// Turns one unfiltered row of a PNG's samples into RGBA pixels (see `DecodedPNG`).
struct RowExpander {
    let header: PNGHeader
    /// RGBA for each palette index (alpha from tRNS, 255 past it).
    let paletteRGBA: [UInt8]
    let paletteEntries: Int
    /// A grey or RGB image's colour key (tRNS), as raw samples.
    let key: [Int]?

    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]) throws(PNGProblem) {
        self.header = header
        paletteEntries = palette.count / 3
        var rgba = [UInt8](repeating: 255, count: 256 * 4)
        for index in 0..<paletteEntries {
            rgba[index * 4] = palette[index * 3]
            rgba[index * 4 + 1] = palette[index * 3 + 1]
            rgba[index * 4 + 2] = palette[index * 3 + 2]
            if index < transparency.count { rgba[index * 4 + 3] = transparency[index] }
        }
        paletteRGBA = rgba
        switch header.colorType {
        case 0 where transparency.count >= 2:
            key = [Int(transparency[0]) << 8 | Int(transparency[1])]
        case 2 where transparency.count >= 6:
            key = stride(from: 0, to: 6, by: 2).map { Int(transparency[$0]) << 8 | Int(transparency[$0 + 1]) }
        default:
            key = nil
        }
    }

    /// Writes `columns` pixels of `row` to `out`, `step` bytes apart; a problem when a palette
    /// index names no colour (decoders disagree on what to draw for one).
    func expand(_ row: UnsafePointer<UInt8>, columns: Int, to out: UnsafeMutablePointer<UInt8>, step: Int) -> PNGProblem? {
        let depth = header.bitDepth
        switch (header.colorType, depth) {
        case (6, 8):
            if step == 4 {
                out.update(from: row, count: columns * 4)
            } else {
                for x in 0..<columns { (out + x * step).update(from: row + x * 4, count: 4) }
            }
        case (2, 8) where key == nil:
            for x in 0..<columns {
                let o = out + x * step, i = row + x * 3
                o[0] = i[0]; o[1] = i[1]; o[2] = i[2]; o[3] = 255
            }
        case (3, _):
            let mask = (1 << depth) - 1
            return paletteRGBA.withUnsafeBufferPointer { colours -> PNGProblem? in
                for x in 0..<columns {
                    let bit = x * depth
                    let index = Int(row[bit >> 3]) >> (8 - depth - bit & 7) & mask
                    guard index < paletteEntries else {
                        return .corrupted(chunk: "IDAT", "a pixel uses colour \(index) of a palette of \(paletteEntries)")
                    }
                    (out + x * step).update(from: colours.baseAddress! + index * 4, count: 4)
                }
                return nil
            }
        default:
            let channels = [0: 1, 2: 3, 4: 2, 6: 4][header.colorType]!
            let maximum = (1 << depth) - 1
            // Sample `n` of the row, as stored.
            func sample(_ n: Int) -> Int {
                switch depth {
                case 16: return Int(row[n * 2]) << 8 | Int(row[n * 2 + 1])
                case 8: return Int(row[n])
                default:
                    let bit = n * depth
                    return Int(row[bit >> 3]) >> (8 - depth - bit & 7) & maximum
                }
            }
            // pngjs's rounding: value × 255 / maximum, to nearest (never a tie).
            func scaled(_ value: Int) -> UInt8 { UInt8((value * 255 + maximum / 2) / maximum) }
            for x in 0..<columns {
                let first = sample(x * channels)
                let o = out + x * step
                if let key {
                    let keyed = key.count == 1 ? first == key[0]
                        : first == key[0] && sample(x * channels + 1) == key[1] && sample(x * channels + 2) == key[2]
                    if keyed { o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0; continue }
                }
                switch header.colorType {
                case 0: let g = scaled(first); o[0] = g; o[1] = g; o[2] = g; o[3] = 255
                case 4: let g = scaled(first); o[0] = g; o[1] = g; o[2] = g; o[3] = scaled(sample(x * 2 + 1))
                case 2: o[0] = scaled(first); o[1] = scaled(sample(x * 3 + 1)); o[2] = scaled(sample(x * 3 + 2)); o[3] = 255
                default: o[0] = scaled(first); o[1] = scaled(sample(x * 4 + 1)); o[2] = scaled(sample(x * 4 + 2)); o[3] = scaled(sample(x * 4 + 3))
                }
            }
        }
        return nil
    }
}
