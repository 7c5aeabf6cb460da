/// An item moved from its index path before the update to its index path after it.
public struct ItemMove: Hashable, Sendable {
    public var from: IndexPath
    public var to: IndexPath

    public init(from: IndexPath, to: IndexPath) {
        self.from = from
        self.to = to
    }
}
