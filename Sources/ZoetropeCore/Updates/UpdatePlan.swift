/// A validated batch: where every section and item goes, the counts after, and what a layout
/// is told.
public struct UpdatePlan: Hashable, Sendable {
    /// Old ↔ new places of every section and item that survives. Reloaded and deleted
    /// elements have no new place; reloaded and inserted ones have no old place.
    public var mapping: UpdateMapping
    public var itemCountsAfter: [Int]
    /// The update items in UIKit's order, for `prepare(forCollectionViewUpdates:)`.
    public var updateItems: [UpdateItem]
    /// Old sections removed by a section delete.
    public var deletedSections: Set<Int>
    /// New sections created by a section insert.
    public var insertedSections: Set<Int>
    /// Explicitly moved sections: old index → new index.
    public var movedSections: [Int: Int]
    /// Reloaded sections: old index → new index of the section that replaces it.
    public var reloadedSections: [Int: Int]
    /// Old index paths removed by an item delete (not those covered by a section operation).
    public var deletedItems: Set<IndexPath>
    /// New index paths created by an item insert (not those covered by a section operation).
    public var insertedItems: Set<IndexPath>
    /// Explicitly moved items: old index path → new index path.
    public var movedItems: [IndexPath: IndexPath]
    /// Reloaded items: old index path → new index path of the item that replaces it.
    public var reloadedItems: [IndexPath: IndexPath]
    /// New sections that an insert or a reload creates, and the operation that does.
    public var createdSections: [Int: BatchOperation]
    /// Sections that survive with their items but whose own content (their supplementary
    /// views) changed: old index → new index. A snapshot diff produces these; UIKit's
    /// `reloadSections` is coarser and recreates the items as well.
    public var refreshedSections: [Int: Int] = [:]
}

extension UpdatePlan {
    /// The plan of no change: every section and item stays where it is.
    public static func unchanged(_ snapshot: CollectionSnapshot) -> UpdatePlan {
        UpdatePlan(mapping: UpdateMapping(identityFor: snapshot.itemCounts), itemCountsAfter: snapshot.itemCounts, updateItems: [],
                   deletedSections: [], insertedSections: [], movedSections: [:], reloadedSections: [:], deletedItems: [],
                   insertedItems: [], movedItems: [:], reloadedItems: [:], createdSections: [:])
    }
}
