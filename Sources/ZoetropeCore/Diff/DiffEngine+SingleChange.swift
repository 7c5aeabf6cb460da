extension DiffEngine {
    /// The whole difference as one change, keyed by identity: what a collection view animates
    /// when it is handed a new snapshot. Unlike the stages, this may move and update an element
    /// at once (it animates as a reload from the old place to the new), which one UIKit batch
    /// cannot express.
    func singleChangePlan() -> UpdatePlan {
        var newSectionForOld = sectionTarget.map { $0 >= 0 ? Optional($0) : nil }
        let oldSectionForNew = sectionSource.map { $0 >= 0 ? Optional($0) : nil }
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), movedSections: [Int: Int] = [:], refreshed: [Int: Int] = [:]
        let survivors = (0..<source.count).filter { sectionTarget[$0] >= 0 }
        let staying = longestIncreasingSubsequenceMask(survivors.map { sectionTarget[$0] })
        for (k, s) in survivors.enumerated() {
            if !staying[k] { movedSections[s] = sectionTarget[s] }
            if !target[sectionTarget[s]].model.isContentEqual(to: source[s].model) { refreshed[s] = sectionTarget[s] }
        }
        for s in source.indices where sectionTarget[s] < 0 {
            deletedSections.insert(s)
            newSectionForOld[s] = nil
        }
        for t in target.indices where sectionSource[t] < 0 { insertedSections.insert(t) }

        var newIndexPathForOld = source.map { [IndexPath?](repeating: nil, count: $0.elements.count) }
        var oldIndexPathForNew = target.map { [IndexPath?](repeating: nil, count: $0.elements.count) }
        var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>()
        var movedItems: [IndexPath: IndexPath] = [:], reloadedItems: [IndexPath: IndexPath] = [:]
        for (s, section) in source.enumerated() where sectionTarget[s] >= 0 {
            for i in section.elements.indices where elementTarget[sourceOffsets[s] + i] < 0 {
                deletedItems.insert(IndexPath(item: i, section: s))
            }
        }
        for (t, section) in target.enumerated() where sectionSource[t] >= 0 {
            let s = sectionSource[t]
            var sameSection: [(targetIndex: Int, sourceIndex: Int)] = []
            for j in section.elements.indices {
                let partner = elementSource[targetOffsets[t] + j]
                let to = IndexPath(item: j, section: t)
                guard partner >= 0 else {
                    insertedItems.insert(to)
                    continue
                }
                let partnerSection = sourceSectionOf[partner]
                let from = IndexPath(item: partner - sourceOffsets[partnerSection], section: partnerSection)
                if !section.elements[j].isContentEqual(to: source[partnerSection].elements[from.item]) {
                    reloadedItems[from] = to
                    continue
                }
                newIndexPathForOld[from.section][from.item] = to
                oldIndexPathForNew[t][j] = from
                if partnerSection == s { sameSection.append((j, from.item)) } else { movedItems[from] = to }
            }
            let stay = longestIncreasingSubsequenceMask(sameSection.map(\.sourceIndex))
            for (k, entry) in sameSection.enumerated() where !stay[k] {
                movedItems[IndexPath(item: entry.sourceIndex, section: s)] = IndexPath(item: entry.targetIndex, section: t)
            }
        }

        let deletes = (deletedSections.map { UpdateItem.Target.section($0) } + deletedItems.map { .item($0) }).sorted()
        let inserts = (insertedSections.map { UpdateItem.Target.section($0) } + insertedItems.map { .item($0) }).sorted()
        let updateItems = deletes.map { UpdateItem(action: .delete, before: $0, after: nil) }
            + inserts.map { UpdateItem(action: .insert, before: nil, after: $0) }
            + reloadedItems.sorted { $0.key < $1.key }.map { UpdateItem(action: .reload, before: .item($0.key), after: .item($0.value)) }
            + (movedSections.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
               + movedItems.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) })
                .sorted { $0.0 < $1.0 }.map { UpdateItem(action: .move, before: $0.0, after: $0.1) }
        return UpdatePlan(
            mapping: UpdateMapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                   newIndexPathForOld: newIndexPathForOld, oldIndexPathForNew: oldIndexPathForNew),
            itemCountsAfter: target.map(\.elements.count), updateItems: updateItems,
            deletedSections: deletedSections, insertedSections: insertedSections, movedSections: movedSections,
            reloadedSections: [:], deletedItems: deletedItems, insertedItems: insertedItems, movedItems: movedItems,
            reloadedItems: reloadedItems, createdSections: [:], refreshedSections: refreshed)
    }
}
