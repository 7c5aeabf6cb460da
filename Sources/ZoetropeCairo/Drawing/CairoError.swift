import CCairo

/// A Cairo call that failed: which operation, and Cairo's own words for why.
public struct CairoError: Error, Hashable, Sendable, CustomStringConvertible {
    public var operation: String
    public var reason: String

    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    init(operation: String, status: cairo_status_t) {
        self.init(operation: operation, reason: String(cString: cairo_status_to_string(status)))
    }

    public var description: String { "\(operation) failed: \(reason)" }
}
