import Testing
import ZoetropeCore

@Suite struct StaggerTests {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)

    /// A build-up: two sections of two items inserted into an empty collection.
    func buildUp(_ stagger: Stagger?) throws -> Transition {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100))
        layout.headerReferenceSize = Size(width: 0, height: 30)
        var view = try CollectionView(snapshot: CollectionSnapshot(), layout: layout, bounds: bounds)
        let sections = [("a", ["a0", "a1"]), ("b", ["b0", "b1"])].enumerated().map { index, entry in
            SectionInsertion(index: index, section: Section(id: SectionID(entry.0), items: entry.1.map { Item(id: ItemID($0)) }))
        }
        return try view.performBatchUpdates(BatchUpdate(insertedSections: sections),
                                            animation: UpdateAnimation(timing: Timing(duration: 0.2), stagger: stagger))
    }

    func delays(_ transition: Transition) -> [String: Double] {
        var result: [String: Double] = [:]
        for track in transition.tracks {
            switch track.identity {
            case .item(let id): result[id.rawValue] = track.timing.delay
            case .supplementary(_, let section, _): result["header \(section)"] = track.timing.delay
            default: break
            }
        }
        return result
    }

    @Test func byIndexSectionsAndTheirItemsComeOneAfterAnother() throws {
        let transition = try buildUp(Stagger(order: .index, interval: 0.1))
        let expected: [String: Double] = ["header a": 0, "a0": 0.1, "a1": 0.2, "header b": 0.3, "b0": 0.4, "b1": 0.5]
        for (name, delay) in delays(transition) { #expect(abs(delay - expected[name]!) < 1e-12, "\(name)") }
        #expect(abs(transition.duration - 0.7) < 1e-12)  // the last starts at 0.5 and lasts 0.2
    }

    @Test func bySectionEachSectionWaitsItsTurn() throws {
        let result = delays(try buildUp(Stagger(order: .section, interval: 0.25)))
        #expect(result["a1"] == 0 && result["header a"] == 0 && result["b0"] == 0.25 && result["header b"] == 0.25)
    }

    @Test func reversedTheLastGoesFirst() throws {
        let result = delays(try buildUp(Stagger(order: .index, interval: 0.1, reversed: true)))
        #expect(abs(result["b1"]!) < 1e-12 && abs(result["header a"]! - 0.5) < 1e-12)
    }

    @Test func byDistanceTheNearestGoesFirst() throws {
        let result = delays(try buildUp(Stagger(order: .distance(from: Point(x: 0, y: 0)), interval: 0.001)))
        #expect(result["a0"]! < result["a1"]! && result["a1"]! < result["b1"]!)
        // a0's centre (50, 80) is 94.3 points from the corner: 0.0943 s.
        #expect(abs(result["a0"]! - (50.0 * 50 + 80 * 80).squareRoot() * 0.001) < 1e-12)
    }

    @Test func onlyTheChosenRolesWait() throws {
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: ["a", "b", "c"].map { Item(id: ItemID($0)) })]),
                                      layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 2, section: 0)]),
                                                      animation: UpdateAnimation(stagger: Stagger(order: .index, interval: 1, roles: [.disappearing])))
        #expect(transition.tracks.allSatisfy { $0.timing.delay == 0 })  // one disappearing element: rank 0
        #expect(transition.tracks.first { $0.identity == .item("a") }?.role == .staying)
    }

    @Test func aRuleGivesItsElementsTheirOwnTiming() throws {
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: ["a", "b", "c"].map { Item(id: ItemID($0)) })]),
                                      layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: bounds)
        let rules = EffectRules([EffectRule(reasons: [.deleted], effect: .fall(), timing: TimingAdjustment(duration: 0.2, delay: 0.1)),
                                 EffectRule(reasons: [.shifted], timing: TimingAdjustment(curve: .linear))])
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]),
                                                      animation: UpdateAnimation(timing: Timing(curve: .easeIn, duration: 0.5), effects: rules))
        let a = try #require(transition.tracks.first { $0.identity == .item("a") })
        #expect(a.timing == Timing(curve: .easeIn, duration: 0.2, delay: 0.1))
        #expect(TransformComponents(a.to.transform).translationY == 480 && a.to.alpha == 0)
        let b = try #require(transition.tracks.first { $0.identity == .item("b") })
        #expect(b.timing == Timing(curve: .linear, duration: 0.5, delay: 0))
        #expect(transition.duration == 0.5)
    }

    @Test func namedEffectsAreCompositionsOfThePrimitives() {
        let context = EffectContext(reason: .inserted, role: .appearing, element: .cell(IndexPath(item: 0, section: 0)), oldIndexPath: nil,
                                    newIndexPath: IndexPath(item: 0, section: 0), before: nil, after: nil,
                                    oldBounds: bounds, newBounds: bounds)
        let base = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(Effect.slide(toward: .left, distance: 40).apply(to: base, in: context).transform == Transform(translationX: -40, y: 0))
        let zoomed = Effect.zoom(0.5).apply(to: base, in: context)
        #expect(zoomed.transform == Transform(scaleX: 0.5, y: 0.5) && zoomed.alpha == 0)
        #expect(Effect.fall(degrees: 15).apply(to: base, in: context) == Effect.combined([.offscreen(.bottom), .rotate(degrees: 15), .fade(to: 0)]).apply(to: base, in: context))
    }
}
