/// A batch's operations as index paths and section indexes only: everything UIKit looks at
/// when it validates a batch, and all the validation needs.
public struct UpdateOperations: Sendable {
    public var deletedSections: [Int]
    public var insertedSections: [Int]
    public var movedSections: [(from: Int, to: Int)]
    public var reloadedSections: [Int]
    public var deletedItems: [IndexPath]
    public var insertedItems: [IndexPath]
    public var movedItems: [(from: IndexPath, to: IndexPath)]
    public var reloadedItems: [IndexPath]

    public init(deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [(from: Int, to: Int)] = [],
                reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
                movedItems: [(from: IndexPath, to: IndexPath)] = [], reloadedItems: [IndexPath] = []) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }

    /// Where the item counts after the update come from.
    public enum CountsAfter {
        /// The data source's counts, as UIKit asks for them: the batch must account for them
        /// exactly (docs/uikit-behaviour.md#counts).
        case given([Int])
        /// Counts that follow from the batch; only inserted (and reloaded) sections need their
        /// item count, given by the operation that creates them.
        case derived(itemCountOfCreatedSection: (BatchOperation) -> Int)
    }

    /// Validates the batch against the counts before the update, in UIKit's order, and works
    /// out where every section and item goes.
    ///
    /// Order (docs/uikit-behaviour.md#the-order-of-a-batch): reloads are decomposed into a delete at their path and
    /// an insert at the path shifted by the other deletes and inserts; deletes are validated in
    /// descending order, inserts in ascending order, then moves, then the counts. Item
    /// operations inside a deleted or inserted section are covered by it and ignored.
    ///
    /// - Throws: `UpdateError` for the first rule broken, naming the operation at fault.
    /// - Complexity: O(n + m log m) for n items and m operations.
    public func validated(itemCountsBefore before: [Int], after countsAfter: CountsAfter) throws(UpdateError) -> UpdatePlan {
        var validator = UpdateValidator(operations: self, before: before)
        return try validator.run(countsAfter)
    }
}

/// UIKit's validation of one batch, step by step. Internal: `UpdateOperations.validated` is
/// the entry point.
struct UpdateValidator {
    /// A delete or insert, explicit or made by decomposing a reload.
    struct Entry {
        var section: Int
        var item: Int?
        var operation: BatchOperation

        var isSection: Bool { item == nil }
        var path: IndexPath { IndexPath(item: item ?? 0, section: section) }
        /// Index-path order with a section after its items, as NSNotFound sorts in UIKit.
        var itemKey: Int { item ?? Int.max }
    }

    let operations: UpdateOperations
    let before: [Int]
    var oldSectionCount: Int { before.count }

    init(operations: UpdateOperations, before: [Int]) {
        self.operations = operations
        self.before = before
    }

