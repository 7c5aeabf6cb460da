internal import CDeflate

/// How much drawing a PDF holds, measured before Poppler reads it: every stream's bytes once
/// decoded, and how many times its forms can be drawn, against a budget.
///
/// A PDF's streams are compressed, so a file of a few kilobytes can hold gigabytes of drawing
/// (forty million rectangles compress to half a megabyte); and a form (an XObject) can be drawn
/// many times by a form drawn many times, so a kilobyte can draw a hundred million shapes.
/// Poppler offers no way to stop a page part-way. A picture in an asset catalogue is an icon
/// or an illustration: kilobytes of drawing. So each stream is inflated here into what is left
/// of the budget (stopping at the first byte past it), the `Do` operators that draw forms are
/// counted, and a stream whose filter this cannot read is refused rather than trusted.
enum PDFStreamBudget {
    /// The most bytes a PDF's streams may hold once decoded, all together.
    static let maximumBytes = 2 << 20
    /// The most bytes of drawing Poppler may run, counting each form once for every time it
    /// can be drawn.
    static let maximumDrawnBytes = 16 << 20

    /// Pictures (`DCTDecode`, a JPEG) whose size the picture limits govern: counted by their
    /// encoded bytes, and never holding operators.
    private static let pictureFilters: Set<String> = ["DCTDecode", "DCT"]

    /// One stream: its bytes once decoded, whether it is a form, and how many forms it draws.
    private struct Stream {
        var bytes: Int
        var isForm: Bool
        var draws: Int
    }

