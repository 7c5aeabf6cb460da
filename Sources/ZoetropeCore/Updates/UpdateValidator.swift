/// UIKit's validation of one batch, phase by phase, in the order of
/// docs/uikit-behaviour.md#the-order-of-a-batch. Internal: `BatchUpdate.validated` is the
/// entry point.
///
/// Each phase is a method that reads what the phases before it worked out and adds its own
/// findings to the validator's state, so `run()` reads as the list of UIKit's checks. The
/// first rule broken throws, naming the operation at fault; the order of the phases decides
/// which error a batch with several mistakes reports, and it is UIKit's.
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

        /// Where the operation was written, for ordering ties: explicit deletes and inserts
        /// first, then reloads, then moves, each in the order given.
        var order: Int {
            switch operation {
            case .deleteSection(let i), .insertSection(let i), .deleteItem(let i), .insertItem(let i): return i
            case .reloadSection(let i), .reloadItem(let i): return 1_000_000_000 + i
            case .moveSection(let i), .moveItem(let i): return 2_000_000_000 + i
            }
        }

        var isReload: Bool {
            switch operation {
            case .reloadSection, .reloadItem: return true
            default: return false
            }
        }

        var target: UpdateItem.Target { isSection ? .section(section) : .item(path) }
    }

    /// The batch; only its index paths and section indexes are read, as UIKit validates no data.
    let update: BatchUpdate
    let before: [Int]
    let countsAfter: BatchUpdate.CountsAfter
    var oldSectionCount: Int { before.count }

    // Explicit moves, duplicates dropped, and where each section and index path is a move's
    // source or destination (the first such move).
    private var sectionMoves: [(from: Int, to: Int, operation: BatchOperation)] = []
    private var itemMoves: [(from: IndexPath, to: IndexPath, operation: BatchOperation)] = []
    private var sectionMoveFrom: [Int: Int] = [:], sectionMoveTo: [Int: Int] = [:]
    private var itemMoveFrom: [IndexPath: Int] = [:], itemMoveTo: [IndexPath: Int] = [:]
    private var itemMovesFromSection: [Int: Int] = [:], itemMovesToSection: [Int: Int] = [:]

    // Reloads, and the deletes and inserts with the reloads decomposed into them.
    private var reloadedSectionSet = Set<Int>(), reloadedItemSet = Set<IndexPath>()
    private var reloadedSectionTargets: [Int: Int] = [:]
    private var reloadedItemTargets: [IndexPath: IndexPath] = [:]
    private var deletes: [Entry] = [], inserts: [Entry] = []

    // What the deletes remove.
    private var deletedSectionSet = Set<Int>(), deletedItemSet = Set<IndexPath>()
    private var deletesPerSection: [Int: Int] = [:]

    // The sections after the update.
    private var newSectionCount = 0
    private var insertedSectionSet = Set<Int>()
    private var createdSectionOperation: [Int: BatchOperation] = [:]
    private var movedSectionTargets: [Int: Int] = [:], movedSectionSources: [Int: Int] = [:]
    private var oldSectionForNew: [Int?] = [], newSectionForOld: [Int?] = []

    // The items after the update.
    private var movedItemTargets: [IndexPath: IndexPath] = [:], movedItemSources: [IndexPath: IndexPath] = [:]
    private var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
    private var insertsPerSection: [Int: Int] = [:]
    private var liveItemInserts: [Entry] = []
    private var countsAfterUpdate: [Int] = []
    private var insertedItemSet = Set<IndexPath>()
    private var newIndexPathForOld: [[IndexPath?]] = [], oldIndexPathForNew: [[IndexPath?]] = []

    init(update: BatchUpdate, before: [Int], countsAfter: BatchUpdate.CountsAfter) {
        self.update = update
        self.before = before
        self.countsAfter = countsAfter
    }

    /// Every check in UIKit's order, then the plan.
    mutating func run() throws(UpdateError) -> UpdatePlan {
        indexMoves()
        try decomposeReloads()
        try validateDeletes()
        try validateSectionInserts()
        try validateSectionMoves()
        try checkSectionCount()
        mapSections()
        try validateItemMoveSources()
        countItemMovesAcrossSections()
        try validateItemInserts()
        try validateItemMoveDestinations()
        try checkItemCounts()
        mapItems()
        return plan()
    }

    /// Explicit moves, with identical duplicates dropped (UIKit drops them silently), and the
    /// first move from and to each section and index path.
    private mutating func indexMoves() {
        var seenSectionMoves = Set<[Int]>()
        for (position, move) in update.movedSections.enumerated() where seenSectionMoves.insert([move.from, move.to]).inserted {
            sectionMoves.append((move.from, move.to, .moveSection(position)))
        }
        var seenItemMoves = Set<[IndexPath]>()
        for (position, move) in update.movedItems.enumerated() where seenItemMoves.insert([move.from, move.to]).inserted {
            itemMoves.append((move.from, move.to, .moveItem(position)))
        }
        for (index, move) in sectionMoves.enumerated() {
            if sectionMoveFrom[move.from] == nil { sectionMoveFrom[move.from] = index }
            if sectionMoveTo[move.to] == nil { sectionMoveTo[move.to] = index }
        }
        for (index, move) in itemMoves.enumerated() {
            if itemMoveFrom[move.from] == nil { itemMoveFrom[move.from] = index }
            if itemMoveTo[move.to] == nil { itemMoveTo[move.to] = index }
            if itemMovesFromSection[move.from.section] == nil { itemMovesFromSection[move.from.section] = index }
            if itemMovesToSection[move.to.section] == nil { itemMovesToSection[move.to.section] = index }
        }
    }

    /// Phase 1. Reloads: no duplicates, no delete of the same place; then each becomes a delete
    /// at its path and an insert at that path shifted by the other deletes and inserts (not by
    /// moves).
    private mutating func decomposeReloads() throws(UpdateError) {
        let reloadedSections = update.reloadedSections.map(\.index), reloadedItems = update.reloadedItems.map(\.indexPath)
        let insertedSections = update.insertedSections.map(\.index), insertedItems = update.insertedItems.map(\.indexPath)
        let deletedSections = update.deletedSections, deletedItems = update.deletedItems
        for (position, section) in reloadedSections.enumerated() {
            guard reloadedSectionSet.insert(section).inserted else {
                throw UpdateError(.duplicateSectionReload(section), operation: .reloadSection(position))
            }
        }
        for (position, path) in reloadedItems.enumerated() {
            guard reloadedItemSet.insert(path).inserted else {
                throw UpdateError(.duplicateItemReload(path), operation: .reloadItem(position))
            }
        }
        let explicitSectionDeletes = Set(deletedSections)
        for (position, section) in reloadedSections.enumerated() where explicitSectionDeletes.contains(section) {
            throw UpdateError(.deleteAndReloadSection(section), operation: .reloadSection(position))
        }
        let explicitItemDeletes = Set(deletedItems)
        for (position, path) in reloadedItems.enumerated() where explicitItemDeletes.contains(path) {
            throw UpdateError(.deleteAndReloadItem(path), operation: .reloadItem(position))
        }
        let sortedSectionDeletes = deletedSections.sorted()
        let sortedSectionInserts = insertedSections.sorted()
        func shiftedSection(_ section: Int) -> Int {
            var shifted = section - sortedSectionDeletes.partitioningIndex { $0 >= section }
            for insert in sortedSectionInserts where insert <= shifted { shifted += 1 }
            return shifted
        }
        let itemDeletesBySection = Self.sortedItems(bySection: deletedItems)
        let itemInsertsBySection = Self.sortedItems(bySection: insertedItems)

        deletes = deletedSections.enumerated().map { Entry(section: $1, item: nil, operation: .deleteSection($0)) }
            + deletedItems.enumerated().map { Entry(section: $1.section, item: $1.item, operation: .deleteItem($0)) }
        inserts = insertedSections.enumerated().map { Entry(section: $1, item: nil, operation: .insertSection($0)) }
            + insertedItems.enumerated().map { Entry(section: $1.section, item: $1.item, operation: .insertItem($0)) }
        for (position, section) in reloadedSections.enumerated() {
            let target = shiftedSection(section)
            reloadedSectionTargets[section] = target
            deletes.append(Entry(section: section, item: nil, operation: .reloadSection(position)))
            inserts.append(Entry(section: target, item: nil, operation: .reloadSection(position)))
        }
        for (position, path) in reloadedItems.enumerated() {
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
    }

    /// The items of `paths`, sorted, by section.
    private static func sortedItems(bySection paths: [IndexPath]) -> [Int: [Int]] {
        var items: [Int: [Int]] = [:]
        for path in paths { items[path.section, default: []].append(path.item) }
        for key in items.keys { items[key]!.sort() }
        return items
    }

    /// Phase 2. Deletes, descending; ties in the order written, so a repeat is reported where it
    /// repeats. Item deletes inside a deleted section are covered by it.
    private mutating func validateDeletes() throws(UpdateError) {
        deletes.sort { ($0.section, $0.itemKey, -$0.order) > ($1.section, $1.itemKey, -$1.order) }
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
    }

    /// Phase 3. Section inserts, ascending, against the section count after the update.
    private mutating func validateSectionInserts() throws(UpdateError) {
        let sectionInserts = inserts.filter(\.isSection).sorted { ($0.section, $0.order) < ($1.section, $1.order) }
        switch countsAfter {
        case .given(let counts): newSectionCount = counts.count
        case .derived: newSectionCount = oldSectionCount - deletedSectionSet.count + sectionInserts.count
        }
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
    }

    /// Phase 4. Section moves: ranges, then one source to two places or two sources to one.
    private mutating func validateSectionMoves() throws(UpdateError) {
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
    }

    /// Phase 5. The section count (docs/uikit-behaviour.md#counts), when the data source gave it.
    private func checkSectionCount() throws(UpdateError) {
        guard case .given = countsAfter else { return }
        let inserted = insertedSectionSet.count, deleted = deletedSectionSet.count
        if newSectionCount != oldSectionCount + inserted - deleted {
            throw UpdateError(.invalidSectionCount(after: newSectionCount, before: oldSectionCount, inserted: inserted, deleted: deleted))
        }
    }

    /// The sections' two lists (docs/uikit-behaviour.md#where-everything-goes): moved sections at
    /// their destinations, the rest of the surviving sections filling the free indexes in order.
    private mutating func mapSections() {
        oldSectionForNew = [Int?](repeating: nil, count: newSectionCount)
        newSectionForOld = [Int?](repeating: nil, count: oldSectionCount)
        for (from, to) in movedSectionTargets {
            oldSectionForNew[to] = from
            newSectionForOld[from] = to
        }
        var remaining = (0..<oldSectionCount).lazy.filter { [deletedSectionSet, movedSectionTargets] in
            !deletedSectionSet.contains($0) && movedSectionTargets[$0] == nil
        }.makeIterator()
        for n in 0..<newSectionCount where !insertedSectionSet.contains(n) && movedSectionSources[n] == nil {
            guard let o = remaining.next() else { break }
            oldSectionForNew[n] = o
            newSectionForOld[o] = n
        }
    }

    /// Phase 6. Item moves: sources against the counts before, then one source to two places or
    /// two sources to one.
    private mutating func validateItemMoveSources() throws(UpdateError) {
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
    }

    /// A move counts as out of and into sections when it ends in another section than the one
    /// its source section becomes.
    private mutating func countItemMovesAcrossSections() {
        for (from, to) in movedItemTargets where newSectionForOld[from.section] != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
    }

    /// Phase 7. Item inserts (the live ones: not in a created section), ascending; and the item
    /// counts after the update, given or worked out from the batch.
    private mutating func validateItemInserts() throws(UpdateError) {
        let itemInserts = inserts.filter { !$0.isSection }.sorted { ($0.section, $0.itemKey, $0.order) < ($1.section, $1.itemKey, $1.order) }
        for entry in itemInserts {
            guard entry.section >= 0, entry.section < newSectionCount else {
                throw UpdateError(.insertItemSectionOutOfRange(item: entry.item!, section: entry.section, sectionCount: newSectionCount),
                                  operation: entry.operation)
            }
            if insertedSectionSet.contains(entry.section) { continue }
            insertsPerSection[entry.section, default: 0] += 1
            liveItemInserts.append(entry)
        }
        countsAfterUpdate = workOutCountsAfter()
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
    }

    /// The item counts after the update: the data source's, or what the batch makes of the
    /// counts before.
    private func workOutCountsAfter() -> [Int] {
        switch countsAfter {
        case .given(let counts):
            return counts
        case .derived(let itemCountOfCreatedSection):
            var counts = [Int](repeating: 0, count: newSectionCount)
            for n in 0..<newSectionCount {
                if let o = oldSectionForNew[n] {
                    counts[n] = before[o] - (deletesPerSection[o] ?? 0) - (movedOut[o] ?? 0) + (insertsPerSection[n] ?? 0) + (movedIn[n] ?? 0)
                } else if let operation = createdSectionOperation[n] {
                    counts[n] = itemCountOfCreatedSection(operation)
                }
            }
            return counts
        }
    }

    /// Phase 8. Item move destinations, against the counts after.
    private func validateItemMoveDestinations() throws(UpdateError) {
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
    }

    /// Phase 9. The item count of every section that exists before and after
    /// (docs/uikit-behaviour.md#counts), when the data source gave them.
    private func checkItemCounts() throws(UpdateError) {
        guard case .given = countsAfter else { return }
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

    /// The items' two lists (docs/uikit-behaviour.md#where-everything-goes): in each surviving
    /// section, inserted and moved-in items take their final places; the section's remaining
    /// items fill the rest in order.
    private mutating func mapItems() {
        newIndexPathForOld = before.map { [IndexPath?](repeating: nil, count: $0) }
        oldIndexPathForNew = countsAfterUpdate.map { [IndexPath?](repeating: nil, count: $0) }
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
    }

    /// The update items in UIKit's order (docs/uikit-behaviour.md#update-items): deletes,
    /// inserts, reloads, moves, each sorted.
    private func updateItems() -> [UpdateItem] {
        let explicitDeletes = deletes.filter { !$0.isReload && ($0.isSection || !deletedSectionSet.contains($0.section)) }.map(\.target).sorted()
        let explicitInserts = inserts.filter { !$0.isReload && ($0.isSection || !insertedSectionSet.contains($0.section)) }.map(\.target).sorted()
        let reloads = reloadedSectionTargets.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
            + reloadedItemTargets.filter { !deletedSectionSet.contains($0.key.section) }.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) }
        let moves = movedSectionTargets.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
            + movedItemTargets.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) }
        return explicitDeletes.map { UpdateItem(action: .delete, before: $0, after: nil) }
            + explicitInserts.map { UpdateItem(action: .insert, before: nil, after: $0) }
            + reloads.sorted { $0.0 < $1.0 }.map { UpdateItem(action: .reload, before: $0.0, after: $0.1) }
            + moves.sorted { $0.0 < $1.0 }.map { UpdateItem(action: .move, before: $0.0, after: $0.1) }
    }

    /// What the batch does, once every check has passed.
    private func plan() -> UpdatePlan {
        UpdatePlan(
            mapping: UpdateMapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                   newIndexPathForOld: newIndexPathForOld, oldIndexPathForNew: oldIndexPathForNew),
            itemCountsAfter: countsAfterUpdate,
            updateItems: updateItems(),
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
