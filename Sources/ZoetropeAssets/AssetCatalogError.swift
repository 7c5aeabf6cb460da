/// Why an asset catalogue, or one of its entries, cannot be read: the file at fault and what is
/// wrong with it, as a person fixing the catalogue needs them.
public struct AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder at fault, as a path under the folder the catalogue was opened at.
    public let file: String
    /// Where in the file, for a `Contents.json` (`colors[1].color.components.red`); nil for
    /// the whole file.
    public let path: String?
    /// What is wrong, and what was expected.
    public let message: String

    public init(file: String, path: String? = nil, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        if let path { return "\(file): \(path): \(message)" }
        return "\(file): \(message)"
    }
}
