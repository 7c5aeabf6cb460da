/// A strict JSON parser (RFC 8259) that knows where every value was written.
///
/// Fixtures are written by hand, so errors must say where: Foundation's parsers report a byte
/// offset at best and cannot tell which key of an object is unknown. This one can give the
/// line and column of every value and key, rejects duplicate keys (which other parsers
/// resolve silently, last or first wins), and limits nesting so that hostile input cannot
/// exhaust the stack. It parses onto a `JSONTape` (flat, a few arrays for the whole
/// document); `parse` turns that into a tree of `JSONNode`s for small documents.
///
/// - Complexity: O(n) in the length of the text.
package struct JSONParser {
    /// Deeper documents are refused; no fixture needs more than a dozen levels.
    package static let maximumDepth = 256

    /// Larger documents are refused: offsets on the tape are 29 bits. (Fixtures are limited to
    /// 64 MB before they are read.)
    package static let maximumLength = JSONTape.Entry.maximumOffset

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var entries: [JSONTape.Entry] = []
    private var strings: [String] = []
    private var numbers: [Double] = []
    /// Where each line starts; a raw line feed can only be white space between tokens.
    private var lineStarts: [UInt32] = [0]

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document into a tree; only white space may follow it.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try parseTape(bytes).node(JSONTape.root)
    }

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses one JSON document onto a tape; only white space may follow it.
    static func parseTape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        var parser = JSONParser(bytes)
        guard bytes.count <= maximumLength else {
            throw JSONSyntaxError(position: JSONPosition(line: 1, column: 1), message: "the document is larger than 512 MB")
        }
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStarts[0] = 3 }
        // A value takes at least two bytes but for a lone digit: a guess that avoids most regrowth.
        parser.entries.reserveCapacity(bytes.count / 12 + 1)
        parser.skipWhitespace()
        try parser.parseValue(label: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the end of the document")
        }
        return JSONTape(bytes: bytes, lineStarts: parser.lineStarts, entries: parser.entries, strings: parser.strings, numbers: parser.numbers)
    }

    private func position(ofByte offset: Int) -> JSONPosition {
        JSONTape.position(ofByte: offset, in: bytes, lineStarts: lineStarts)
    }

    private func error(_ message: String, atByte offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(position: position(ofByte: offset ?? index), message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var currentDescription: String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte < 0x80 ? "a control character" : "a non-ASCII character"
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                lineStarts.append(UInt32(index))
            default: return
            }
        }
    }

    /// Appends the value at the current byte, and its subtree, to the tape.
    private mutating func parseValue(label: UInt32) throws(JSONSyntaxError) {
        let start = index
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        var entry = JSONTape.Entry(offset: start, kind: .null, label: label, end: entries.count + 1, payload: 0)
        switch byte {
        case UInt8(ascii: "{"): entry.kind = .object; try parseObject(entry); return
        case UInt8(ascii: "["): entry.kind = .array; try parseArray(entry); return
        case UInt8(ascii: "\""):
            entry.kind = .string
            entry.payload = UInt32(strings.count)
            strings.append(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); entry.kind = .true
        case UInt8(ascii: "f"): try expectWord("false"); entry.kind = .false
        case UInt8(ascii: "n"): try expectWord("null"); entry.kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            entry.kind = .number
            entry.payload = UInt32(numbers.count)
            numbers.append(try parseNumber())
        default:
            if byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") {
                throw error("NaN and Infinity are not JSON; write a finite number")
            }
            throw error("expected a value, found \(currentDescription)")
        }
        entries.append(entry)
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'", atByte: start) }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    /// Appends an object: its entry, then each member's subtree; the entry learns its count
    /// and end once the members are in.
    private mutating func parseObject(_ object: JSONTape.Entry) throws(JSONSyntaxError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        let objectIndex = entries.count
        entries.append(object)
        var count: UInt32 = 0
        // Keys seen, for a repeat: looked up among the members while the object is small (most
        // are: an item has a handful of keys), in a dictionary once it is not.
        var seen: [String: UInt32]?
        func finish(_ parser: inout JSONParser) {
            parser.entries[objectIndex].payload = count
            parser.entries[objectIndex].end = UInt32(parser.entries.count)
        }
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; finish(&self); return }
        while true {
            skipWhitespace()
            let keyOffset = index
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(currentDescription)")
            }
            let key = try parseString()
            let first: UInt32?
            if seen == nil && count < 16 {
                var found: UInt32?
                var child = objectIndex + 1
                while child < entries.count {
                    if strings[Int(entries[child].label)] == key {
                        found = UInt32(JSONTape.keyOffset(beforeValueAt: entries[child].offset, in: bytes))
                        break
                    }
                    child = Int(entries[child].end)
                }
                first = found
            } else {
                if seen == nil {
                    seen = [:]
                    var child = objectIndex + 1
                    while child < entries.count {
                        seen![strings[Int(entries[child].label)]] = UInt32(JSONTape.keyOffset(beforeValueAt: entries[child].offset, in: bytes))
                        child = Int(entries[child].end)
                    }
                }
                first = seen![key]
                seen![key] = UInt32(keyOffset)
            }
            if let first {
                throw error("duplicate key \"\(key)\" (first written at \(position(ofByte: Int(first))))", atByte: keyOffset)
            }
            let label = UInt32(strings.count)
            strings.append(key)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\", found \(currentDescription)") }
            index += 1
            skipWhitespace()
            try parseValue(label: label)
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            case UInt8(ascii: "}"):
                index += 1
                finish(&self)
                return
            default:
                throw error("expected ',' or '}' after the value of \"\(key)\", found \(currentDescription)")
            }
        }
    }

    /// Appends an array: its entry, then each element's subtree.
    private mutating func parseArray(_ array: JSONTape.Entry) throws(JSONSyntaxError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        let arrayIndex = entries.count
        entries.append(array)
        var count: UInt32 = 0
        func finish(_ parser: inout JSONParser) {
            parser.entries[arrayIndex].payload = count
            parser.entries[arrayIndex].end = UInt32(parser.entries.count)
        }
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; finish(&self); return }
        while true {
            skipWhitespace()
            try parseValue(label: count)
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            case UInt8(ascii: "]"):
                index += 1
                finish(&self)
                return
            default:
                throw error("expected ',' or ']' after an array element, found \(currentDescription)")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        // Most strings have no escape: they are one run of bytes, validated once; and most runs
        // are ASCII, which needs no validation.
        var result = ""
        var runStart = index
        var highBits: UInt8 = 0
        func flush(_ parser: JSONParser, _ end: Int, into result: inout String) throws(JSONSyntaxError) {
            guard end > runStart else { return }
            let text: String? = parser.bytes.withUnsafeBufferPointer { buffer in
                let run = UnsafeBufferPointer(rebasing: buffer[runStart..<end])
                return highBits < 0x80 ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
            }
            guard let text else { throw parser.error("invalid UTF-8 in a string", atByte: start) }
            if result.isEmpty { result = text } else { result += text }
        }
        while true {
            guard let byte = current else { throw error("unterminated string (it starts at \(position(ofByte: start)))") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, index, into: &result)
                index += 1
                return result
            case UInt8(ascii: "\\"):
                try flush(self, index, into: &result)
                index += 1
                result.unicodeScalars.append(try parseEscape())
                runStart = index
                highBits = 0
            case 0x00..<0x20:
                throw error("control characters must be escaped in strings (write \\n, \\t or \\u00XX)")
            default:
                highBits |= byte
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape sequence") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u escape must be followed by a low one")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate in a \\u escape") }
            return scalar
        default:
            index -= 2  // point at the backslash
            throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("expected four hex digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                throw error("numbers cannot have leading zeros", atByte: start)
            }
        } else if digits(&self) == 0 {
            throw error("expected digits in a number", atByte: start)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number", atByte: start) }
        return value
    }
}
