import ZoetropeCore

/// A deliberately simple model of what a valid batch update does to a collection, to check
/// `BatchUpdate.applied(to:)` against: UIKit's "two lists" written out the slow, obvious way.
///
/// Sections first: inserted and moved sections take their final places, the sections that
/// stay fill the other places in their old order. Then, in each section that existed before,
/// the items that stay (not deleted, not moved away) fill the places that inserted and
/// moved-in items do not take, in their old order. Reloads are not modelled; the update must
/// be valid and must not put item operations inside inserted or deleted sections.
public enum BatchUpdateReference {
    /// The collection after `update`, and for each of its items where it was before (nil for
    /// an inserted one).
    public struct Result: Equatable, Sendable {
        public var sections: [Section]
        public var oldIndexPathForNew: [[IndexPath?]]
    }

    public static func apply(_ update: BatchUpdate, to before: CollectionSnapshot) -> Result {
        precondition(update.reloadedItems.isEmpty && update.reloadedSections.isEmpty, "The reference does not model reloads")
        let old = before.sections
        let deletedSections = Set(update.deletedSections)
        let movedSectionSources = Set(update.movedSections.map(\.from))
        let newCount = old.count - deletedSections.count + update.insertedSections.count

        // Where each new section comes from: an insertion, a move, or the next one that stays.
        enum Origin { case inserted(Section), old(Int) }
        var origins = [Origin?](repeating: nil, count: newCount)
        for insertion in update.insertedSections { origins[insertion.index] = .inserted(insertion.section!) }
        for move in update.movedSections { origins[move.to] = .old(move.from) }
        var staying = (0..<old.count).filter { !deletedSections.contains($0) && !movedSectionSources.contains($0) }.makeIterator()
        for index in 0..<newCount where origins[index] == nil { origins[index] = .old(staying.next()!) }

        let deletedItems = Set(update.deletedItems)
        let movedItemSources = Set(update.movedItems.map(\.from))
        var sections: [Section] = []
        var oldPaths: [[IndexPath?]] = []
        for (newSection, origin) in origins.enumerated() {
            switch origin! {
            case .inserted(let section):
                sections.append(section)
                oldPaths.append(Array(repeating: nil, count: section.items.count))
            case .old(let oldSection):
                // The items placed here by inserts and moves, at their final indexes.
                var placed: [Int: (Item, IndexPath?)] = [:]
                for insertion in update.insertedItems where insertion.indexPath.section == newSection {
                    placed[insertion.indexPath.item] = (insertion.item!, nil)
                }
                for move in update.movedItems where move.to.section == newSection {
                    placed[move.to.item] = (old[move.from.section].items[move.from.item], move.from)
                }
                var survivors = old[oldSection].items.indices.filter {
                    let path = IndexPath(item: $0, section: oldSection)
                    return !deletedItems.contains(path) && !movedItemSources.contains(path)
                }.makeIterator()
                var items: [Item] = []
                var paths: [IndexPath?] = []
                let count = old[oldSection].items.count - old[oldSection].items.indices.filter {
                    let path = IndexPath(item: $0, section: oldSection)
                    return deletedItems.contains(path) || movedItemSources.contains(path)
                }.count + placed.count
                for index in 0..<count {
                    if let (item, path) = placed[index] {
                        items.append(item)
                        paths.append(path)
                    } else {
                        let survivor = survivors.next()!
                        items.append(old[oldSection].items[survivor])
                        paths.append(IndexPath(item: survivor, section: oldSection))
                    }
                }
                var section = old[oldSection]
                section.items = items
                sections.append(section)
                oldPaths.append(paths)
            }
        }
        return Result(sections: sections, oldIndexPathForNew: oldPaths)
    }
}
