/// Writes `JSONValue`s as text, the same bytes for the same value on every run.
package enum JSONWriter {
    /// Pretty-printed with two-space indentation; small arrays and objects of scalars stay on one line.
    package static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, to: &output)
        output += "\n"
        return output
    }

    /// Numbers as short as they can be and still read back exactly; whole numbers without a
    /// fraction. Non-finite numbers (which JSON cannot hold) are written as null.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == 0 { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    package static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    private static func write(_ value: JSONValue, indent: Int, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .number(let n): output += format(n)
        case .string(let s): output += quote(s)
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            if elements.count <= 8 && elements.allSatisfy(isScalar) {
                output += "["
                for (i, element) in elements.enumerated() {
                    if i > 0 { output += ", " }
                    write(element, indent: indent, to: &output)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (i, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(element, indent: indent + 1, to: &output)
                output += i == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            if members.count <= 6 && members.allSatisfy({ isScalar($0.1) }) {
                output += "{"
                for (i, (key, member)) in members.enumerated() {
                    if i > 0 { output += ", " }
                    output += quote(key) + ": "
                    write(member, indent: indent, to: &output)
                }
                output += "}"
                return
            }
            output += "{\n"
            for (i, (key, member)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + quote(key) + ": "
                write(member, indent: indent + 1, to: &output)
                output += i == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}
