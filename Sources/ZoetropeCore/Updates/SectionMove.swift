/// A section moved from its index before the update to its index after it.
public struct SectionMove: Hashable, Sendable {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}
