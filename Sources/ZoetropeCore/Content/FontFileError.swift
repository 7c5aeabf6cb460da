/// Why bytes are not a font file Zoetrope can draw with.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
