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

    /// A section background at UIKit's default z-index 0 lies beneath the cells even when it
    /// arrives after them (a layout step that adds it): "the decoration item appears below all
    /// other items in the section".
    @Test func aDecorationAtAnEqualZIndexLiesBeneathTheCellsEvenWhenItComesLater() throws {
        var view = try view(["a", "b"])
        var withBackground = FlowLayout(itemSize: Size(width: 100, height: 100))
        withBackground.sectionBackgroundKind = "background"
        let change = view.setCollectionViewLayout(withBackground, animation: UpdateAnimation())
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(view.stillTransition(duration: 0), "first"), (change, "background")])
        let order = timeline.frame(at: timeline.duration).elements
        let background = try #require(order.firstIndex { $0.attributes.element.category == .decorationView })
        #expect(order[background].attributes.zIndex == 0)
        #expect(background == 0, "painted first, beneath a and b: \(order.map(\.identity))")
    }

    @Test func anInsertedElementIsPaintedAboveTheElementsAlreadyThere() throws {
        var view = try view(["a", "b"])
        let insert = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: Item(id: "new"))]))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(insert, "insert")])
        #expect(timeline.frame(at: 0.1).elements.map(\.identity).last == .item("new"))
    }

    /// A step that raises "b" from z-index 0 to 2 after a delay of 0.1 s, while "a" stays at 1.
    func raising() -> Timeline {
        func track(_ id: String, _ z0: Int, _ z1: Int, delay: Double = 0) -> Track {
            let frame = Rect(x: id == "a" ? 0 : 50, y: 0, width: 100, height: 100)
            return Track(identity: .item(ItemID(id)), element: .cell(IndexPath(item: id == "a" ? 0 : 1, section: 0)), role: .staying, reason: nil,
                         from: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: frame, zIndex: z0),
                         to: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: frame, zIndex: z1),
                         timing: Timing(curve: .linear, duration: 0.3, delay: delay), content: ElementContent())
        }
        let first = Transition(tracks: [track("a", 1, 1), track("b", 0, 0)], duration: 0.3, timing: Timing(curve: .linear, duration: 0.3),
                               oldBounds: bounds, newBounds: bounds)
        let raise = Transition(tracks: [track("a", 1, 1), track("b", 0, 2, delay: 0.1)], duration: 0.4, timing: Timing(curve: .linear, duration: 0.3),
                               oldBounds: bounds, newBounds: bounds)
        return Timeline(viewportSize: bounds.size, background: .white, transitions: [(first, "first"), (raise, "raise")])
    }

    @Test func paintOrderFollowsTheZIndexInForceAtEachMoment() throws {
        let timeline = raising()
        func top(_ time: Double) -> ElementIdentity? { timeline.frame(at: time).elements.last?.identity }
        #expect(top(0.1) == .item("a"))
        #expect(top(0.35) == .item("a"), "before its delay is over, b keeps its old z-index")
        #expect(top(0.45) == .item("b"), "raised, b is painted above a")
        #expect(top(timeline.duration) == .item("b"))
        // What dump reports is what is painted: z-indexes never decrease along the paint order.
        for time in timeline.frameTimes(fps: 60) {
            let z = timeline.frame(at: time).elements.map(\.attributes.zIndex)
            #expect(z == z.sorted(), "at \(time): \(z)")
        }
    }

    @Test func aLifetimeWhoseZIndexChangesIsCutIntoPiecesInPaintOrder() throws {
        let timeline = raising()
        let pieces = timeline.paintPieces()
        let b = try #require(timeline.lifetimes.firstIndex { $0.identity == .item("b") })
        let a = try #require(timeline.lifetimes.firstIndex { $0.identity == .item("a") })
        #expect(pieces.map(\.lifetime) == [b, a, b])
        #expect(pieces[0].end == 0.4 && pieces[2].start == 0.4 && pieces[2].end == .infinity)
        #expect(pieces.map(\.zIndex) == [0, 1, 2])
    }
}
