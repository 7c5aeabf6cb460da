import Testing
import ZoetropeCore

@Suite struct InterruptionTests {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

    func view(_ ids: [String]) throws -> CollectionView {
        try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: ids.map { Item(id: ItemID($0)) })]),
                           layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
    }

    /// Moves "a" to the end with `first`, then, `after` seconds in, back to the front with `second`.
    func interrupted(first: Timing, second: Timing, after: Double) throws -> Timeline {
        var view = try view(["a", "b", "c", "d"])
        var there = try view.performBatchUpdates(BatchUpdate(movedItems: [ItemMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))]),
                                                 animation: UpdateAnimation(timing: first))
        var back = try view.performBatchUpdates(BatchUpdate(movedItems: [ItemMove(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))]),
                                                animation: UpdateAnimation(timing: second))
        back = back.interrupting(there, after: after)
        there.handoffAfter = after
        return Timeline(viewportSize: bounds.size, background: .white, transitions: [(there, "there"), (back, "back")])
    }

    func center(_ timeline: Timeline, _ id: String, at time: Double) -> Point? {
        timeline.frame(at: time).elements.first { $0.identity == .item(ItemID(id)) }?.attributes.frame.center
    }

    @Test func everyElementGoesOnFromWhereItIsShown() throws {
        let timeline = try interrupted(first: Timing(curve: .easeInEaseOut, duration: 0.4), second: Timing(curve: .easeInEaseOut, duration: 0.4), after: 0.15)
        #expect(timeline.segments[1].start == 0.15)
        for id in ["a", "b", "c", "d"] {
            let before = try #require(center(timeline, id, at: 0.15 - 1e-9)), after = try #require(center(timeline, id, at: 0.15))
            #expect(before.distance(to: after) < 1e-5, "\(id) jumps from \(before) to \(after)")
        }
        // And everything ends where the second step puts it.
        #expect(center(timeline, "a", at: timeline.duration) == Point(x: 50, y: 50))
    }

    @Test func aSpringKeepsItsVelocityAcrossTheHandover() throws {
        let spring = TimingCurve.spring(Spring(dampingRatio: 0.6, response: 0.5))
        let timeline = try interrupted(first: Timing(curve: spring, duration: 1.5), second: Timing(curve: spring, duration: 1.5), after: 0.12)
        let h = 1e-4
        for id in ["a", "b"] {
            let p0 = try #require(center(timeline, id, at: 0.12 - h)), p1 = try #require(center(timeline, id, at: 0.12))
            let p2 = try #require(center(timeline, id, at: 0.12 + h))
            let before = Point(x: (p1.x - p0.x) / h, y: (p1.y - p0.y) / h), after = Point(x: (p2.x - p1.x) / h, y: (p2.y - p1.y) / h)
            #expect(before.distance(to: after) < 0.02 * Swift.max(1, before.distance(to: .zero)), "\(id): \(before) before, \(after) after")
            #expect(before.distance(to: .zero) > 10, "\(id) should be moving at the hand-over")
        }
    }

    @Test func anInterruptedDeletionKeepsLeaving() throws {
        var view = try view(["a", "b", "c"])
        var delete = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]),
                                                  animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.4)))
        var insert = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: Item(id: "x"))]),
                                                  animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.4)))
        insert = insert.interrupting(delete, after: 0.1)
        delete.handoffAfter = 0.1
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(delete, "delete"), (insert, "insert")])
        // "a" fades linearly over 0.4 s whatever interrupts it: alpha 0.5 at 0.2 s.
        let a = try #require(timeline.frame(at: 0.2).elements.first { $0.identity == .item("a") })
        #expect(abs(a.attributes.alpha - 0.5) < 1e-9)
        #expect(timeline.frame(at: 0.41).elements.allSatisfy { $0.identity != .item("a") })
        #expect(timeline.lifetimes.filter { $0.identity == .item("a") }.count == 1)
    }
}
