import Testing
import ZoetropeCore

@Suite struct LayoutTransitionTests {
    let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
    let landscape = Rect(x: 0, y: 0, width: 844, height: 390)

    func snapshot(_ n: Int) -> CollectionSnapshot {
        CollectionSnapshot(sections: [Section(id: "s", items: (0..<n).map { Item(id: ItemID("i\($0)")) })])
    }

    @Test func anInvalidatingBoundsChangeIsBracketedByUIKitsHooks() throws {
        let layout = RecordingLayout()
        var view = try CollectionView(snapshot: snapshot(3), layout: layout, bounds: portrait)
        layout.log.calls.removeAll()
        _ = view.setBounds(landscape)
        #expect(layout.log.calls == ["prepareLayout", "prepareForAnimatedBoundsChange(390)", "finalizeAnimatedBoundsChange"])
        // A scroll does not invalidate a flow layout: no hooks, only the content offset moves.
        layout.log.calls.removeAll()
        let scroll = view.setBounds(Rect(x: 0, y: 100, width: 844, height: 390))
        #expect(layout.log.calls.isEmpty)
        #expect(scroll.oldBounds.origin.y == 0 && scroll.newBounds.origin.y == 100)
    }

    @Test func rotatingReflowsTheItemsAndSaysWhyElementsComeAndGo() throws {
        // 100×100 items: 3 a row in portrait (390), 8 in landscape (844); 30 items.
        var view = try CollectionView(snapshot: snapshot(30), layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: portrait)
        let rotation = view.setBounds(landscape, animation: UpdateAnimation(timing: Timing(duration: 0.4)))
        let moved = rotation.tracks.first { $0.identity == .item("i3") }
        #expect(moved?.role == .moving && moved?.from.frame.minY == 110 && moved?.to.frame.minY == 0)
        // i29 was below the portrait screen (row 9) and is not on the landscape one either.
        #expect(!rotation.tracks.contains { $0.identity == .item("i29") })
        // i24 (portrait row 8, off screen) arrives from its old place: it was in the layout.
        #expect(rotation.tracks.first { $0.identity == .item("i24") }?.from.frame.minY == 880)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func aLayoutIsTheSameAfterABoundsChangeAndBack(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var flow = FlowLayout(itemSize: Size(width: Double(random.next(in: 30...150)), height: Double(random.next(in: 30...90))))
        flow.headerReferenceSize = Size(width: 0, height: Double(random.next(in: 0...40)))
        var view = try CollectionView(snapshot: snapshot(random.next(in: 1...60)), layout: flow, bounds: portrait)
        let before = view.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1e5, height: 1e5))
        _ = view.setBounds(landscape)
        _ = view.setBounds(portrait)
        #expect(view.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1e5, height: 1e5)) == before, "seed \(seed)")
    }

    @Test func switchingLayoutsCallsTheTransitionHooksOnBoth() throws {
        let old = RecordingLayout(), new = RecordingLayout()
        var view = try CollectionView(snapshot: snapshot(3), layout: old, bounds: portrait)
        old.log.calls.removeAll()
        _ = view.setCollectionViewLayout(new)
        #expect(old.log.calls == ["prepareForTransitionTo", "finalizeLayoutTransition"])
        #expect(new.log.calls == ["prepareLayout", "prepareForTransitionFrom", "finalizeLayoutTransition"])
    }

    @Test func switchingLayoutsMovesEveryElementToItsNewPlace() throws {
        var view = try CollectionView(snapshot: snapshot(6), layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: portrait)
        var columns = FlowLayout(itemSize: Size(width: 390, height: 60))
        columns.minimumLineSpacing = 0
        let transition = view.setCollectionViewLayout(columns, animation: UpdateAnimation(timing: Timing(duration: 0.3)))
        let i5 = try #require(transition.tracks.first { $0.identity == .item("i5") })
        #expect(i5.role == .moving && i5.to.frame == Rect(x: 0, y: 300, width: 390, height: 60))
        #expect(view.layout is FlowLayout)
    }
}
