import CCairo
import CRsvg
import ZoetropeCore

/// Why an SVG picture cannot be shown, in words a fixture's author can act on.
public struct SVGPictureProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
