/// A batch update applied to a snapshot: the new snapshot, how old and new correspond, and
/// what a layout is told.
public struct AppliedUpdate: Hashable, Sendable {
    public var snapshot: CollectionSnapshot
    public var mapping: UpdateMapping
    /// The update items in UIKit's order, for `prepare(forCollectionViewUpdates:)`.
    public var updateItems: [UpdateItem]
    /// Old section indexes removed by a section delete.
    public var deletedSections: Set<Int>
    /// New section indexes created by a section insert.
    public var insertedSections: Set<Int>
    /// Old index paths removed by an item delete (not those covered by a section delete).
    public var deletedItems: Set<IndexPath>
    /// New index paths created by an item insert (not those covered by a section insert).
    public var insertedItems: Set<IndexPath>
}

extension BatchUpdate {
    /// Applies the batch to `snapshot` under UIKit's rules: deletes are validated in
    /// descending order against the counts before the update, inserts in ascending order
    /// against the counts after it, and surviving items keep their relative order while the
    /// inserted ones take their stated final places (the "two lists" rule, REFERENCE.md B6).
    ///
    /// - Throws: `UpdateError` naming the first invalid operation in UIKit's validation order.
    /// - Complexity: O(n + m log m) for n items and m operations.
    public func applied(to snapshot: CollectionSnapshot) throws(UpdateError) -> AppliedUpdate {
        let old = snapshot.sections
        let oldCount = old.count

        // Section deletes, descending.
        var deletedSectionSet = Set<Int>()
        // Ties keep the order written, so a repeat is reported where it is repeated.
        for (position, section) in deletedSections.enumerated().sorted(by: { ($0.element, -$0.offset) > ($1.element, -$1.offset) }) {
            guard section >= 0, section < oldCount else {
                throw UpdateError(.deleteSectionOutOfRange(section: section, sectionCount: oldCount),
                                  operation: .deleteSection(position))
            }
            guard deletedSectionSet.insert(section).inserted else {
                throw UpdateError(.duplicateSectionDelete(section: section), operation: .deleteSection(position))
            }
        }

        // Item deletes, descending; those inside a deleted section are covered by it.
        var deletedItemSet = Set<IndexPath>()
        var deletesPerSection = [Int](repeating: 0, count: oldCount)
        for (position, path) in deletedItems.enumerated().sorted(by: { ($0.element, -$0.offset) > ($1.element, -$1.offset) }) {
            guard path.section >= 0, path.section < oldCount else {
                throw UpdateError(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionCount: oldCount),
                                  operation: .deleteItem(position))
            }
            if deletedSectionSet.contains(path.section) { continue }
            let count = old[path.section].items.count
            guard path.item >= 0, path.item < count else {
                throw UpdateError(.deleteItemOutOfRange(item: path.item, section: path.section, itemCount: count),
                                  operation: .deleteItem(position))
            }
            guard deletedItemSet.insert(path).inserted else {
                throw UpdateError(.duplicateItemDelete(path), operation: .deleteItem(position))
            }
            deletesPerSection[path.section] += 1
        }

        // Section inserts, ascending.
        let newCount = oldCount - deletedSectionSet.count + insertedSections.count
        var insertedSectionAt: [Int: Int] = [:]  // new index → position in insertedSections
        for (position, insertion) in insertedSections.enumerated().sorted(by: { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }) {
            guard insertion.index >= 0, insertion.index < newCount else {
                throw UpdateError(.insertSectionOutOfRange(section: insertion.index, sectionCount: newCount),
                                  operation: .insertSection(position))
            }
            guard insertedSectionAt[insertion.index] == nil else {
                throw UpdateError(.duplicateSectionInsert(section: insertion.index), operation: .insertSection(position))
            }
            insertedSectionAt[insertion.index] = position
        }

        // Sections: surviving old sections fill the slots that no insert takes, in order.
        var oldSectionForNew = [Int?](repeating: nil, count: newCount)
        var newSectionForOld = [Int?](repeating: nil, count: oldCount)
        var survivors = (0..<oldCount).lazy.filter { !deletedSectionSet.contains($0) }.makeIterator()
        for n in 0..<newCount where insertedSectionAt[n] == nil {
            guard let o = survivors.next() else { break }
            oldSectionForNew[n] = o
            newSectionForOld[o] = n
        }

