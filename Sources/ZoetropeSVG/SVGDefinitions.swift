import ZoetropeCore

/// What a document defines once and refers to by id: glyph outlines, gradients, blur filters,
/// pictures and clipping paths. Ids are handed out in the order things are first needed, so
/// the same timeline always gives the same document.
final class SVGDefinitions {
    private(set) var text = ""
    private var ids: [String: String] = [:]
    private var counter = 0

    /// The id of the definition known by `key`, writing it with `make(id)` the first time.
    func id(for key: String, make: (String) -> String) -> String {
        if let id = ids[key] { return id }
        counter += 1
        let id = "d\(counter)"
        ids[key] = id
        text += make(id) + "\n"
        return id
    }

    /// A new id for a definition that is never shared (an element's own clipping path).
    func uniqueID(make: (String) -> String) -> String {
        counter += 1
        let id = "d\(counter)"
        text += make(id) + "\n"
        return id
    }

    /// A new id for something defined in place, not among the definitions (a group a `<use>`
    /// copies).
    func newID() -> String {
        counter += 1
        return "d\(counter)"
    }

    var isEmpty: Bool { text.isEmpty }
}

/// Base64, for pictures embedded in the document.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18)], alphabet[Int((n >> 12) & 63)], alphabet[Int((n >> 6) & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18)], alphabet[Int((n >> 12) & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18)], alphabet[Int((n >> 12) & 63)], alphabet[Int((n >> 6) & 63)], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
