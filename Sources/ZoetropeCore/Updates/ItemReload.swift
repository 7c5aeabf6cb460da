/// An item to reload (delete and insert again), named by its index path before the update;
/// with new data, or nil to keep the item as it is and only recreate its cell.
public struct ItemReload: Hashable, Sendable {
    public var indexPath: IndexPath
    public var item: Item?

    public init(indexPath: IndexPath, item: Item? = nil) {
        self.indexPath = indexPath
        self.item = item
    }
}
