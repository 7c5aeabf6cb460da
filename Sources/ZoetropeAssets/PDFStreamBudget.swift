internal import CDeflate

/// How much drawing a PDF holds, measured before Poppler reads it: every stream's bytes once
/// decoded, against a budget.
///
/// A PDF's streams are compressed, so a file of a few kilobytes can hold gigabytes of drawing
/// (forty million rectangles compress to half a megabyte), and Poppler offers no way to stop a
/// page part-way. A picture in an asset catalogue is an icon or an illustration: kilobytes of
/// drawing. So each stream is inflated here into what is left of the budget, which stops at
/// the first byte past it, and a stream whose filter this cannot measure is refused rather
/// than trusted.
enum PDFStreamBudget {
    /// The most bytes a PDF's streams may hold once decoded, all together.
    static let maximumBytes = 2 << 20

    /// Filters whose output is no larger than their input, or is a picture (`DCTDecode`, a
    /// JPEG) whose size the picture limits govern: counted by their encoded bytes.
    private static let measuredAsWritten: Set<String> = ["DCTDecode", "DCT", "ASCIIHexDecode", "AHx", "ASCII85Decode", "A85"]

    /// Why `pdf` holds too much to draw, or nil when it fits the budget.
    static func problem(in pdf: [UInt8]) -> String? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return "libdeflate cannot start" }
        defer { libdeflate_free_decompressor(decompressor) }
        var used = 0
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
            let end = find("endstream", in: pdf, from: start) ?? pdf.count
            searchFrom = end
            let body = pdf[start..<end]
            let filters = Self.filters(before: keyword, in: pdf)
            if filters.isEmpty || filters.allSatisfy(measuredAsWritten.contains) {
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
                // A stream that does not inflate is Poppler's to report; it draws nothing.
                if result == LIBDEFLATE_INSUFFICIENT_SPACE { used = maximumBytes + 1 } else if result == LIBDEFLATE_SUCCESS { used += produced }
            } else {
                return "a stream is encoded with \(filters.joined(separator: " and ")), which Zoetrope does not read: save the PDF again from your design tool (which compresses with FlateDecode), or export a PNG or SVG"
            }
            if used > maximumBytes {
                return "its drawing is more than \(maximumBytes >> 20) MB once decompressed; a picture in a catalogue holds a few kilobytes: export a simpler one, or a PNG"
            }
        }
        return nil
    }

    /// The filters named in the dictionary that ends just before the `stream` keyword at
    /// `keyword`: `/Filter /FlateDecode` or `/Filter [/A /B]`.
    private static func filters(before keyword: Int, in pdf: [UInt8]) -> [String] {
        // The dictionary starts after the object's `obj` keyword, at most a few kilobytes back.
        let from = max(0, keyword - 4096)
        var dictionaryStart = from
        var index = keyword - 3
        while index >= from {
            if pdf[index] == UInt8(ascii: "o"), pdf[index + 1] == UInt8(ascii: "b"), pdf[index + 2] == UInt8(ascii: "j") {
                dictionaryStart = index + 3
                break
            }
            index -= 1
        }
        let dictionary = pdf[dictionaryStart..<keyword]
        guard let filter = find("/Filter", in: Array(dictionary), from: 0) else { return [] }
        var names: [String] = []
        var cursor = dictionary.startIndex + filter + 7
        while cursor < dictionary.endIndex, isSpace(pdf[cursor]) { cursor += 1 }
        let inArray = cursor < dictionary.endIndex && pdf[cursor] == UInt8(ascii: "[")
        if inArray { cursor += 1 }
        while cursor < dictionary.endIndex {
            while cursor < dictionary.endIndex, isSpace(pdf[cursor]) { cursor += 1 }
            guard cursor < dictionary.endIndex, pdf[cursor] == UInt8(ascii: "/") else { break }
            cursor += 1
            var name: [UInt8] = []
            while cursor < dictionary.endIndex, isNameCharacter(pdf[cursor]) { name.append(pdf[cursor]); cursor += 1 }
            names.append(String(decoding: name, as: UTF8.self))
            if !inArray { break }
        }
        return names
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00 }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        !isSpace(byte) && !"/[]<>()%{}".utf8.contains(byte)
    }

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
