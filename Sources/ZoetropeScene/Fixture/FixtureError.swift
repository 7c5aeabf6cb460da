/// Why a fixture cannot be used, and exactly where: the file, the line and column, the JSON
/// path, and what was expected.
///
/// Printed as `Fixtures/x.json:12:7: $.sections[0].items[2].color: expected …`, the shape
/// compilers use, so editors and terminals can jump to the place.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fixture file as the user named it.
    public var file: String
    /// Where in the document, when the problem is at one value.
    public var path: JSONPath?
    public var position: JSONPosition?
    public var message: String

    public init(file: String, path: JSONPath?, position: JSONPosition?, message: String) {
        self.file = file
        self.path = path
        self.position = position
        self.message = message
    }

    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if let path { text += "\(path): " }
        return text + message
    }
}