    mutating func run(_ countsAfter: UpdateOperations.CountsAfter) throws(UpdateError) -> UpdatePlan {
        let ops = operations

        // Explicit moves, with identical duplicates dropped (UIKit drops them silently).
        var sectionMoves: [(from: Int, to: Int, operation: BatchOperation)] = []
        var seenSectionMoves = Set<[Int]>()
        for (position, move) in ops.movedSections.enumerated() where seenSectionMoves.insert([move.from, move.to]).inserted {
            sectionMoves.append((move.from, move.to, .moveSection(position)))
        }
        var itemMoves: [(from: IndexPath, to: IndexPath, operation: BatchOperation)] = []
        var seenItemMoves = Set<[IndexPath]>()
        for (position, move) in ops.movedItems.enumerated() where seenItemMoves.insert([move.from, move.to]).inserted {
            itemMoves.append((move.from, move.to, .moveItem(position)))
        }
        var sectionMoveFrom: [Int: Int] = [:], sectionMoveTo: [Int: Int] = [:]   // section → index in sectionMoves
        for (index, move) in sectionMoves.enumerated() {
            if sectionMoveFrom[move.from] == nil { sectionMoveFrom[move.from] = index }
            if sectionMoveTo[move.to] == nil { sectionMoveTo[move.to] = index }
        }
        var itemMoveFrom: [IndexPath: Int] = [:], itemMoveTo: [IndexPath: Int] = [:]
        var itemMovesFromSection: [Int: Int] = [:], itemMovesToSection: [Int: Int] = [:]
        for (index, move) in itemMoves.enumerated() {
            if itemMoveFrom[move.from] == nil { itemMoveFrom[move.from] = index }
            if itemMoveTo[move.to] == nil { itemMoveTo[move.to] = index }
            if itemMovesFromSection[move.from.section] == nil { itemMovesFromSection[move.from.section] = index }
            if itemMovesToSection[move.to.section] == nil { itemMovesToSection[move.to.section] = index }
        }

        // 1. Reloads: no duplicates, no delete of the same place; then decompose.
        var reloadedSectionSet = Set<Int>()
        for (position, section) in ops.reloadedSections.enumerated() {
            guard reloadedSectionSet.insert(section).inserted else {
                throw UpdateError(.duplicateSectionReload(section), operation: .reloadSection(position))
            }
        }
        var reloadedItemSet = Set<IndexPath>()
        for (position, path) in ops.reloadedItems.enumerated() {
            guard reloadedItemSet.insert(path).inserted else {
                throw UpdateError(.duplicateItemReload(path), operation: .reloadItem(position))
            }
        }
        let explicitSectionDeletes = Set(ops.deletedSections)
        for (position, section) in ops.reloadedSections.enumerated() where explicitSectionDeletes.contains(section) {
            throw UpdateError(.deleteAndReloadSection(section), operation: .reloadSection(position))
        }
        let explicitItemDeletes = Set(ops.deletedItems)
        for (position, path) in ops.reloadedItems.enumerated() where explicitItemDeletes.contains(path) {
            throw UpdateError(.deleteAndReloadItem(path), operation: .reloadItem(position))
        }
        let sortedSectionDeletes = ops.deletedSections.sorted()
        let sortedSectionInserts = ops.insertedSections.sorted()
        func shiftedSection(_ section: Int) -> Int {
            var shifted = section - sortedSectionDeletes.partitioningIndex { $0 >= section }
            for insert in sortedSectionInserts where insert <= shifted { shifted += 1 }
            return shifted
        }
        var itemDeletesBySection: [Int: [Int]] = [:]
        for path in ops.deletedItems { itemDeletesBySection[path.section, default: []].append(path.item) }
        for key in itemDeletesBySection.keys { itemDeletesBySection[key]!.sort() }
        var itemInsertsBySection: [Int: [Int]] = [:]
        for path in ops.insertedItems { itemInsertsBySection[path.section, default: []].append(path.item) }
        for key in itemInsertsBySection.keys { itemInsertsBySection[key]!.sort() }
        var reloadedSectionTargets: [Int: Int] = [:]
        var reloadedItemTargets: [IndexPath: IndexPath] = [:]

        var deletes: [Entry] = ops.deletedSections.enumerated().map { Entry(section: $1, item: nil, operation: .deleteSection($0)) }
            + ops.deletedItems.enumerated().map { Entry(section: $1.section, item: $1.item, operation: .deleteItem($0)) }
        var inserts: [Entry] = ops.insertedSections.enumerated().map { Entry(section: $1, item: nil, operation: .insertSection($0)) }
            + ops.insertedItems.enumerated().map { Entry(section: $1.section, item: $1.item, operation: .insertItem($0)) }
        for (position, section) in ops.reloadedSections.enumerated() {
            let target = shiftedSection(section)
            reloadedSectionTargets[section] = target
            deletes.append(Entry(section: section, item: nil, operation: .reloadSection(position)))
            inserts.append(Entry(section: target, item: nil, operation: .reloadSection(position)))
        }
        for (position, path) in ops.reloadedItems.enumerated() {
            // Covered by a delete or reload of its section.
            if explicitSectionDeletes.contains(path.section) || reloadedSectionSet.contains(path.section) { continue }
            // UIKit shifts a reload's target by deletes and inserts but not by moves, which
            // would put the item in the wrong section; refuse rather than animate that.
            if sectionMoveFrom[path.section] != nil {
                throw UpdateError(.reloadItemInMovedSection(path), operation: .reloadItem(position))
            }
            let section = shiftedSection(path.section)
            var item = path.item - (itemDeletesBySection[path.section] ?? []).partitioningIndex { $0 >= path.item }
            for insert in itemInsertsBySection[section] ?? [] where insert <= item { item += 1 }
            let target = IndexPath(item: item, section: section)
            reloadedItemTargets[path] = target
            deletes.append(Entry(section: path.section, item: path.item, operation: .reloadItem(position)))
            inserts.append(Entry(section: section, item: item, operation: .reloadItem(position)))
        }

        // 2. Deletes, descending; ties in the order written, so a repeat is reported where it repeats.
        func order(_ entry: Entry) -> Int {
            switch entry.operation {
            case .deleteSection(let i), .insertSection(let i), .deleteItem(let i), .insertItem(let i): return i
            case .reloadSection(let i), .reloadItem(let i): return 1_000_000_000 + i
            case .moveSection(let i), .moveItem(let i): return 2_000_000_000 + i
            }
        }
        deletes.sort { ($0.section, $0.itemKey, -order($0)) > ($1.section, $1.itemKey, -order($1)) }
        var deletedSectionSet = Set<Int>()
        var deletedItemSet = Set<IndexPath>()
        var deletesPerSection: [Int: Int] = [:]
        for entry in deletes {
            if entry.isSection {
                let section = entry.section
                guard section >= 0, section < oldSectionCount else {
                    throw UpdateError(.deleteSectionOutOfRange(section: section, sectionCount: oldSectionCount), operation: entry.operation)
                }
                guard deletedSectionSet.insert(section).inserted else {
                    throw UpdateError(.duplicateSectionDelete(section: section), operation: entry.operation)
                }
                if sectionMoveFrom[section] != nil {
                    throw UpdateError(.deleteAndMoveSection(section), operation: entry.operation)
                }
                if let move = itemMovesFromSection[section] {
                    throw UpdateError(.moveItemFromDeletedSection(section), operation: itemMoves[move].operation)
                }
            } else {
                let path = entry.path
                guard path.section >= 0, path.section < oldSectionCount else {
                    throw UpdateError(.deleteItemSectionOutOfRange(item: path.item, section: path.section, sectionCount: oldSectionCount),
                                      operation: entry.operation)
                }
                if deletedSectionSet.contains(path.section) { continue }
                guard path.item >= 0, path.item < before[path.section] else {
                    throw UpdateError(.deleteItemOutOfRange(item: path.item, section: path.section, itemCount: before[path.section]),
                                      operation: entry.operation)
                }
                guard deletedItemSet.insert(path).inserted else {
                    throw UpdateError(.duplicateItemDelete(path), operation: entry.operation)
                }
                if itemMoveFrom[path] != nil {
                    throw UpdateError(.deleteAndMoveItem(path), operation: entry.operation)
                }
                deletesPerSection[path.section, default: 0] += 1
            }
        }

        // 3. Section inserts, ascending.
        let sectionInserts = inserts.filter(\.isSection).sorted { ($0.section, order($0)) < ($1.section, order($1)) }
        let derivedSectionCount = oldSectionCount - deletedSectionSet.count + sectionInserts.count
        let newSectionCount: Int
        switch countsAfter {
        case .given(let counts): newSectionCount = counts.count
        case .derived: newSectionCount = derivedSectionCount
        }
        var insertedSectionSet = Set<Int>()
        var createdSectionOperation: [Int: BatchOperation] = [:]
        for entry in sectionInserts {
            let section = entry.section
            guard section >= 0, section < newSectionCount else {
                throw UpdateError(.insertSectionOutOfRange(section: section, sectionCount: newSectionCount), operation: entry.operation)
            }
            guard insertedSectionSet.insert(section).inserted else {
                throw UpdateError(.duplicateSectionInsert(section: section), operation: entry.operation)
            }
            if sectionMoveTo[section] != nil {
                throw UpdateError(.insertAndMoveSection(section), operation: entry.operation)
            }
            if let move = itemMovesToSection[section] {
                throw UpdateError(.moveItemIntoInsertedSection(section), operation: itemMoves[move].operation)
            }
            createdSectionOperation[section] = entry.operation
        }

        // 4. Section moves: ranges, then conflicts.
        var movedSectionTargets: [Int: Int] = [:], movedSectionSources: [Int: Int] = [:]
        for move in sectionMoves {
            guard move.from >= 0, move.from < oldSectionCount else {
                throw UpdateError(.moveSectionSourceOutOfRange(section: move.from, sectionCount: oldSectionCount), operation: move.operation)
            }
            guard move.to >= 0, move.to < newSectionCount else {
                throw UpdateError(.moveSectionDestinationOutOfRange(from: move.from, to: move.to, sectionCount: newSectionCount),
                                  operation: move.operation)
            }
            if let first = movedSectionTargets[move.from] {
                throw UpdateError(.moveSectionToTwoPlaces(from: move.from, first: first, second: move.to), operation: move.operation)
            }
            if let first = movedSectionSources[move.to] {
                throw UpdateError(.moveTwoSectionsToOnePlace(first: first, second: move.from, to: move.to), operation: move.operation)
            }
            movedSectionTargets[move.from] = move.to
            movedSectionSources[move.to] = move.from
        }

        // 5. The section count (B5), then the sections' two-list mapping (B6).
        let insertedSectionTotal = insertedSectionSet.count
        if case .given = countsAfter, newSectionCount != oldSectionCount + insertedSectionTotal - deletedSectionSet.count {
            throw UpdateError(.invalidSectionCount(after: newSectionCount, before: oldSectionCount,
                                                   inserted: insertedSectionTotal, deleted: deletedSectionSet.count))
        }
        var oldSectionForNew = [Int?](repeating: nil, count: newSectionCount)
        var newSectionForOld = [Int?](repeating: nil, count: oldSectionCount)
        for (from, to) in movedSectionTargets {
            oldSectionForNew[to] = from
            newSectionForOld[from] = to
        }
        var remaining = (0..<oldSectionCount).lazy.filter { !deletedSectionSet.contains($0) && movedSectionTargets[$0] == nil }.makeIterator()
        for n in 0..<newSectionCount where !insertedSectionSet.contains(n) && movedSectionSources[n] == nil {
            guard let o = remaining.next() else { break }
            oldSectionForNew[n] = o
            newSectionForOld[o] = n
        }

        // 6. Item moves: sources (against the counts before), then conflicts.
        var movedItemTargets: [IndexPath: IndexPath] = [:], movedItemSources: [IndexPath: IndexPath] = [:]
        for move in itemMoves {
            guard move.from.section >= 0, move.from.section < oldSectionCount else {
                throw UpdateError(.moveItemSourceSectionOutOfRange(move.from, sectionCount: oldSectionCount), operation: move.operation)
            }
            guard move.from.item >= 0, move.from.item < before[move.from.section] else {
                throw UpdateError(.moveItemSourceOutOfRange(move.from, itemCount: before[move.from.section]), operation: move.operation)
            }
            if let first = movedItemTargets[move.from] {
                throw UpdateError(.moveItemToTwoPlaces(from: move.from, first: first, second: move.to), operation: move.operation)
            }
            if let first = movedItemSources[move.to] {
                throw UpdateError(.moveTwoItemsToOnePlace(first: first, second: move.from, to: move.to), operation: move.operation)
            }
            movedItemTargets[move.from] = move.to
            movedItemSources[move.to] = move.from
        }
        // A move counts as out of and into sections when it ends in another section than the one
        // its source section becomes.
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        for (from, to) in movedItemTargets where newSectionForOld[from.section] != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }

