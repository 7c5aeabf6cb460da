#if !canImport(ObjectiveC)
/// The name of a method, as Objective-C's `Selector` holds one: what a gesture recogniser or a
/// control keeps as its action. Swift on Linux has no Objective-C runtime, so neither
/// `Selector` nor `#selector` exists there; `zoetrope port` writes `#selector(handle(_:))` as
/// `Selector(("handle:"))`, which compiles on both platforms and names the same method.
///
/// Zoetrope keeps the name and never sends it: no finger touches a recording.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
#endif