    /// Why `pdf` holds too much to draw, or nil when it fits the budget.
    static func problem(in pdf: [UInt8]) -> String? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return "libdeflate cannot start" }
        defer { libdeflate_free_decompressor(decompressor) }
        // Glyphs of a Type 3 font are drawings run once for every character shown.
        if find("/Type3", in: pdf, from: 0) != nil {
            return "it draws text in a Type 3 font (glyphs that are drawings), which Zoetrope does not read: outline the text in your design tool, or export a PNG or SVG"
        }
        var used = 0
        var streams: [Stream] = []
        var output = [UInt8](repeating: 0, count: maximumBytes + 1)
        var searchFrom = 0
        while let keyword = find("stream", in: pdf, from: searchFrom) {
            searchFrom = keyword + 6
            // `endstream` contains `stream`; a stream's keyword ends its dictionary (`>>`) and
            // is followed by an end of line.
            guard pdf[..<keyword].reversed().drop(while: isSpace).first == UInt8(ascii: ">") else { continue }
            var start = keyword + 6
            if start < pdf.count, pdf[start] == UInt8(ascii: "\r") { start += 1 }
            guard start < pdf.count, pdf[start] == UInt8(ascii: "\n") else { continue }
            start += 1
            let dictionary = Self.dictionary(before: keyword, in: pdf)
            // The length the dictionary gives, as Poppler reads it; else up to `endstream`.
            let end = Self.directLength(in: dictionary).map { start + $0 }.flatMap { $0 <= pdf.count ? $0 : nil }
                ?? find("endstream", in: pdf, from: start) ?? pdf.count
            searchFrom = end
            let body = pdf[start..<end]
            let filters = Self.filters(in: dictionary)
            let isForm = find("/Form", in: dictionary, from: 0) != nil
            if filters.isEmpty {
                used += body.count
                streams.append(Stream(bytes: body.count, isForm: isForm, draws: Self.drawOperators(in: body)))
            } else if filters.allSatisfy(pictureFilters.contains) {
                used += body.count
            } else if filters == ["FlateDecode"] || filters == ["Fl"] {
                let room = maximumBytes - used + 1
                var produced = 0
                let result = body.withUnsafeBytes { input in
                    output.withUnsafeMutableBytes { out in
                        var consumed = 0
                        return libdeflate_zlib_decompress_ex(decompressor, input.baseAddress, input.count, out.baseAddress, room, &consumed, &produced)
                    }
                }
                if result == LIBDEFLATE_INSUFFICIENT_SPACE {
                    used = maximumBytes + 1
                } else if result == LIBDEFLATE_SUCCESS {
                    used += produced
                    streams.append(Stream(bytes: produced, isForm: isForm, draws: Self.drawOperators(in: output[..<produced])))
                } else {
                    return "a compressed stream is damaged (it does not inflate); save the PDF again from your design tool"
                }
            } else {
                return "a stream is encoded with \(filters.joined(separator: " and ")), which Zoetrope does not read: save the PDF again from your design tool (which compresses with FlateDecode), or export a PNG or SVG"
            }
            if used > maximumBytes {
                return "its drawing is more than \(maximumBytes >> 20) MB once decompressed; a picture in a catalogue holds a few kilobytes: export a simpler one, or a PNG"
            }
        }
        if Self.drawnBytes(of: streams) > maximumDrawnBytes {
            return "its forms are drawn so many times over (forms that draw forms) that the page would run more than \(maximumDrawnBytes >> 20) MB of drawing; a picture in a catalogue runs a few kilobytes: export a simpler one, or a PNG"
        }
        return nil
    }

    /// At most how many bytes of drawing Poppler runs for these streams. Any `Do` may draw any
    /// form, and a form is never drawn inside itself (Poppler stops such a loop), so the forms
    /// drawn along one chain are distinct: at worst the page's `Do`s each start a chain through
    /// the forms that draw the most, in turn. Counting saturates at the limit.
    private static func drawnBytes(of streams: [Stream]) -> Int {
        let limit = maximumDrawnBytes + 1
        func product(_ a: Int, _ b: Int) -> Int { a == 0 || b == 0 ? 0 : (a > limit / b ? limit : a * b) }
        let pageDraws = streams.filter { !$0.isForm }.reduce(0) { min(limit, $0 + $1.draws) }
        let formDraws = streams.filter(\.isForm).map(\.draws).sorted(by: >)
        let largestForm = streams.filter(\.isForm).map(\.bytes).max() ?? 0
        // Chains: the page's draws, then each level the next form's draws, multiplied.
        var invocations = pageDraws, level = pageDraws
        for draws in formDraws {
            level = product(level, draws)
            if level == 0 { break }
            invocations = min(limit, invocations + level)
        }
        let total = streams.reduce(0) { min(limit, $0 + $1.bytes) }
        return min(limit, total + product(invocations, largestForm))
    }

    /// How many `Do` operators (each draws an XObject) `content` holds.
    private static func drawOperators(in content: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = content.startIndex
        while index + 1 < content.endIndex {
            if content[index] == UInt8(ascii: "D"), content[index + 1] == UInt8(ascii: "o"),
               index == content.startIndex || isSpace(content[index - 1]) || isDelimiter(content[index - 1]),
               index + 2 == content.endIndex || isSpace(content[index + 2]) || isDelimiter(content[index + 2]) {
                count += 1
            }
            index += 1
        }
        return count
    }

    /// The dictionary that ends just before the `stream` keyword at `keyword`: from the
    /// object's `obj` keyword, at most a few kilobytes back.
    private static func dictionary(before keyword: Int, in pdf: [UInt8]) -> [UInt8] {
        let from = max(0, keyword - 4096)
        var index = keyword - 3
        while index >= from {
            if pdf[index] == UInt8(ascii: "o"), pdf[index + 1] == UInt8(ascii: "b"), pdf[index + 2] == UInt8(ascii: "j") {
                return Array(pdf[(index + 3)..<keyword])
            }
            index -= 1
        }
        return Array(pdf[from..<keyword])
    }

    /// `/Length N` when the dictionary gives it directly (not `N 0 R`, another object).
    private static func directLength(in dictionary: [UInt8]) -> Int? {
        guard let at = find("/Length", in: dictionary, from: 0) else { return nil }
        var cursor = at + 7
        while cursor < dictionary.count, isSpace(dictionary[cursor]) { cursor += 1 }
        var digits: [UInt8] = []
        while cursor < dictionary.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(dictionary[cursor]), digits.count < 12 {
            digits.append(dictionary[cursor])
            cursor += 1
        }
        while cursor < dictionary.count, isSpace(dictionary[cursor]) { cursor += 1 }
        // `N 0 R` names another object: its value is not here.
        if cursor < dictionary.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(dictionary[cursor]) { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// The filters a stream's dictionary names: `/Filter /FlateDecode` or `/Filter [/A /B]`.
    private static func filters(in dictionary: [UInt8]) -> [String] {
        guard let filter = find("/Filter", in: dictionary, from: 0) else { return [] }
        var names: [String] = []
        var cursor = filter + 7
        while cursor < dictionary.count, isSpace(dictionary[cursor]) { cursor += 1 }
        let inArray = cursor < dictionary.count && dictionary[cursor] == UInt8(ascii: "[")
        if inArray { cursor += 1 }
        while cursor < dictionary.count {
            while cursor < dictionary.count, isSpace(dictionary[cursor]) { cursor += 1 }
            guard cursor < dictionary.count, dictionary[cursor] == UInt8(ascii: "/") else { break }
            cursor += 1
            var name: [UInt8] = []
            while cursor < dictionary.count, !isSpace(dictionary[cursor]), !isDelimiter(dictionary[cursor]) { name.append(dictionary[cursor]); cursor += 1 }
            names.append(String(decoding: name, as: UTF8.self))
            if !inArray { break }
        }
        return names
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00 }

    private static func isDelimiter(_ byte: UInt8) -> Bool { "/[]<>()%{}".utf8.contains(byte) }

    /// The first place `word` starts in `bytes` at or after `from`.
    private static func find(_ word: String, in bytes: [UInt8], from: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = from
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