        // 7. Item inserts (live ones: not in a created section), then the counts after.
        let itemInserts = inserts.filter { !$0.isSection }.sorted { ($0.section, $0.itemKey, order($0)) < ($1.section, $1.itemKey, order($1)) }
        var insertsPerSection: [Int: Int] = [:]
        var liveItemInserts: [Entry] = []
        for entry in itemInserts {
            guard entry.section >= 0, entry.section < newSectionCount else {
                throw UpdateError(.insertItemSectionOutOfRange(item: entry.item!, section: entry.section, sectionCount: newSectionCount),
                                  operation: entry.operation)
            }
            if insertedSectionSet.contains(entry.section) { continue }
            insertsPerSection[entry.section, default: 0] += 1
            liveItemInserts.append(entry)
        }
        var countsAfterUpdate = [Int](repeating: 0, count: newSectionCount)
        switch countsAfter {
        case .given(let counts):
            countsAfterUpdate = counts
        case .derived(let itemCountOfCreatedSection):
            for n in 0..<newSectionCount {
                if let o = oldSectionForNew[n] {
                    countsAfterUpdate[n] = before[o] - (deletesPerSection[o] ?? 0) - (movedOut[o] ?? 0)
                        + (insertsPerSection[n] ?? 0) + (movedIn[n] ?? 0)
                } else if let operation = createdSectionOperation[n] {
                    countsAfterUpdate[n] = itemCountOfCreatedSection(operation)
                }
            }
        }
        var insertedItemSet = Set<IndexPath>()
        for entry in liveItemInserts {
            let path = entry.path
            guard path.item >= 0, path.item < countsAfterUpdate[path.section] else {
                throw UpdateError(.insertItemOutOfRange(item: path.item, section: path.section, itemCount: countsAfterUpdate[path.section]),
                                  operation: entry.operation)
            }
            guard insertedItemSet.insert(path).inserted else {
                throw UpdateError(.duplicateItemInsert(path), operation: entry.operation)
            }
            if itemMoveTo[path] != nil {
                throw UpdateError(.insertAndMoveItem(path), operation: entry.operation)
            }
        }

