import Testing
import ZoetropeCore

/// docs/uikit-behaviour.md#batch-updates: every rule with its message, and the mapping of valid batches.
@Suite struct UpdateValidationTests {
    /// Section 0: a b c; section 1: d e.
    let before = CollectionSnapshot(sections: [section("s0", ["a", "b", "c"]), section("s1", ["d", "e"])])

    func insert(_ s: Int, _ i: Int, _ id: String) -> ItemInsertion { ItemInsertion(indexPath: path(s, i), item: Item(id: ItemID(id))) }
    func move(_ a: IndexPath, _ b: IndexPath) -> ItemMove { ItemMove(from: a, to: b) }

    @Test(arguments: [
        (BatchUpdate(deletedItems: [path(0, 1)], reloadedItems: [ItemReload(indexPath: path(0, 1))]),
         "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})", BatchOperation?.some(.reloadItem(0))),
        (BatchUpdate(deletedSections: [0], movedSections: [SectionMove(from: 0, to: 1)]),
         "attempt to perform a delete and a move from the same section (0)", .deleteSection(0)),
        (BatchUpdate(deletedSections: [0], movedItems: [ItemMove(from: path(0, 1), to: path(0, 0))]),
         "cannot move an item from a deleted section (0)", .moveItem(0)),
        (BatchUpdate(deletedItems: [path(0, 1)], movedItems: [ItemMove(from: path(0, 1), to: path(0, 0))]),
         "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})", .deleteItem(0)),
        (BatchUpdate(insertedSections: [SectionInsertion(index: 1, section: section("n", []))], movedSections: [SectionMove(from: 0, to: 1)]),
         "attempt to perform an insert and a move to the same section (1)", .insertSection(0)),
        (BatchUpdate(insertedSections: [SectionInsertion(index: 2, section: section("n", []))], movedItems: [ItemMove(from: path(0, 0), to: path(2, 0))]),
         "cannot move an item into a newly inserted section (2)", .moveItem(0)),
        (BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 0), item: Item(id: "x"))], movedItems: [ItemMove(from: path(0, 2), to: path(0, 0))]),
         "attempt to perform an insert and a move to the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0})", .insertItem(0)),
        (BatchUpdate(movedItems: [ItemMove(from: path(0, 9), to: path(0, 0))]),
         "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 9}) that does not exist - there are only 3 items in section 0 before the update", .moveItem(0)),
        (BatchUpdate(movedItems: [ItemMove(from: path(4, 0), to: path(0, 0))]),
         "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 4 - 0}) that does not exist - there are only 2 sections before the update", .moveItem(0)),
        (BatchUpdate(movedItems: [ItemMove(from: path(0, 0), to: path(0, 3))]),
         "attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) to index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 3}) that does not exist - there are only 3 items in section 0 after the update", .moveItem(0)),
        (BatchUpdate(movedItems: [ItemMove(from: path(0, 0), to: path(0, 1)), ItemMove(from: path(0, 0), to: path(0, 2))]),
         "attempt to move item at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0} to both <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2}", .moveItem(1)),
        (BatchUpdate(movedItems: [ItemMove(from: path(0, 0), to: path(0, 2)), ItemMove(from: path(0, 1), to: path(0, 2))]),
         "attempt to move both item at index path <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0} and <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1} to <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 2}", .moveItem(1)),
        (BatchUpdate(movedSections: [SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 0)]),
         "attempt to move section 0 to both section 1 and section 0", .moveSection(1)),
        (BatchUpdate(movedSections: [SectionMove(from: 0, to: 1), SectionMove(from: 1, to: 1)]),
         "attempt to move both section 0 and section 1 to section 1", .moveSection(1)),
        (BatchUpdate(movedSections: [SectionMove(from: 2, to: 0)]),
         "attempt to move section 2, but there are only 2 sections before the update", .moveSection(0)),
        (BatchUpdate(movedSections: [SectionMove(from: 0, to: 2)]),
         "attempt to move section 0 to section 2, but there are only 2 sections after the update", .moveSection(0)),
        (BatchUpdate(reloadedItems: [ItemReload(indexPath: path(0, 1)), ItemReload(indexPath: path(0, 1))]),
         "attempt to reload the item at index path [0, 1] twice in one batch", .reloadItem(1)),
        (BatchUpdate(reloadedItems: [ItemReload(indexPath: path(0, 7))]),
         "attempt to delete item 7 from section 0 which only contains 3 items before the update", .reloadItem(0)),
        (BatchUpdate(movedSections: [SectionMove(from: 0, to: 1)], reloadedItems: [ItemReload(indexPath: path(0, 1))]),
         "attempt to reload the item at [0, 1] in a section that moves in the same batch; UIKit would reload it in the wrong section, so reload it in a batch of its own",
         .reloadItem(0)),
        (BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 3))]),
         "the item inserted at [0, 3] has no data; give the item, or give the step's data after the update", .insertItem(0)),
    ] as [(BatchUpdate, String, BatchOperation?)])
    func everyRuleHasItsMessage(update: BatchUpdate, message: String, operation: BatchOperation?) {
        do {
            _ = try update.applied(to: before)
            Issue.record("expected: \(message)")
        } catch {
            #expect(error.message == message)
            #expect(error.operation == operation)
            // UIKit's reasons (docs/uikit-behaviour.md#messages) are UIKit's words; the rest are Zoetrope's own.
            let uikitFormats = [
                "attempt to delete and reload the same index path (<NSIndexPath", "attempt to delete section ",
                "attempt to perform a delete and a move from the same section", "cannot move an item from a deleted section",
                "attempt to delete item ", "attempt to perform a delete and a move from the same index path (<NSIndexPath",
                "attempt to insert section ", "attempt to perform an insert and a move to the same section",
                "cannot move an item into a newly inserted section", "attempt to insert item ",
                "attempt to perform an insert and a move to the same index path (<NSIndexPath", "attempt to move index path (<NSIndexPath",
                "attempt to move item at index path <NSIndexPath", "attempt to move both item at index path <NSIndexPath",
                "attempt to move both section ", "Invalid update: ",
            ]
            let isUIKits = uikitFormats.contains { message.hasPrefix($0) } || (message.hasPrefix("attempt to move section ") && message.contains(" to both section "))
            #expect(error.isUIKitReason == isUIKits, "\(message)")
        }
    }

    @Test func identicalDuplicateMovesAreDroppedAsUIKitDropsThem() throws {
        let update = BatchUpdate(movedItems: [move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 2))])
        #expect(ids(try update.applied(to: before).snapshot) == [["b", "c", "a"], ["d", "e"]])
    }

    @Test func aMoveWithinASectionKeepsTheOthersInOrder() throws {
        let applied = try BatchUpdate(movedItems: [move(path(0, 0), path(0, 2))]).applied(to: before)
        #expect(ids(applied.snapshot) == [["b", "c", "a"], ["d", "e"]])
        #expect(applied.mapping.newIndexPath(forOld: path(0, 1)) == path(0, 0))
        #expect(applied.plan.movedItems == [path(0, 0): path(0, 2)])
    }

    @Test func aMoveAcrossSectionsChangesBothCounts() throws {
        let applied = try BatchUpdate(movedItems: [move(path(0, 1), path(1, 0))]).applied(to: before)
        #expect(ids(applied.snapshot) == [["a", "c"], ["b", "d", "e"]])
        #expect(applied.plan.itemCountsAfter == [2, 3])
    }

    @Test func aMovedSectionTakesItsItemsWithIt() throws {
        let applied = try BatchUpdate(movedSections: [SectionMove(from: 0, to: 1)]).applied(to: before)
        #expect(applied.snapshot.sections.map(\.id) == ["s1", "s0"])
        #expect(applied.mapping.newIndexPath(forOld: path(0, 2)) == path(1, 2))
    }

    @Test func aMoveDestinationIsItsFinalPlaceEvenWithInsertsBeforeIt() throws {
        // docs/uikit-behaviour.md#where-everything-goes: the two-list rule, not moves applied one by one.
        let four = CollectionSnapshot(sections: [section("s", ["a", "b", "c", "d"])])
        let update = BatchUpdate(insertedItems: [insert(0, 0, "x")], movedItems: [move(path(0, 3), path(0, 1))])
        #expect(ids(try update.applied(to: four).snapshot) == [["x", "d", "a", "b", "c"]])
    }

    @Test func aReloadLandsWhereDeletesAndInsertsShiftIt() throws {
        // Reload [0,2] with delete [0,0] and insert [0,0]: 2 − 1 = 1, then the insert at 0 ≤ 1 → 2.
        let update = BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [insert(0, 0, "y")],
                                 reloadedItems: [ItemReload(indexPath: path(0, 2), item: Item(id: "c2"))])
        let applied = try update.applied(to: before)
        #expect(ids(applied.snapshot) == [["y", "b", "c2"], ["d", "e"]])
        #expect(applied.plan.reloadedItems == [path(0, 2): path(0, 2)])
        #expect(applied.mapping.newIndexPath(forOld: path(0, 2)) == nil)
        #expect(applied.mapping.oldIndexPath(forNew: path(0, 2)) == nil)
    }

    @Test func aReloadWithoutDataKeepsTheItem() throws {
        let applied = try BatchUpdate(reloadedItems: [ItemReload(indexPath: path(1, 0))]).applied(to: before)
        #expect(applied.snapshot == before)
        #expect(applied.plan.reloadedItems == [path(1, 0): path(1, 0)])
    }

    @Test func aReloadedSectionReplacesItsItems() throws {
        let applied = try BatchUpdate(reloadedSections: [SectionReload(index: 1, section: section("s1", ["f"]))]).applied(to: before)
        #expect(ids(applied.snapshot) == [["a", "b", "c"], ["f"]])
        #expect(applied.plan.reloadedSections == [1: 1])
        #expect(applied.mapping.newSection(forOld: 1) == nil)
    }

    @Test func updateItemsListDeletesInsertsReloadsThenMoves() throws {
        let update = BatchUpdate(deletedItems: [path(1, 1)], insertedItems: [insert(1, 0, "x")],
                                 movedItems: [move(path(0, 0), path(0, 2))], reloadedItems: [ItemReload(indexPath: path(0, 1))])
        let items = try update.applied(to: before).updateItems
        #expect(items.map(\.action) == [.delete, .insert, .reload, .move])
        #expect(items[2].indexPathBeforeUpdate == .item(path(0, 1)) && items[2].indexPathAfterUpdate == .item(path(0, 1)))
        #expect(items[3].indexPathBeforeUpdate == .item(path(0, 0)) && items[3].indexPathAfterUpdate == .item(path(0, 2)))
    }

    // MARK: The data source's counts (UIKit's mode)

    @Test func theDataAfterMustHaveTheSectionCountTheBatchAccountsFor() {
        let after = CollectionSnapshot(sections: before.sections + [section("s2", [])])
        #expect(throws: UpdateError(.invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0))) {
            try BatchUpdate().applied(to: before, dataAfter: after)
        }
        let message = UpdateError(.invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0)).message
        #expect(message == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test func theDataAfterMustHaveTheItemCountsTheBatchAccountsFor() {
        // An item moved out of section 0 that the data still has there.
        let after = CollectionSnapshot(sections: [section("s0", ["b", "c", "x"]), section("s1", ["a", "d", "e"])])
        do {
            _ = try BatchUpdate(movedItems: [move(path(0, 0), path(1, 0))]).applied(to: before, dataAfter: after)
            Issue.record("expected a count error")
        } catch {
            #expect(error.reason == .invalidItemCount(section: 0, after: 3, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
            #expect(error.message == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).")
        }
    }

    @Test func insertsWithoutDataTakeTheirItemsFromTheDataAfter() throws {
        let after = CollectionSnapshot(sections: [section("s0", ["a", "b", "c", "z"]), section("s1", ["d", "e"])])
        let applied = try BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 3))]).applied(to: before, dataAfter: after)
        #expect(applied.snapshot == after)
    }

    @Test func operationsThatDoNotMatchTheDataAreCaught() {
        // The app deleted "c" from its data but told the collection view it deleted [0, 1].
        let after = CollectionSnapshot(sections: [section("s0", ["a", "b"]), section("s1", ["d", "e"])])
        #expect(throws: UpdateError(.itemIdentityMismatch(from: path(0, 2), to: path(0, 1), expected: "c", found: "b"))) {
            try BatchUpdate(deletedItems: [path(0, 1)]).applied(to: before, dataAfter: after)
        }
    }
}
