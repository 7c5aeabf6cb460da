import Testing
import ZoetropeCore

@Suite struct TimelinePaintOrderTests {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

    func view(_ ids: [String]) throws -> CollectionView {
        try CollectionView(
            snapshot: CollectionSnapshot(sections: [Section(id: "s", items: ids.map { Item(id: ItemID($0)) })]),
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
    }

    @Test func aDisappearingElementIsPaintedAboveTheElementsThatStay() throws {
        var view = try view(["a", "b", "c"])
        let still = view.stillTransition(duration: 0.2)
        let delete = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(still, "still"), (delete, "delete")])
        #expect(timeline.frame(at: 0.3).elements.map(\.identity).last == .item("a"))
    }

    @Test func anElementThatDisappearsEarlierIsPaintedAboveOneThatDisappearsLater() throws {
        var view = try view(["a", "b", "c"])
        let first = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]))
        let second = try view.performBatchUpdates(BatchUpdate(deletedSections: [0]))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(first, "a"), (second, "all")])
        // While "a" fades out, "b" (which disappears only in the next step) slides beneath it.
        let order = timeline.frame(at: 0.15).elements.map(\.identity)
        #expect(order.last == .item("a"))
        #expect(order.firstIndex(of: .item("b"))! < order.firstIndex(of: .item("a"))!)
    }

    @Test func anInsertedElementIsPaintedAboveTheElementsAlreadyThere() throws {
        var view = try view(["a", "b"])
        let insert = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: Item(id: "new"))]))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(insert, "insert")])
        #expect(timeline.frame(at: 0.1).elements.map(\.identity).last == .item("new"))
    }
}
