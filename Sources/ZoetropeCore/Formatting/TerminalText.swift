/// Text as it may reach a terminal: a file name, a fixture's string, a fingerprint's value.
///
/// A terminal acts on some characters instead of showing them: an escape sequence can recolour,
/// retitle or clear it, a carriage return or a newline can make one name look like two lines of
/// output (a forged `error:` or `ok`), and the bidirectional controls can show characters in
/// another order than they are. So every name Zoetrope prints goes through `escaped(_:)`, which
/// shows those characters as visible escapes, and whole messages go through
/// `escapedKeepingLines(_:)`, which does the same but for the newlines the message means.
/// In a name, backslashes are doubled, so that an escape in the output always means a character.
package enum TerminalText {
    /// `text` with every control character as a visible escape: `\n`, `\r`, `\t`, `\\`,
    /// `\e` for ESC, `\x7F`-style for the rest of C0, DEL and C1, `\u{202E}`-style for the
    /// bidirectional controls and the invisible separators; U+FFFD (a decoder's mark for bytes
    /// that were not UTF-8) as `\u{FFFD}`, so that it stands out.
    package static func escaped(_ text: String) -> String {
        escape(text, keepingNewlines: false, doublingBackslashes: true)
    }

    /// `text` as `escaped(_:)` shows it, but with its newlines and backslashes kept: for a whole
    /// message made of lines, whose names were escaped already (a second pass changes nothing).
    package static func escapedKeepingLines(_ text: String) -> String {
        escape(text, keepingNewlines: true, doublingBackslashes: false)
    }

    /// A file name as the file system gave it, bytes that are not UTF-8 shown as `\xNN`.
    package static func escaped(bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        var out = "", index = 0
        while index < bytes.count {
            // A run of well-formed UTF-8 as text, each byte that begins none as \xNN.
            var end = index
            while end < bytes.count, case let length = validLength(of: bytes, at: end), length > 0 { end += length }
            if end > index {
                out += escape(String(decoding: bytes[index..<end], as: UTF8.self), keepingNewlines: false, doublingBackslashes: true)
                index = end
            } else {
                out += "\\x" + hex(bytes[index])
                index += 1
            }
        }
        return out
    }

    static func escape(_ text: String, keepingNewlines: Bool, doublingBackslashes: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingNewlines: out.unicodeScalars.append(scalar)
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x1B: out += "\\e"
            case 0x5C where doublingBackslashes: out += "\\\\"
            case 0x00..<0x20, 0x7F..<0xA0: out += "\\x" + hex(UInt8(scalar.value))
            case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFFD:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// How many bytes from `start` make one well-formed UTF-8 character (0: none does).
    static func validLength(of bytes: [UInt8], at start: Int) -> Int {
        let first = bytes[start]
        let length: Int, lower: UInt8, upper: UInt8
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, lower, upper) = (2, 0x80, 0xBF)
        case 0xE0: (length, lower, upper) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, lower, upper) = (3, 0x80, 0xBF)
        case 0xED: (length, lower, upper) = (3, 0x80, 0x9F)
        case 0xF0: (length, lower, upper) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, lower, upper) = (4, 0x80, 0xBF)
        case 0xF4: (length, lower, upper) = (4, 0x80, 0x8F)
        default: return 0
        }
        guard start + length <= bytes.count else { return 0 }
        guard (lower...upper).contains(bytes[start + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) { return 0 }
        return length
    }
}