        // 8. Item move destinations, against the counts after.
        for move in itemMoves {
            guard move.to.section >= 0, move.to.section < newSectionCount else {
                throw UpdateError(.moveItemDestinationSectionOutOfRange(from: move.from, to: move.to, sectionCount: newSectionCount),
                                  operation: move.operation)
            }
            guard move.to.item >= 0, move.to.item < countsAfterUpdate[move.to.section] else {
                throw UpdateError(.moveItemDestinationOutOfRange(from: move.from, to: move.to, itemCount: countsAfterUpdate[move.to.section]),
                                  operation: move.operation)
            }
        }

        // 9. The item counts of every section that exists before and after (B5).
        if case .given = countsAfter {
            for n in 0..<newSectionCount {
                guard let o = oldSectionForNew[n] else { continue }
                let expected = before[o] + (insertsPerSection[n] ?? 0) - (deletesPerSection[o] ?? 0) + (movedIn[n] ?? 0) - (movedOut[o] ?? 0)
                if countsAfterUpdate[n] != expected {
                    throw UpdateError(.invalidItemCount(section: n, after: countsAfterUpdate[n], before: before[o],
                                                        inserted: insertsPerSection[n] ?? 0, deleted: deletesPerSection[o] ?? 0,
                                                        movedIn: movedIn[n] ?? 0, movedOut: movedOut[o] ?? 0))
                }
            }
        }

