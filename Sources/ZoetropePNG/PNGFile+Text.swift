extension PNGFile {
    /// `png` with an `iTXt` chunk (UTF-8 text, uncompressed) named `keyword` after its header,
    /// replacing one of that name: a note any PNG reader skips, which travels with the pixels
    /// (the rendering fingerprint and the geometry of a snapshot). `png` must be a PNG file;
    /// `keyword` 1 to 79 Latin letters, digits, spaces or punctuation.
    public static func addingText(_ text: String, keyword: String, to png: [UInt8]) -> [UInt8] {
        precondition((1...79).contains(keyword.utf8.count) && keyword.utf8.allSatisfy { (0x20...0x7E).contains($0) },
                     "A PNG text keyword has 1 to 79 printable ASCII characters")
        precondition(png.count >= headerLength && Array(png.prefix(8)) == signature, "Text is added to a PNG file")
        var kept = Array(png.prefix(headerLength))
        var at = headerLength
        // Every chunk but an earlier note of the same name.
        while at + 12 <= png.count {
            let length = uint32(png, at)
            guard at + 12 + length <= png.count else { break }
            if !(String(decoding: png[at + 4..<at + 8], as: UTF8.self) == "iTXt" && textKeyword(png, body: at + 8..<at + 8 + length) == keyword) {
                kept += png[at..<at + 12 + length]
            }
            at += 12 + length
        }
        var body = Array(keyword.utf8) + [0, 0, 0, 0, 0]  // keyword, no compression, no language, no translation
        body += Array(text.utf8)
        var chunk = [UInt8](repeating: 0, count: 4)
        for index in 0..<4 { chunk[index] = UInt8(truncatingIfNeeded: body.count >> (24 - 8 * index)) }
        let named = Array("iTXt".utf8) + body
        chunk += named
        let checksum = crc(named[...])
        for shift in [24, 16, 8, 0] { chunk.append(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return Array(kept.prefix(headerLength)) + chunk + kept.dropFirst(headerLength)
    }

    /// The text of the uncompressed `iTXt` chunk named `keyword` in `png`, if it has one whose
    /// checksum holds.
    public static func text(keyword: String, in png: [UInt8]) -> String? {
        guard png.count >= headerLength, Array(png.prefix(8)) == signature else { return nil }
        var at = 8
        while at + 12 <= png.count {
            let length = uint32(png, at)
            guard length <= 0x7FFF_FFFF, at + 12 + length <= png.count else { return nil }
            let body = at + 8..<at + 8 + length
            if String(decoding: png[at + 4..<at + 8], as: UTF8.self) == "iTXt", textKeyword(png, body: body) == keyword,
               crc(png[at + 4..<body.upperBound]) == UInt32(uint32(png, body.upperBound)) {
                // keyword \0, compression flag, method, language \0, translated keyword \0, text.
                var cursor = body.lowerBound + keyword.utf8.count + 1
                guard cursor + 2 <= body.upperBound, png[cursor] == 0 else { return nil }
                cursor += 2
                for _ in 0..<2 {
                    guard let end = png[cursor..<body.upperBound].firstIndex(of: 0) else { return nil }
                    cursor = end + 1
                }
                return String(decoding: png[cursor..<body.upperBound], as: UTF8.self)
            }
            at += 12 + length
        }
        return nil
    }

    private static func textKeyword(_ png: [UInt8], body: Range<Int>) -> String? {
        guard let end = png[body].firstIndex(of: 0) else { return nil }
        return String(decoding: png[body.lowerBound..<end], as: UTF8.self)
    }
}
