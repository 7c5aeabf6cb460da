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

    /// A reload cut part-way by another reload of the same item: three cells of one identity
    /// at once. The first is still leaving, and goes on in its own lifetime (which the SVG
    /// draws from); it took the second's, so the SVG kept the first cell half faded to the end.
    @Test func aReloadCutByAnotherReloadOfTheSameItemKeepsEachCellInItsOwnLifetime() throws {
        var view = try view(["a"])
        let linear = UpdateAnimation(timing: Timing(curve: .linear, duration: 0.4))
        func reload(_ color: Color) throws -> Transition {
            let item = Item(id: "a", content: ElementContent(fill: .color(color)))
            return try view.performBatchUpdates(BatchUpdate(reloadedItems: [ItemReload(indexPath: IndexPath(item: 0, section: 0), item: item)]),
                                                animation: linear)
        }
        var green = try reload(Color(hex: "#00FF00")!)
        var blue = try reload(Color(hex: "#0000FF")!)
        blue = blue.interrupting(green, after: 0.2)
        green.handoffAfter = 0.2
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(green, "green"), (blue, "blue")])
        let spans = timeline.lifetimes.filter { $0.identity == .item("a") }.map { [$0.firstSegment, $0.lastSegment] }
        #expect(spans == [[0, 1], [0, 1], [1, 1]], "the first cell leaves over both steps, the second too, the third appears in the second")
        let fills = Set(timeline.frame(at: timeline.duration).elements.map(\.content.fill))
        #expect(fills == [.color(Color(hex: "#0000FF")!)])
        // Each lifetime's tracks are one cell's: its content is the same in every step.
        for lifetime in timeline.lifetimes.indices {
            let contents = timeline.segments.flatMap { segment in segment.transition.tracks.indices.filter { segment.lifetimes[$0] == lifetime }.map { segment.transition.tracks[$0].content } }
            #expect(Set(contents).count == 1, "lifetime \(lifetime) holds the tracks of more than one cell")
        }
    }

    /// Forty items in a column with pinned headers, 320 × 480: room to scroll.
    func scrollingView() throws -> CollectionView {
        var layout = FlowLayout(itemSize: Size(width: 300, height: 50))
        layout.headerReferenceSize = Size(width: 320, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let sections = (0..<2).map { s in Section(id: SectionID("s\(s)"), items: (0..<20).map { Item(id: ItemID("i\(s)-\($0)")) }) }
        return try CollectionView(snapshot: CollectionSnapshot(sections: sections), layout: layout, bounds: bounds)
    }

    @Test func anInterruptedScrollGoesOnFromWhereItIsShownAtTheSameSpeed() throws {
        var view = try scrollingView()
        let timing = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.6))
        var down = view.setBounds(view.bounds, animation: timing, scrollingTo: .offset(Point(x: 0, y: 600), clamped: true))
        var up = view.setBounds(view.bounds, animation: timing, scrollingTo: .offset(Point(x: 0, y: 100), clamped: true))
        up = up.interrupting(down, after: 0.25)
        down.handoffAfter = 0.25
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(down, "down"), (up, "up")])
        let h = 1e-4
        func y(_ t: Double) -> Double { timeline.frame(at: t).contentOffset.y }
        #expect(abs(y(0.25 - h) - y(0.25)) < 0.2, "the offset jumps from \(y(0.25 - h)) to \(y(0.25))")
        let before = (y(0.25) - y(0.25 - h)) / h, after = (y(0.25 + h) - y(0.25)) / h
        #expect(before > 500 && abs(before - after) < 0.01 * before, "\(before) points a second before, \(after) after")
        #expect(y(timeline.duration) == 100)
        // The pinned header of the first section rides the moving bounds to the pixel.
        for t in stride(from: 0.0, through: timeline.duration, by: 0.05) {
            let frame = timeline.frame(at: t)
            let header = try #require(frame.elements.first { $0.identity == ElementIdentity.supplementary(.sectionHeader, section: "s0", item: 0) })
            #expect(abs(header.attributes.frame.minY - frame.contentOffset.y) < 1e-9, "at \(t) the header is at \(header.attributes.frame.minY), the bounds at \(frame.contentOffset.y)")
        }
    }

    /// A card turned in perspective, moved and then moved back before it arrives: it is drawn
    /// in perspective throughout (its own turn; the carried motion moves it), never flat.
    @Test func anInterruptedElementInPerspectiveStaysInPerspective() throws {
        let turned = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 400))
        func layout(_ x: Double) -> ExplicitLayout {
            ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: Rect(x: x, y: 100, width: 100, height: 140), transform3D: turned)])
        }
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: ItemID("a"))])]),
                                      layout: layout(20), bounds: bounds)
        let timing = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.4))
        var there = view.setCollectionViewLayout(layout(200), animation: timing)
        var back = view.setCollectionViewLayout(layout(20), animation: timing)
        back = back.interrupting(there, after: 0.15)
        there.handoffAfter = 0.15
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(there, "there"), (back, "back")])
        for time in stride(from: 0.0, through: timeline.duration, by: 0.05) {
            let a = try #require(timeline.frame(at: time).elements.first)
            #expect(a.attributes.drawsWithPerspective, "at \(time)")
        }
        // Where the motion hands over, the card goes on from where it was shown.
        let before = try #require(timeline.frame(at: 0.15 - 1e-6).elements.first).attributes.transformedBoundingBox
        let after = try #require(timeline.frame(at: 0.15).elements.first).attributes.transformedBoundingBox
        #expect(abs(before.midX - after.midX) < 0.01, "\(before.midX) then \(after.midX)")
    }

    @Test func anInterruptedRotationGoesOnFromTheSizeShown() throws {
        var view = try scrollingView()
        let timing = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.5))
        var turn = view.setBounds(Rect(x: 0, y: 0, width: 480, height: 320), animation: timing)
        var back = view.setBounds(Rect(x: 0, y: 0, width: 320, height: 480), animation: timing)
        back = back.interrupting(turn, after: 0.2)
        turn.handoffAfter = 0.2
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(turn, "turn"), (back, "back")])
        let shown = timeline.frame(at: 0.2 - 1e-6).viewportSize, next = timeline.frame(at: 0.2).viewportSize
        #expect(shown.width > 330 && abs(shown.width - next.width) < 1e-3 && abs(shown.height - next.height) < 1e-3, "\(shown) then \(next)")
        #expect(timeline.frame(at: timeline.duration).viewportSize == Size(width: 320, height: 480))
        #expect(timeline.canvasSize == Size(width: 480, height: 480))
    }

    @Test func aRotationAfterAScrollStartsItsPinnedHeadersWhereTheScrollLeftThem() throws {
        var view = try scrollingView()
        _ = view.setBounds(view.bounds, scrollingTo: .offset(Point(x: 0, y: 300), clamped: true))
        _ = view.setBounds(view.bounds, scrollingTo: .offset(Point(x: 0, y: 40), clamped: true))
        let turn = view.setBounds(Rect(x: 0, y: 40, width: 480, height: 320))
        let header = try #require(turn.tracks.first { $0.identity == ElementIdentity.supplementary(.sectionHeader, section: "s0", item: 0) })
        #expect(header.from.frame.minY == 40, "the header starts at \(header.from.frame.minY), pinned for a scroll that is over")
    }

    @Test func anInterruptedFadeOfTheBackgroundGoesOnFromTheColourShown() throws {
        let view = try view(["a"])
        var fade = view.stillTransition(duration: 0.4)
        fade.newBackground = .black
        var still = view.stillTransition(duration: 0.4)
        still = still.interrupting(fade, after: 0.2)
        fade.handoffAfter = 0.2
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(fade, "fade"), (still, "still")])
        let before = timeline.frame(at: 0.2 - 1e-6).background, after = timeline.frame(at: 0.2).background
        #expect(abs(before.red - after.red) < 1e-4 && before.red < 0.9 && before.red > 0.1, "\(before) then \(after)")
        #expect(timeline.frame(at: timeline.duration).background == .black)
    }
}
