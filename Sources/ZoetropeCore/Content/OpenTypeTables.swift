/// The few facts the core reads from a TrueType or OpenType file's tables: its family name,
/// weight, italic flag, weight axis and vertical metrics. Every read is bounds-checked, so a
/// truncated or hostile file is an error, never a crash.
///
/// Tables, as the OpenType specification lays them out: `head` (units per em, macStyle),
/// `hhea` (ascender, descender), `OS/2` (usWeightClass, fsSelection, typographic metrics),
/// `name` (family names), `fvar` (variation axes).
struct OpenTypeTables {
    var familyName: String
    var weightClass: Double
    var weightAxis: ClosedRange<Double>?
    var isItalic: Bool
    var metrics: FontMetrics

    private struct Reader {
        let bytes: [UInt8]

        func u16(_ offset: Int) throws(FontFileError) -> Int {
            guard offset >= 0, offset + 2 <= bytes.count else { throw FontFileError.truncated }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }

        func i16(_ offset: Int) throws(FontFileError) -> Int {
            let value = try u16(offset)
            return value >= 0x8000 ? value - 0x10000 : value
        }

        func u32(_ offset: Int) throws(FontFileError) -> Int {
            try u16(offset) << 16 | u16(offset + 2)
        }

        /// A 16.16 fixed-point number.
        func fixed(_ offset: Int) throws(FontFileError) -> Double {
            let raw = try u32(offset)
            return Double(raw >= 0x8000_0000 ? raw - 0x1_0000_0000 : raw) / 65536
        }

        func tag(_ offset: Int) throws(FontFileError) -> String {
            guard offset >= 0, offset + 4 <= bytes.count else { throw FontFileError.truncated }
            return String(decoding: bytes[offset..<offset + 4], as: Unicode.ASCII.self)
        }
    }

    init(_ bytes: [UInt8]) throws(FontFileError) {
        let reader = Reader(bytes: bytes)
        guard bytes.count >= 12 else { throw FontFileError("it is \(bytes.count) bytes long, too short for a font file") }
        switch try reader.tag(0) {
        case "\u{0}\u{1}\u{0}\u{0}", "OTTO", "true": break
        case "ttcf": throw FontFileError("it is a font collection (.ttc); name one font file (.ttf or .otf) of it")
        case "wOFF", "wOF2": throw FontFileError("it is a web font (WOFF); use the TrueType or OpenType file (.ttf or .otf) it was made from")
        default: throw FontFileError("it is not a TrueType or OpenType font file (.ttf or .otf)")
        }
        let count = try reader.u16(4)
        var tables: [String: (offset: Int, length: Int)] = [:]
        for k in 0..<count {
            let record = 12 + 16 * k
            let offset = try reader.u32(record + 8), length = try reader.u32(record + 12)
            guard offset + length <= bytes.count else { throw FontFileError.truncated }
            tables[try reader.tag(record)] = (offset, length)
        }
        for required in ["head", "hhea", "cmap", "name"] where tables[required] == nil {
            throw FontFileError("it has no '\(required)' table, which every font file needs")
        }
        guard tables["glyf"] != nil || tables["CFF "] != nil || tables["CFF2"] != nil else {
            throw FontFileError("it has no outlines (no 'glyf', 'CFF ' or 'CFF2' table); bitmap-only fonts cannot be drawn at any size")
        }

        let head = tables["head"]!.offset
        let unitsPerEm = try reader.u16(head + 18)
        guard (16...16384).contains(unitsPerEm) else { throw FontFileError("its units per em (\(unitsPerEm)) are outside 16…16384") }
        let macStyle = try reader.u16(head + 44)

        let hhea = tables["hhea"]!.offset
        var ascender = try reader.i16(hhea + 4), descender = try reader.i16(hhea + 6)

        var weightClass = 400
        var italic = macStyle & 2 != 0
        if let os2 = tables["OS/2"], os2.length >= 72 {
            weightClass = try reader.u16(os2.offset + 4)
            italic = try reader.u16(os2.offset + 62) & 1 != 0
            if ascender == 0 && descender == 0 {
                ascender = try reader.i16(os2.offset + 68)
                descender = try reader.i16(os2.offset + 70)
            }
        }
        guard ascender > 0 || descender < 0 else { throw FontFileError("it gives no ascender or descender ('hhea' and 'OS/2' are both zero)") }
        let em = Double(unitsPerEm)
        metrics = FontMetrics(ascent: Double(ascender) / em, descent: Double(-descender) / em)
        // usWeightClass is 1…1000; a few old fonts write 1…9 for 100…900.
        weightClass = (1...9).contains(weightClass) ? weightClass * 100 : Swift.min(Swift.max(weightClass, 1), 1000)
        self.weightClass = Double(weightClass)
        isItalic = italic

        if let fvar = tables["fvar"] {
            let axesOffset = try reader.u16(fvar.offset + 4), axisCount = try reader.u16(fvar.offset + 8)
            let axisSize = try reader.u16(fvar.offset + 10)
            for k in 0..<axisCount {
                let axis = fvar.offset + axesOffset + k * axisSize
                guard try reader.tag(axis) == "wght" else { continue }
                let minimum = try reader.fixed(axis + 4), standard = try reader.fixed(axis + 8), maximum = try reader.fixed(axis + 12)
                guard minimum <= standard, standard <= maximum else { throw FontFileError("its weight axis runs backwards (\(minimum)…\(maximum))") }
                weightAxis = minimum...maximum
                self.weightClass = standard
            }
        }

        familyName = try Self.familyName(reader, table: tables["name"]!)
    }

    /// The typographic family name (name ID 16), else the family name (ID 1): Windows
    /// Unicode records (in US English when there is a choice), then Unicode, then Mac Roman.
    private static func familyName(_ reader: Reader, table: (offset: Int, length: Int)) throws(FontFileError) -> String {
        let count = try reader.u16(table.offset + 2)
        let storage = table.offset + (try reader.u16(table.offset + 4))
        var best: (rank: Int, name: String)?
        for k in 0..<count {
            let record = table.offset + 6 + 12 * k
            let platform = try reader.u16(record), encoding = try reader.u16(record + 2), language = try reader.u16(record + 4)
            let nameID = try reader.u16(record + 6), length = try reader.u16(record + 8), offset = try reader.u16(record + 10)
            guard nameID == 16 || nameID == 1 else { continue }
            let start = storage + offset
            guard start + length <= reader.bytes.count else { throw FontFileError.truncated }
            let raw = reader.bytes[start..<start + length]
            let text: String
            var rank = nameID == 16 ? 0 : 10
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                var units: [UInt16] = []
                var i = raw.startIndex
                while i + 1 < raw.endIndex { units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1])); i += 2 }
                text = String(decoding: units, as: UTF16.self)
                rank += platform == 3 ? (language == 0x409 ? 0 : 1) : 2
            case (1, 0):
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: Unicode.ASCII.self)
                rank += 3
            default: continue
            }
            guard !text.isEmpty else { continue }
            if best == nil || rank < best!.rank { best = (rank, text) }
        }
        guard let best else { throw FontFileError("its 'name' table gives no family name") }
        return best.name
    }
}

extension FontFileError {
    static let truncated = FontFileError("it is cut short or damaged (a table points past the end of the file)")
}
