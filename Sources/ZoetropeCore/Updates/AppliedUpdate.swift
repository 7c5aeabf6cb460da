/// A batch update applied to a snapshot: the new snapshot and the validated plan (mapping,
/// reasons, and the update items a layout is told).
///
/// Public for code that checks its own diffing against UIKit's rules (as the repository's
/// fuzzers do): the snapshot after, where every index path went, and the update items.
public struct AppliedUpdate: Hashable, Sendable {
    public var snapshot: CollectionSnapshot
    package var plan: UpdatePlan

    public var mapping: UpdateMapping { plan.mapping }
    public var updateItems: [UpdateItem] { plan.updateItems }
    /// Each section's item count after the update, as validation worked it out (the data
    /// source's counts, when they were given).
    public var itemCountsAfter: [Int] { plan.itemCountsAfter }

    package init(snapshot: CollectionSnapshot, plan: UpdatePlan) {
        self.snapshot = snapshot
        self.plan = plan
    }
}

extension BatchUpdate {
    /// Applies the batch to `snapshot` under UIKit's rules.
    ///
    /// Without `dataAfter`, the new snapshot follows from the batch: surviving sections and
    /// items keep their data, inserts bring theirs, reloads bring new data or keep the old.
    /// With `dataAfter` (what UIKit's data source returns after the update), the batch must
    /// account for its counts exactly as UIKit requires, and every section and item the batch
    /// keeps must be the same one (same identity) in `dataAfter` at the place the batch takes
    /// it to — UIKit would otherwise show a stale cell there, which Zoetrope reports instead.
    ///
    /// - Throws: `UpdateError` naming the first invalid operation in UIKit's validation order.
    /// - Complexity: O(n + m log m) for n items and m operations.
    public func applied(to snapshot: CollectionSnapshot, dataAfter: CollectionSnapshot? = nil) throws(UpdateError) -> AppliedUpdate {
        let counts: CountsAfter
        if let dataAfter {
            counts = .given(dataAfter.itemCounts)
        } else {
            counts = .derived { operation in
                switch operation {
                case .insertSection(let position):
                    return insertedSections[position].section?.items.count ?? 0
                case .reloadSection(let position):
                    let reload = reloadedSections[position]
                    return reload.section?.items.count ?? snapshot.sections[reload.index].items.count
                default:
                    return 0
                }
            }
        }
        let plan = try validated(itemCountsBefore: snapshot.itemCounts, after: counts)
        let result: CollectionSnapshot
        if let dataAfter {
            try checkIdentities(from: snapshot, to: dataAfter, plan: plan)
            result = dataAfter
        } else {
            result = try derivedSnapshot(from: snapshot, plan: plan)
        }
        if let duplicate = result.firstDuplicateIdentity() {
            throw UpdateError(.duplicateIdentity(duplicate), operation: culprit(of: duplicate, plan: plan))
        }
        return AppliedUpdate(snapshot: result, plan: plan)
    }

    /// The snapshot after the update, from the data the batch carries.
    private func derivedSnapshot(from old: CollectionSnapshot, plan: UpdatePlan) throws(UpdateError) -> CollectionSnapshot {
        var itemPayloads: [IndexPath: (item: Item?, operation: BatchOperation)] = [:]
        for (position, insertion) in insertedItems.enumerated() where plan.insertedItems.contains(insertion.indexPath) {
            itemPayloads[insertion.indexPath] = (insertion.item, .insertItem(position))
        }
        for (position, reload) in reloadedItems.enumerated() {
            guard let target = plan.reloadedItems[reload.indexPath] else { continue }
            itemPayloads[target] = (reload.item ?? old.item(at: reload.indexPath), .reloadItem(position))
        }
        let mapping = plan.mapping
        var sections: [Section] = []
        sections.reserveCapacity(plan.itemCountsAfter.count)
        for (n, count) in plan.itemCountsAfter.enumerated() {
            if let o = mapping.oldSection(forNew: n) {
                var section = old.sections[o]
                var items: [Item] = []
                items.reserveCapacity(count)
                for slot in 0..<count {
                    let path = IndexPath(item: slot, section: n)
                    if let source = mapping.oldIndexPath(forNew: path) {
                        items.append(old.sections[source.section].items[source.item])
                    } else if let payload = itemPayloads[path], let item = payload.item {
                        items.append(item)
                    } else {
                        throw UpdateError(.missingItemData(path), operation: itemPayloads[path]?.operation)
                    }
                }
                section.items = items
                sections.append(section)
            } else {
                switch plan.createdSections[n] {
                case .insertSection(let position)?:
                    guard let section = insertedSections[position].section else {
                        throw UpdateError(.missingSectionData(n), operation: .insertSection(position))
                    }
                    sections.append(section)
                case .reloadSection(let position)?:
                    sections.append(reloadedSections[position].section ?? old.sections[reloadedSections[position].index])
                default:
                    throw UpdateError(.missingSectionData(n))
                }
            }
        }
        return CollectionSnapshot(sections: sections)
    }

    /// Every section and item the batch keeps is the same one in `dataAfter` where the batch
    /// takes it.
    private func checkIdentities(from old: CollectionSnapshot, to new: CollectionSnapshot, plan: UpdatePlan) throws(UpdateError) {
        let mapping = plan.mapping
        for (n, section) in new.sections.enumerated() {
            guard let o = mapping.oldSection(forNew: n) else { continue }
            if old.sections[o].id != section.id {
                let operation = movedSections.firstIndex { $0.from == o && $0.to == n }.map(BatchOperation.moveSection)
                throw UpdateError(.sectionIdentityMismatch(from: o, to: n, expected: old.sections[o].id, found: section.id), operation: operation)
            }
            for (slot, item) in section.items.enumerated() {
                let path = IndexPath(item: slot, section: n)
                guard let source = mapping.oldIndexPath(forNew: path) else { continue }
                let expected = old.sections[source.section].items[source.item].id
                if expected != item.id {
                    let operation = movedItems.firstIndex { $0.from == source && $0.to == path }.map(BatchOperation.moveItem)
                    throw UpdateError(.itemIdentityMismatch(from: source, to: path, expected: expected, found: item.id), operation: operation)
                }
            }
        }
    }

    /// The operation that put the second copy of a repeated identity in place, if one did.
    private func culprit(of duplicate: DuplicateIdentity, plan: UpdatePlan) -> BatchOperation? {
        switch duplicate {
        case .section(_, _, let second):
            return plan.createdSections[second]
        case .item(_, _, let second):
            if let operation = plan.createdSections[second.section] { return operation }
            if let position = insertedItems.firstIndex(where: { $0.indexPath == second }) { return .insertItem(position) }
            if let old = plan.reloadedItems.first(where: { $0.value == second })?.key,
                let position = reloadedItems.firstIndex(where: { $0.indexPath == old }) {
                return .reloadItem(position)
            }
            return nil
        }
    }
}
