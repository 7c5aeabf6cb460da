import FuzzSupport
import ZoetropeCore
import FuzzTestSupport

// The first byte chooses: random operations against random counts (the validator must
// answer, never trap), or a valid update against the reference model (they must agree).
runFuzzer { bytes in
    var generator = ByteStreamGenerator(bytes)
    let sectionCount = Int(generator.next() % 6)
    let counts = (0..<sectionCount).map { _ in Int(generator.next() % 7) }
    var nextID = 0
    let snapshot = CollectionSnapshot(sections: counts.enumerated().map { s, count in
        // Ids of their own, apart from the "s<n>" and "i<n>" that RandomBatchUpdate gives new ones.
        Section(id: SectionID("old-s\(s)"), items: (0..<count).map { _ in nextID += 1; return Item(id: ItemID("old-i\(nextID)")) })
    })
    if (bytes.first ?? 0) & 1 == 0 {
        // Arbitrary operations, in range or not.
        func place(_ limit: Int) -> Int { Int(generator.next() % UInt64(limit + 3)) - 1 }
        func path() -> IndexPath { IndexPath(item: place(8), section: place(sectionCount)) }
        var update = BatchUpdate()
        for _ in 0..<Int(generator.next() % 8) {
            switch generator.next() % 8 {
            case 0: update.deletedSections.append(place(sectionCount))
            case 1: update.insertedSections.append(SectionInsertion(index: place(sectionCount), section: Section(id: SectionID("n\(generator.next() % 4)"))))
            case 2: update.movedSections.append(SectionMove(from: place(sectionCount), to: place(sectionCount)))
            case 3: update.reloadedSections.append(SectionReload(index: place(sectionCount)))
            case 4: update.deletedItems.append(path())
            case 5: update.insertedItems.append(ItemInsertion(indexPath: path(), item: Item(id: ItemID("x\(generator.next() % 4)"))))
            case 6: update.movedItems.append(ItemMove(from: path(), to: path()))
            default: update.reloadedItems.append(ItemReload(indexPath: path()))
            }
        }
        guard let applied = try? update.applied(to: snapshot) else { return }
        // What it accepts is consistent: the counts it promised, unique identities, a mapping both ways.
        require(applied.snapshot.sections.map(\.items.count) == applied.itemCountsAfter, "counts \(update)")
        let ids = applied.snapshot.sections.flatMap { $0.items.map(\.id) }
        require(Set(ids).count == ids.count, "duplicate identities after \(update)")
        for (s, section) in applied.snapshot.sections.enumerated() {
            for i in section.items.indices {
                let new = IndexPath(item: i, section: s)
                if let old = applied.mapping.oldIndexPath(forNew: new) {
                    require(applied.mapping.newIndexPath(forOld: old) == new, "mapping of \(old) and \(new) after \(update)")
                }
            }
        }
    } else {
        let update = RandomBatchUpdate.make(for: snapshot, nextID: &nextID, using: &generator)
        let expected = BatchUpdateReference.apply(update, to: snapshot)
        let applied: AppliedUpdate
        do {
            applied = try update.applied(to: snapshot)
        } catch {
            require(false, "a valid update was refused (\(error)): \(update)")
            return
        }
        require(applied.snapshot.sections.map { $0.items.map(\.id) } == expected.sections.map { $0.items.map(\.id) }, "disagrees with the reference: \(update)")
        require(applied.snapshot.sections.map(\.id) == expected.sections.map(\.id), "sections disagree: \(update)")
    }
}
