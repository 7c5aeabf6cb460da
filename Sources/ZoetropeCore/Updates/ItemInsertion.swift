/// An item to insert, at its index path after the update, with its data unless the caller
/// gives the data after the update.
public struct ItemInsertion: Hashable, Sendable {
    public var indexPath: IndexPath
    public var item: Item?

    public init(indexPath: IndexPath, item: Item? = nil) {
        self.indexPath = indexPath
        self.item = item
    }
}