        // 10. Items' two-list mapping (B6): in each surviving section, inserted and moved-in items
        // take their final places; the section's remaining items fill the rest in order.
        var newIndexPathForOld = before.map { [IndexPath?](repeating: nil, count: $0) }
        var oldIndexPathForNew = countsAfterUpdate.map { [IndexPath?](repeating: nil, count: $0) }
        for (from, to) in movedItemTargets {
            newIndexPathForOld[from.section][from.item] = to
            oldIndexPathForNew[to.section][to.item] = from
        }
        var survivorsOfSection: [Int: [Int]] = [:]
        for o in 0..<oldSectionCount where newSectionForOld[o] != nil {
            survivorsOfSection[o] = (0..<before[o]).filter {
                let path = IndexPath(item: $0, section: o)
                return !deletedItemSet.contains(path) && movedItemTargets[path] == nil
            }
        }
        for n in 0..<newSectionCount {
            guard let o = oldSectionForNew[n] else { continue }
            var survivors = (survivorsOfSection[o] ?? [])[...]
            for slot in 0..<countsAfterUpdate[n] {
                let path = IndexPath(item: slot, section: n)
                if insertedItemSet.contains(path) || movedItemSources[path] != nil { continue }
                guard let item = survivors.popFirst() else { break }
                oldIndexPathForNew[n][slot] = IndexPath(item: item, section: o)
                newIndexPathForOld[o][item] = path
            }
        }

