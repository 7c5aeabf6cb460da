import Testing
import ZoetropeCore

@Suite struct BatchUpdateTests {
    let abc = CollectionSnapshot(sections: [section("s", ["a", "b", "c"])])

    @Test func deletingTheMiddleItemShiftsTheRest() throws {
        let applied = try BatchUpdate(deletedItems: [path(0, 1)]).applied(to: abc)
        #expect(ids(applied.snapshot) == [["a", "c"]])
        #expect(applied.mapping.newIndexPath(forOld: path(0, 0)) == path(0, 0))
        #expect(applied.mapping.newIndexPath(forOld: path(0, 1)) == nil)
        #expect(applied.mapping.newIndexPath(forOld: path(0, 2)) == path(0, 1))
        #expect(applied.mapping.oldIndexPath(forNew: path(0, 1)) == path(0, 2))
    }

    @Test func deletesUseOldPathsAndInsertsUseNewPathsWhateverTheirOrder() throws {
        // Delete b (old [0,1]) and insert x at new [0,1]: x takes b's place; c stays at [0,2].
        let update = BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [ItemInsertion(indexPath: path(0, 1), item: Item(id: "x"))])
        let applied = try update.applied(to: abc)
        #expect(ids(applied.snapshot) == [["a", "x", "c"]])
        #expect(applied.mapping.newIndexPath(forOld: path(0, 2)) == path(0, 2))
        #expect(applied.plan.insertedItems == [path(0, 1)])
        #expect(applied.plan.deletedItems == [path(0, 1)])
    }

    @Test func insertsTakeTheirFinalPlacesAndSurvivorsFillTheRestInOrder() throws {
        let update = BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [
            ItemInsertion(indexPath: path(0, 3), item: Item(id: "y")),
            ItemInsertion(indexPath: path(0, 0), item: Item(id: "x")),
        ])
        #expect(ids(try update.applied(to: abc).snapshot) == [["x", "b", "c", "y"]])
    }

    @Test func sectionsInsertedAndDeletedMapTheirItems() throws {
        let two = CollectionSnapshot(sections: [section("s0", ["a"]), section("s1", ["b", "c"])])
        let update = BatchUpdate(deletedSections: [0], insertedSections: [SectionInsertion(index: 1, section: section("new", ["n"]))])
        let applied = try update.applied(to: two)
        #expect(applied.snapshot.sections.map(\.id) == ["s1", "new"])
        #expect(applied.mapping.newSection(forOld: 0) == nil)
        #expect(applied.mapping.newSection(forOld: 1) == 0)
        #expect(applied.mapping.newIndexPath(forOld: path(1, 1)) == path(0, 1))
        #expect(applied.mapping.oldSection(forNew: 1) == nil)
    }

    @Test func itemOperationsInsideADeletedOrInsertedSectionAreCoveredByIt() throws {
        let two = CollectionSnapshot(sections: [section("s0", ["a", "b"]), section("s1", ["c"])])
        let update = BatchUpdate(
            deletedSections: [0], insertedSections: [SectionInsertion(index: 1, section: section("new", ["n", "m"]))],
            deletedItems: [path(0, 1)],
            insertedItems: [ItemInsertion(indexPath: path(1, 0), item: Item(id: "ghost"))])
        let applied = try update.applied(to: two)
        // No ghost cell: the inserted section brings exactly its own items.
        #expect(ids(applied.snapshot) == [["c"], ["n", "m"]])
        #expect(applied.plan.deletedItems.isEmpty && applied.plan.insertedItems.isEmpty)
    }

    @Test func updateItemsComeInUIKitsOrderWithSectionLevelItemsCarryingNoItem() throws {
        let two = CollectionSnapshot(sections: [section("s0", ["a", "b"]), section("s1", ["c", "d"])])
        let update = BatchUpdate(
            deletedSections: [0], insertedSections: [SectionInsertion(index: 0, section: section("n", []))],
            deletedItems: [path(1, 1)], insertedItems: [ItemInsertion(indexPath: path(1, 0), item: Item(id: "x"))])
        let items = try update.applied(to: two).updateItems
        #expect(items == [
            UpdateItem(action: .delete, before: .section(0), after: nil),
            UpdateItem(action: .delete, before: .item(path(1, 1)), after: nil),
            UpdateItem(action: .insert, before: nil, after: .section(0)),
            UpdateItem(action: .insert, before: nil, after: .item(path(1, 0))),
        ])
        #expect(items[0].isSectionOperation && !items[1].isSectionOperation)
        #expect(items[0].indexPathBeforeUpdate?.indexPath == nil)
    }

    @Test(arguments: [
        (BatchUpdate(deletedSections: [3]), "attempt to delete section 3, but there are only 1 sections before the update", BatchOperation.deleteSection(0)),
        (BatchUpdate(insertedSections: [SectionInsertion(index: 5, section: section("n", []))]),
         "attempt to insert section 5 but there are only 2 sections after the update", .insertSection(0)),
        (BatchUpdate(deletedItems: [path(0, 0), path(2, 0)]),
         "attempt to delete item 0 from section 2, but there are only 1 sections before the update", .deleteItem(1)),
        (BatchUpdate(deletedItems: [path(0, 7)]),
         "attempt to delete item 7 from section 0 which only contains 3 items before the update", .deleteItem(0)),
        (BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(1, 0), item: Item(id: "x"))]),
         "attempt to insert item 0 into section 1, but there are only 1 sections after the update", .insertItem(0)),
        (BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 4), item: Item(id: "x"))]),
         "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after the update", .insertItem(0)),
        (BatchUpdate(deletedItems: [path(0, 1), path(0, 1)]),
         "attempt to delete the item at index path [0, 1] twice in one batch (UIKit would corrupt its state here)", .deleteItem(1)),
        (BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 0), item: Item(id: "b"))]),
         "after the update, item id \"b\" is used at [0, 0] and at [0, 2]; item ids must be unique in the collection", nil),
    ])
    func invalidUpdatesAreRejectedWithUIKitsMessages(update: BatchUpdate, message: String, operation: BatchOperation?) {
        #expect {
            try update.applied(to: abc)
        } throws: { error in
            guard let error = error as? UpdateError else { return false }
            #expect(error.message == message)
            #expect(error.operation == operation)
            return true
        }
    }

    @Test func anInsertedDuplicateIdentityPointsAtTheInsertThatCausedIt() {
        let update = BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 3), item: Item(id: "a"))])
        #expect(throws: UpdateError(.duplicateIdentity(.item("a", first: path(0, 0), second: path(0, 3))), operation: .insertItem(0))) {
            try update.applied(to: abc)
        }
    }
}
