import Testing
import ZoetropeCore
import ZoetropeTesting
import ZoetropeTestSupport

/// 10,000 random valid batch updates in a row, each applied by `BatchUpdate.applied(to:)` and
/// by the slow, obvious `BatchUpdateReference`: after every step the two agree on the
/// sections, the items in them, the counts and where each item was before.
@Suite struct BatchUpdatePropertyTests {
    struct Disagreement: Error {}

    func start() -> CollectionSnapshot {
        CollectionSnapshot(sections: (0..<3).map { s in
            Section(id: SectionID("s\(s)"), items: (0..<5).map { Item(id: ItemID("i\(s * 5 + $0)")) })
        })
    }

    func check(_ update: BatchUpdate, on snapshot: CollectionSnapshot, step: Int) throws -> CollectionSnapshot {
        let expected = BatchUpdateReference.apply(update, to: snapshot)
        let applied: AppliedUpdate
        do {
            applied = try update.applied(to: snapshot)
        } catch {
            Issue.record("step \(step): a valid update was refused: \(error)\n\(update)\non \(snapshot.sections.map { ($0.id, $0.items.map(\.id)) })")
            throw error
        }
        let ids = { (sections: [Section]) in sections.map { "\($0.id): " + $0.items.map(\.id.description).joined(separator: " ") } }
        var problems: [String] = []
        if ids(applied.snapshot.sections) != ids(expected.sections) {
            problems.append("sections \(ids(applied.snapshot.sections)), the reference \(ids(expected.sections))")
        }
        if applied.plan.itemCountsAfter != expected.sections.map(\.items.count) { problems.append("counts \(applied.plan.itemCountsAfter)") }
        for (section, paths) in expected.oldIndexPathForNew.enumerated() {
            for (item, old) in paths.enumerated() {
                let new = IndexPath(item: item, section: section)
                if applied.mapping.oldIndexPath(forNew: new) != old { problems.append("old path of \(new): \(String(describing: applied.mapping.oldIndexPath(forNew: new))), the reference \(String(describing: old))") }
                if let old, applied.mapping.newIndexPath(forOld: old) != new { problems.append("new path of \(old) is not \(new)") }
            }
        }
        // Stop at the first step that disagrees: every later one would too.
        guard problems.isEmpty else {
            Issue.record(Comment(rawValue: "step \(step), \(update): " + problems.prefix(5).joined(separator: "; ")))
            throw Disagreement()
        }
        return applied.snapshot
    }

    @Test func tenThousandRandomUpdatesAgreeWithTheReferenceAfterEveryStep() throws {
        var generator = SeededGenerator(seed: 2026)
        var snapshot = start()
        var nextID = 1000
        var operations = 0
        for step in 0..<10_000 {
            let update = RandomBatchUpdate.make(for: snapshot, nextID: &nextID, using: &generator)
            operations += update.deletedSections.count + update.insertedSections.count + update.movedSections.count
                + update.deletedItems.count + update.insertedItems.count + update.movedItems.count
            snapshot = try check(update, on: snapshot, step: step)
        }
        // The walk is not trivial: it did many operations of every kind.
        #expect(operations > 20_000, "\(operations) operations")
    }

    @Test func theReferenceCatchesAWrongAnswer() {
        // Moving the first item to the end: the reference agrees with UIKit's two lists, and
        // a different answer (the shifted order) is told apart.
        let snapshot = start()
        let update = BatchUpdate(movedItems: [ItemMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
        let result = BatchUpdateReference.apply(update, to: snapshot)
        #expect(result.sections[0].items.map(\.id) == ["i1", "i2", "i3", "i4", "i0"])
        #expect(result.oldIndexPathForNew[0][4] == IndexPath(item: 0, section: 0))
    }
}
