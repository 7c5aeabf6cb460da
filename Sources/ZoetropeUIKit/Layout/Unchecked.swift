import ZoetropeCore

/// A value carried into the core's `@Sendable` closures from a recording, which runs on one
/// thread from start to end.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