        // 11. Update items in UIKit's order: deletes, inserts, reloads, moves, each sorted.
        func target(_ entry: Entry) -> UpdateItem.Target {
            entry.isSection ? .section(entry.section) : .item(entry.path)
        }
        let explicitDeletes = deletes.filter {
            if case .reloadSection = $0.operation { return false }
            if case .reloadItem = $0.operation { return false }
            return $0.isSection || !deletedSectionSet.contains($0.section)
        }.map(target).sorted()
        let explicitInserts = inserts.filter {
            if case .reloadSection = $0.operation { return false }
            if case .reloadItem = $0.operation { return false }
            return $0.isSection || !insertedSectionSet.contains($0.section)
        }.map(target).sorted()
        let reloads = reloadedSectionTargets.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
            + reloadedItemTargets.filter { !deletedSectionSet.contains($0.key.section) }.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) }
        let moves = movedSectionTargets.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
            + movedItemTargets.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) }
        let updateItems = explicitDeletes.map { UpdateItem(action: .delete, before: $0, after: nil) }
            + explicitInserts.map { UpdateItem(action: .insert, before: nil, after: $0) }
            + reloads.sorted { $0.0 < $1.0 }.map { UpdateItem(action: .reload, before: $0.0, after: $0.1) }
            + moves.sorted { $0.0 < $1.0 }.map { UpdateItem(action: .move, before: $0.0, after: $0.1) }

        return UpdatePlan(
            mapping: UpdateMapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                   newIndexPathForOld: newIndexPathForOld, oldIndexPathForNew: oldIndexPathForNew),
            itemCountsAfter: countsAfterUpdate,
            updateItems: updateItems,
            deletedSections: deletedSectionSet.subtracting(reloadedSectionSet),
            insertedSections: insertedSectionSet.subtracting(reloadedSectionTargets.values),
            movedSections: movedSectionTargets,
            reloadedSections: reloadedSectionTargets,
            deletedItems: deletedItemSet.subtracting(reloadedItemSet),
            insertedItems: insertedItemSet.subtracting(reloadedItemTargets.values),
            movedItems: movedItemTargets,
            reloadedItems: reloadedItemTargets.filter { !deletedSectionSet.contains($0.key.section) && !insertedSectionSet.contains($0.value.section) },
            createdSections: createdSectionOperation)
    }
}