        // Item inserts, ascending; those inside an inserted section are covered by it.
        let sortedInserts = insertedItems.enumerated().sorted(by: { ($0.element.indexPath, $0.offset) < ($1.element.indexPath, $1.offset) })
        var insertsPerSection = [Int](repeating: 0, count: newCount)
        var liveInserts: [(position: Int, insertion: ItemInsertion)] = []
        for (position, insertion) in sortedInserts {
            let path = insertion.indexPath
            guard path.section >= 0, path.section < newCount else {
                throw UpdateError(.insertItemSectionOutOfRange(item: path.item, section: path.section, sectionCount: newCount),
                                  operation: .insertItem(position))
            }
            if insertedSectionAt[path.section] != nil { continue }
            insertsPerSection[path.section] += 1
            liveInserts.append((position, insertion))
        }
        var insertedItemSet = Set<IndexPath>()
        var newItemCounts = [Int](repeating: 0, count: newCount)
        for n in 0..<newCount {
            if let o = oldSectionForNew[n] {
                newItemCounts[n] = old[o].items.count - deletesPerSection[o] + insertsPerSection[n]
            } else if let position = insertedSectionAt[n] {
                newItemCounts[n] = insertedSections[position].section.items.count
            }
        }
        for (position, insertion) in liveInserts {
            let path = insertion.indexPath
            guard path.item >= 0, path.item < newItemCounts[path.section] else {
                throw UpdateError(.insertItemOutOfRange(item: path.item, section: path.section, itemCount: newItemCounts[path.section]),
                                  operation: .insertItem(position))
            }
            guard insertedItemSet.insert(path).inserted else {
                throw UpdateError(.duplicateItemInsert(path), operation: .insertItem(position))
            }
        }

        // Build the new snapshot and both item maps.
        var insertionsBySection: [Int: [ItemInsertion]] = [:]
        for (_, insertion) in liveInserts { insertionsBySection[insertion.indexPath.section, default: []].append(insertion) }
        var newSections: [Section] = []
        newSections.reserveCapacity(newCount)
        var newIndexPathForOld = old.map { [IndexPath?](repeating: nil, count: $0.items.count) }
        var oldIndexPathForNew: [[IndexPath?]] = []
        for n in 0..<newCount {
            guard let o = oldSectionForNew[n] else {
                let inserted = insertedSections[insertedSectionAt[n]!].section
                newSections.append(inserted)
                oldIndexPathForNew.append([IndexPath?](repeating: nil, count: inserted.items.count))
                continue
            }
            var slots = [Item?](repeating: nil, count: newItemCounts[n])
            for insertion in insertionsBySection[n] ?? [] { slots[insertion.indexPath.item] = insertion.item }
            var backMap = [IndexPath?](repeating: nil, count: newItemCounts[n])
            var next = 0
            for (i, item) in old[o].items.enumerated() where !deletedItemSet.contains(IndexPath(item: i, section: o)) {
                while slots[next] != nil { next += 1 }
                slots[next] = item
                backMap[next] = IndexPath(item: i, section: o)
                newIndexPathForOld[o][i] = IndexPath(item: next, section: n)
                next += 1
            }
            var section = old[o]
            section.items = slots.map { $0! }
            newSections.append(section)
            oldIndexPathForNew.append(backMap)
        }
        let newSnapshot = CollectionSnapshot(sections: newSections)

        if let duplicate = newSnapshot.firstDuplicateIdentity() {
            var operation: BatchOperation?
            switch duplicate {
            case .section(_, _, let second):
                operation = insertedSectionAt[second].map(BatchOperation.insertSection)
            case .item(_, _, let second):
                if let position = insertedSectionAt[second.section] {
                    operation = .insertSection(position)
                } else if let live = liveInserts.first(where: { $0.insertion.indexPath == second }) {
                    operation = .insertItem(live.position)
                }
            }
            throw UpdateError(.duplicateIdentity(duplicate), operation: operation)
        }

        // Update items in UIKit's order: deletes, then inserts, each sorted.
        var deletes = deletedSectionSet.map { UpdateItem.Target.section($0) } + deletedItemSet.map { .item($0) }
        deletes.sort()
        var inserts = insertedSectionAt.keys.map { UpdateItem.Target.section($0) } + insertedItemSet.map { .item($0) }
        inserts.sort()
        let updateItems = deletes.map { UpdateItem(action: .delete, before: $0, after: nil) }
            + inserts.map { UpdateItem(action: .insert, before: nil, after: $0) }

        return AppliedUpdate(
            snapshot: newSnapshot,
            mapping: UpdateMapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                   newIndexPathForOld: newIndexPathForOld, oldIndexPathForNew: oldIndexPathForNew),
            updateItems: updateItems,
            deletedSections: deletedSectionSet,
            insertedSections: Set(insertedSectionAt.keys),
            deletedItems: deletedItemSet,
            insertedItems: insertedItemSet)
    }
}
