/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: JSONPosition
    public var message: String

    public var description: String { "\(position): \(message)" }
}
