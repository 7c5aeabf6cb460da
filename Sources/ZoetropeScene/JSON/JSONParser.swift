/// A strict JSON parser (RFC 8259) that records the position of every value.
///
/// Fixtures are written by hand, so errors must say where: Foundation's parsers report a byte
/// offset at best and cannot tell which key of an object is unknown. This one keeps lines and
/// columns, rejects duplicate keys (which other parsers resolve silently, last or first
/// wins), and limits nesting so that hostile input cannot exhaust the stack.
///
/// - Complexity: O(n) in the length of the text.
public struct JSONParser {
    /// Deeper documents are refused; no fixture needs more than a dozen levels.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// How far along the current line columns have been counted, and the column there: each
    /// position carries on from the last, so a long line (a minified fixture) is read once,
    /// not once per value.
    private var countedTo = 0
    private var countedColumn = 1
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document; only white space may follow it.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the end of the document")
        }
        return value
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    private var position: JSONPosition {
        // Columns count scalars, not bytes: skip UTF-8 continuation bytes.
        var column = 1
        var i = lineStart
        while i < index && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return JSONPosition(line: line, column: column)
    }

    /// The position of the current byte, counting on from the last position asked for.
    ///
    /// - Complexity: amortised O(1): every byte of a line is counted once.
    private mutating func here() -> JSONPosition {
        if countedTo < lineStart || countedTo > index {
            countedTo = lineStart
            countedColumn = 1
        }
        while countedTo < index && countedTo < bytes.count {
            if bytes[countedTo] & 0xC0 != 0x80 { countedColumn += 1 }
            countedTo += 1
        }
        return JSONPosition(line: line, column: countedColumn)
    }

    private func error(_ message: String, at position: JSONPosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(position: position ?? self.position, message: message)
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
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = here()
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: start)
        default:
            if byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") {
                throw error("NaN and Infinity are not JSON; write a finite number")
            }
            throw error("expected a value, found \(currentDescription)")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = here()
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        // Keys seen, for a repeat: looked up in `members` while the object is small (most
        // are: an item has a handful of keys), in a dictionary once it is not.
        var seen: [String: JSONPosition]?
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            let keyPosition = here()
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(currentDescription)")
            }
            let key = try parseString()
            let first: JSONPosition?
            if seen == nil && members.count < 16 {
                first = members.first { $0.key == key }?.keyPosition
            } else {
                if seen == nil { seen = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.keyPosition) }) }
                first = seen![key]
                seen![key] = keyPosition
            }
            if let first {
                throw error("duplicate key \"\(key)\" (first written at \(first))", at: keyPosition)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\", found \(currentDescription)") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw error("expected ',' or '}' after the value of \"\(key)\", found \(currentDescription)")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw error("expected ',' or ']' after an array element, found \(currentDescription)")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = here()
        index += 1
        // Most strings have no escape: they are one run of bytes, validated once.
        var result = ""
        var runStart = index
        func flush(_ parser: JSONParser, _ end: Int, into result: inout String) throws(JSONSyntaxError) {
            guard end > runStart else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error("invalid UTF-8 in a string", at: start)
            }
            if result.isEmpty { result = text } else { result += text }
        }
        while true {
            guard let byte = current else { throw error("unterminated string (it starts at \(start))") }
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
            case 0x00..<0x20:
                throw error("control characters must be escaped in strings (write \\n, \\t or \\u00XX)")
            default:
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
        let startPosition = here()
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
                throw error("numbers cannot have leading zeros", at: startPosition)
            }
        } else if digits(&self) == 0 {
            throw error("expected digits in a number", at: startPosition)
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
        guard let value = Double(text) else { throw error("invalid number", at: startPosition) }
        return value
    }
}
