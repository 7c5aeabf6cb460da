import ZoetropeCairo
import ZoetropeCore
import ZoetropePNG

/// Why a file a fixture refers to could not be read.
public struct FixtureResourceProblem: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
