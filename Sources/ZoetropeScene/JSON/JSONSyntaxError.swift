/// Why a text is not JSON, and where.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var position: JSONPosition
    package var message: String

    package var description: String { "\(position): \(message)" }
}
