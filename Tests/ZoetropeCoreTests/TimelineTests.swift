import Testing
import ZoetropeCore

@Suite struct TimelineTests {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

    /// a, b, c; then delete b over 0.3 s; then hold 0.4 s.
    func deleteThenHold() throws -> Timeline {
        var view = try CollectionView(
            snapshot: CollectionSnapshot(sections: [section("s", ["a", "b", "c"])]),
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
        let delete = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 1)]),
                                                  animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.3)))
        return Timeline(viewportSize: bounds.size, background: .white,
                        transitions: [(delete, "delete"), (view.stillTransition(duration: 0.4), "hold")])
    }

    @Test func frameTimesRunFromZeroToTheEndInclusive() throws {
        let timeline = try deleteThenHold()
        #expect(timeline.duration == 0.7)
        let times = timeline.frameTimes(fps: 30)
        #expect(times.count == 22)  // 0/30 … 21/30 = 0.7
        #expect(times.first == 0 && times.last == 21.0 / 30)
        #expect(timeline.frameTimes(fps: 10).count == 8)
    }

    @Test func aFrameOnAStepBoundaryShowsTheLaterStep() throws {
        let timeline = try deleteThenHold()
        // 9/30 is 0.3 up to rounding: the hold has begun and b is gone.
        #expect(timeline.segmentIndex(at: 9.0 / 30) == 1)
        #expect(!timeline.frame(at: 9.0 / 30).elements.contains { $0.identity == .item("b") })
        #expect(timeline.frame(at: 8.0 / 30).elements.contains { $0.identity == .item("b") })
    }

    @Test func theEndOfAStepIsItsOwnLastMomentWhenAskedByStep() throws {
        var view = try CollectionView(
            snapshot: CollectionSnapshot(sections: [section("s", ["a"])]),
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
        let hold = view.stillTransition(duration: 0.4)
        let insert = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 1), item: Item(id: "x"))]),
                                                  animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.3)))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(hold, "hold"), (insert, "insert")])
        // By time, 0.4 s is the insert's first moment: x is there, transparent.
        #expect(timeline.frame(at: 0.4).elements.contains { $0.identity == ElementIdentity.item("x") })
        // By step, it is the hold's last: x is not there yet.
        let end = timeline.frame(step: 0, atStepTime: 0.4)
        #expect(end.time == 0.4)
        #expect(end.elements.map { $0.identity } == [ElementIdentity.item("a")])
        // Past the end of a step clamps to it.
        #expect(timeline.frame(step: 0, atStepTime: 9).elements.count == 1)
        #expect(timeline.frame(step: 1, atStepTime: 0.3).elements.count == 2)
    }

    @Test func aDisappearingElementIsGoneOnceItsAnimationEnds() throws {
        let timeline = try deleteThenHold()
        let halfway = timeline.frame(at: 0.15)
        let b = try #require(halfway.elements.first { $0.identity == .item("b") })
        #expect(abs(b.attributes.alpha - 0.5) < 1e-12)
        #expect(timeline.frame(at: 0.3).elements.count == 2)
    }

    @Test func timesOutsideTheTimelineShowItsEnds() throws {
        let timeline = try deleteThenHold()
        #expect(timeline.frame(at: -1).elements == timeline.frame(at: 0).elements)
        #expect(timeline.frame(at: 99).elements == timeline.frame(at: 0.7).elements)
    }

    @Test func framesArePureFunctionsOfTime() throws {
        let timeline = try deleteThenHold()
        let times = timeline.frameTimes(fps: 60)
        let forward = times.map { timeline.frame(at: $0) }
        let backward = times.reversed().map { timeline.frame(at: $0) }.reversed()
        #expect(forward == Array(backward))
    }

    @Test func theShiftedItemIsContinuousAcrossTheBoundary() throws {
        let timeline = try deleteThenHold()
        func c(at time: Double) -> Rect? {
            timeline.frame(at: time).elements.first { $0.identity == .item("c") }?.attributes.frame
        }
        #expect(c(at: 0.3 - 1e-7).map { abs($0.minX - 110) < 1e-3 } == true)
        #expect(c(at: 0.3)?.minX == 110)
    }
}
