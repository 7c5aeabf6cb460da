/// A validated batch: where every section and item goes, the counts after, and what a layout
/// is told.
package struct UpdatePlan: Hashable, Sendable {
    /// Old ↔ new places of every section and item that survives. Reloaded and deleted
    /// elements have no new place; reloaded and inserted ones have no old place.
    package var mapping: UpdateMapping
    package var itemCountsAfter: [Int]
    /// The update items in UIKit's order, for `prepare(forCollectionViewUpdates:)`.
    package var updateItems: [UpdateItem]
    /// Old sections removed by a section delete.
    package var deletedSections: Set<Int>
    /// New sections created by a section insert.
    package var insertedSections: Set<Int>
    /// Explicitly moved sections: old index → new index.
    package var movedSections: [Int: Int]
    /// Reloaded sections: old index → new index of the section that replaces it.
    package var reloadedSections: [Int: Int]
    /// Old index paths removed by an item delete (not those covered by a section operation).
    package var deletedItems: Set<IndexPath>
    /// New index paths created by an item insert (not those covered by a section operation).
    package var insertedItems: Set<IndexPath>
    /// Explicitly moved items: old index path → new index path.
    package var movedItems: [IndexPath: IndexPath]
    /// Reloaded items: old index path → new index path of the item that replaces it.
    package var reloadedItems: [IndexPath: IndexPath]
    /// New sections that an insert or a reload creates, and the operation that does.
    package var createdSections: [Int: BatchOperation]
    /// Sections that survive with their items but whose own content (their supplementary
    /// views) changed: old index → new index. A snapshot diff produces these; UIKit's
    /// `reloadSections` is coarser and recreates the items as well.
    package var refreshedSections: [Int: Int] = [:]
}

extension UpdatePlan {
    /// The plan of no change: every section and item stays where it is.
    package static func unchanged(_ snapshot: CollectionSnapshot) -> UpdatePlan {
        UpdatePlan(mapping: UpdateMapping(identityFor: snapshot.itemCounts), itemCountsAfter: snapshot.itemCounts, updateItems: [],
                   deletedSections: [], insertedSections: [], movedSections: [:], reloadedSections: [:], deletedItems: [],
                   insertedItems: [], movedItems: [:], reloadedItems: [:], createdSections: [:])
    }
}
