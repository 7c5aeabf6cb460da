/// Text for the small JSON files Zoetrope writes by hand, so that their bytes are the same on
/// every run and a change reads well in a diff (a golden's fingerprint and geometry).
package enum JSONText {
    /// `text` as a JSON string, quotes included: `"` and `\` escaped, control characters as
    /// `\u00XX`, everything else as it is (UTF-8).
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
