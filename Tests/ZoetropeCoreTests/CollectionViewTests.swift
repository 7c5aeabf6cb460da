import Testing
import ZoetropeCore

/// A flow layout that writes down which of UIKit's hooks are called, in order.
struct RecordingLayout: CollectionLayout {
    final class Log: @unchecked Sendable {  // Tests are single-threaded; identity is the point.
        var calls: [String] = []
    }

    var base = FlowLayout(itemSize: Size(width: 100, height: 100))
    let log = Log()

    mutating func prepare(for collectionView: LayoutContext) {
        log.calls.append("prepareLayout")
        base.prepare(for: collectionView)
    }
    var collectionViewContentSize: Size { base.collectionViewContentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
    mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        log.calls.append("prepareForCollectionViewUpdates(\(updateItems.map(\.description).joined(separator: ", ")))")
    }
    mutating func finalizeCollectionViewUpdates() { log.calls.append("finalizeCollectionViewUpdates") }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }
    mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) { log.calls.append("prepareForAnimatedBoundsChange(\(Int(oldBounds.width)))") }
    mutating func finalizeAnimatedBoundsChange() { log.calls.append("finalizeAnimatedBoundsChange") }
    mutating func prepareForTransition(to newLayout: any CollectionLayout) { log.calls.append("prepareForTransitionTo") }
    mutating func prepareForTransition(from oldLayout: any CollectionLayout) { log.calls.append("prepareForTransitionFrom") }
    mutating func finalizeLayoutTransition() { log.calls.append("finalizeLayoutTransition") }
    mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("initial(\(itemIndexPath.section)-\(itemIndexPath.item))")
        return nil
    }
    mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("final(\(itemIndexPath.section)-\(itemIndexPath.item))")
        return nil
    }
}

/// A flow layout with headers and footers that writes down every appearing and disappearing
/// hook, supplementary views included.
struct SupplementaryRecordingLayout: CollectionLayout {
    var base = FlowLayout(itemSize: Size(width: 100, height: 100), headerReferenceSize: Size(width: 0, height: 30),
                          footerReferenceSize: Size(width: 0, height: 20))
    let log = RecordingLayout.Log()

    mutating func prepare(for collectionView: LayoutContext) { base.prepare(for: collectionView) }
    var collectionViewContentSize: Size { base.collectionViewContentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }
    mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("initial cell \(itemIndexPath.section)-\(itemIndexPath.item)")
        return nil
    }
    mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("final cell \(itemIndexPath.section)-\(itemIndexPath.item)")
        return nil
    }
    mutating func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("initial \(kind) \(elementIndexPath.section)-\(elementIndexPath.item)")
        return nil
    }
    mutating func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        log.calls.append("final \(kind) \(elementIndexPath.section)-\(elementIndexPath.item)")
        return nil
    }
}

@Suite struct CollectionViewTests {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
    let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.3))

    func view(_ sections: [Section], layout: any CollectionLayout = FlowLayout(itemSize: Size(width: 100, height: 100))) throws -> CollectionView {
        try CollectionView(snapshot: CollectionSnapshot(sections: sections), layout: layout, bounds: bounds)
    }

    func track(_ transition: Transition, _ id: String) -> Track? {
        transition.tracks.first { $0.identity == .item(ItemID(id)) }
    }

    @Test func deletingItem0_1OfThreeCallsTheHooksInTheSeedsOrder() throws {
        let layout = RecordingLayout()
        var view = try view([section("s", ["a", "b", "c"])], layout: layout)
        layout.log.calls.removeAll()
        _ = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 1)]))
        #expect(layout.log.calls == [
            "prepareLayout",
            "prepareForCollectionViewUpdates(delete item [0, 1])",
            "final(0-1)",
            "final(0-2)",
            "initial(0-1)",
            "finalizeCollectionViewUpdates",
        ])
    }

    /// UIKit calls a phase's hooks for cells, then supplementary views, then decoration
    /// views, each in index-path order: a header's hook never comes between two cells'.
    @Test func withinAPhaseCellHooksComeBeforeSupplementaryHooks() throws {
        let layout = SupplementaryRecordingLayout()
        var view = try view([section("s", ["a", "b"]), section("t", ["c", "d"])], layout: layout)
        layout.log.calls.removeAll()
        _ = try view.performBatchUpdates(BatchUpdate(deletedSections: [1]))
        // Ordered by index path alone, the header and footer of [1, 0] came between the cells.
        #expect(layout.log.calls == ["final cell 1-0", "final cell 1-1", "final footer 1-0", "final header 1-0"])
    }

    @Test func byDefaultADeletedItemFadesOutInPlace() throws {
        var view = try view([section("s", ["a", "b", "c"])])
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 1)]), animation: animation)
        let b = try #require(track(transition, "b"))
        #expect(b.role == .disappearing && b.reason == .deleted)
        #expect(b.from.frame == b.to.frame && b.from.alpha == 1 && b.to.alpha == 0)
        // Half-way in time, ease-in-ease-out is half-way in value.
        #expect(abs(b.attributes(atStepTime: 0.15).alpha - 0.5) < 1e-12)
        #expect(b.isPresent(atStepTime: 0.29) && !b.isPresent(atStepTime: 0.3))
    }

    @Test func byDefaultAnInsertedItemFadesInWhereItLands() throws {
        var view = try view([section("s", ["a", "b"])])
        let insert = BatchUpdate(insertedItems: [ItemInsertion(indexPath: path(0, 1), item: Item(id: "x"))])
        let transition = try view.performBatchUpdates(insert, animation: animation)
        let x = try #require(track(transition, "x"))
        #expect(x.role == .appearing && x.reason == .inserted)
        #expect(x.from.frame == x.to.frame && x.from.alpha == 0 && x.to.alpha == 1)
        #expect(abs(x.attributes(atStepTime: 0.15).alpha - 0.5) < 1e-12)
        #expect(abs(x.attributes(atStepTime: 0.075).alpha - 0.12916) < 1e-4)
    }

    @Test func shiftedItemsGlideFromTheirOldPlaceToTheirNewOne() throws {
        var view = try view([section("s", ["a", "b", "c"])])
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 0)]), animation: animation)
        let c = try #require(track(transition, "c"))
        #expect(c.role == .moving && c.reason == .shifted)
        #expect(c.from.frame.minX == 220 && c.to.frame.minX == 110)
        #expect(c.from.alpha == 1 && c.to.alpha == 1)
        #expect(abs(c.attributes(atStepTime: 0.15).frame.minX - 165) < 1e-9)
    }

    @Test func anItemWhosePlaceDoesNotChangeStays() throws {
        var view = try view([section("s", ["a", "b", "c"])])
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 2)]))
        #expect(track(transition, "a")?.role == .staying)
        #expect(track(transition, "a")?.reason == nil)
    }

    @Test func elementsOfADeletedSectionSayWhy() throws {
        var flow = FlowLayout(itemSize: Size(width: 100, height: 100))
        flow.headerHeight = 30
        var view = try view([section("s0", ["a"]), section("s1", ["b"])], layout: flow)
        let transition = try view.performBatchUpdates(BatchUpdate(deletedSections: [0]))
        #expect(track(transition, "a")?.reason == .sectionDeleted)
        let header = transition.tracks.first { $0.identity == .supplementary(.sectionHeader, section: "s0", item: 0) }
        #expect(header?.role == .disappearing && header?.reason == .sectionDeleted)
        let survivingHeader = transition.tracks.first { $0.identity == .supplementary(.sectionHeader, section: "s1", item: 0) }
        #expect(survivingHeader?.role == .moving && survivingHeader?.to.frame.minY == 0)
    }

    @Test func effectsAreChosenByReasonAndElement() throws {
        var flow = FlowLayout(itemSize: Size(width: 100, height: 100))
        flow.headerHeight = 30
        var view = try view([section("s0", ["a", "b"])], layout: flow)
        let effects = EffectRules([
            EffectRule(reasons: [.inserted], elements: [.cells], effect: .scale(0.1)),
            EffectRule(reasons: [.sectionInserted], effect: .offscreen(.left)),
            EffectRule(reasons: [.deleted, .sectionDeleted], effect: .combined([.offscreen(.bottom), .rotate(degrees: 15), .fade(to: 0)])),
        ])
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.3), effects: effects)
        let transition = try view.performBatchUpdates(BatchUpdate(
            insertedSections: [SectionInsertion(index: 1, section: section("s1", ["n"]))],
            deletedItems: [path(0, 1)],
            insertedItems: [ItemInsertion(indexPath: path(0, 0), item: Item(id: "x"))]), animation: animation)

        // The inserted item grows from a tenth of its size where it lands.
        let x = try #require(track(transition, "x"))
        #expect(x.from.frame == x.to.frame && x.from.transform == Transform(scaleX: 0.1, y: 0.1) && x.from.alpha == 1)
        let quarter = TransformComponents(x.attributes(atStepTime: 0.075).transform)
        #expect(abs(quarter.scaleX - (0.1 + 0.9 * 0.12916)) < 1e-4)

        // The new section's cell and header come from one viewport-width to the left.
        #expect(track(transition, "n")?.from.transform == Transform(translationX: -320, y: 0))
        let header = transition.tracks.first { $0.identity == .supplementary(.sectionHeader, section: "s1", item: 0) }
        #expect(header?.from.transform == Transform(translationX: -320, y: 0))

        // The deleted item falls a viewport-height, tilted, fading to nothing.
        let b = try #require(track(transition, "b"))
        let end = TransformComponents(b.to.transform)
        #expect(end.translationY == 480 && abs(end.rotation - 15 * .pi / 180) < 1e-12 && b.to.alpha == 0)
    }

    @Test func anExplicitMoveSaysMovedAndTheItemsItPassesSayShifted() throws {
        var view = try view([section("s", ["a", "b", "c"])])
        let transition = try view.performBatchUpdates(BatchUpdate(movedItems: [ItemMove(from: path(0, 0), to: path(0, 2))]))
        #expect(track(transition, "a")?.reason == .moved)
        #expect(track(transition, "b")?.reason == .shifted)
        #expect(track(transition, "a")?.to.frame.minX == 220)
    }

    @Test func aReloadCrossFadesTheOldAndTheNewInPlace() throws {
        var view = try view([section("s", ["a", "b", "c"])])
        var newB = Item(id: "b")
        newB.content.label = Label(text: "new")
        let transition = try view.performBatchUpdates(BatchUpdate(reloadedItems: [ItemReload(indexPath: path(0, 1), item: newB)]), animation: animation)
        let both = transition.tracks.filter { $0.identity == .item("b") }
        #expect(both.map(\.role).sorted { $0.rawValue < $1.rawValue } == [.appearing, .disappearing])
        #expect(both.allSatisfy { $0.reason == .reloaded && $0.from.frame == $0.to.frame })
        let old = try #require(both.first { $0.role == .disappearing }), new = try #require(both.first { $0.role == .appearing })
        #expect(old.content.label == nil && new.content.label?.text == "new")
        #expect(abs(old.attributes(atStepTime: 0.15).alpha - 0.5) < 1e-12 && abs(new.attributes(atStepTime: 0.15).alpha - 0.5) < 1e-12)
        // In a timeline the two are separate lifetimes: the old one ends, a new one begins.
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(transition, "reload")])
        #expect(timeline.lifetimes.filter { $0.identity == .item("b") }.count == 2)
    }

    @Test func aNewSnapshotAnimatesByIdentity() throws {
        var flow = FlowLayout(itemSize: Size(width: 100, height: 100))
        flow.headerHeight = 30
        var view = try view([section("s", ["a", "b", "c", "d"])], layout: flow)
        var changedB = Item(id: "b")
        changedB.content.label = Label(text: "b2")
        var target = CollectionSnapshot(sections: [section("s", ["d", "x", "a", "c"])])
        target.sections[0].items.insert(changedB, at: 2)  // d x b' a c
        target.sections[0].supplementaryContent[.sectionHeader] = ElementContent(label: Label(text: "new header"))
        let transition = try view.apply(target, animation: animation)
        #expect(view.snapshot == target)
        #expect(track(transition, "d")?.reason == .moved)          // d leaves the LIS: it moves
        #expect(track(transition, "a")?.reason == .shifted)        // a keeps its order: it shifts
        #expect(track(transition, "x")?.reason == .inserted)
        #expect(transition.tracks.filter { $0.identity == .item("b") }.map(\.reason) == [.reloaded, .reloaded])
        let headers = transition.tracks.filter { $0.identity == .supplementary(.sectionHeader, section: "s", item: 0) }
        #expect(headers.map(\.role).sorted { $0.rawValue < $1.rawValue } == [.appearing, .disappearing])
        #expect(headers.allSatisfy { $0.reason == .reloaded })
    }

    @Test func aNewSnapshotWithARepeatedIdentityIsRefused() throws {
        var view = try view([section("s", ["a"])])
        #expect(throws: UpdateError(.duplicateIdentity(.item("a", first: path(0, 0), second: path(0, 1))))) {
            try view.apply(CollectionSnapshot(sections: [section("s", ["a", "a"])]))
        }
    }

    @Test func anInvalidBatchLeavesTheCollectionViewAsItWas() throws {
        var view = try view([section("s", ["a"])])
        let before = view.snapshot
        #expect(throws: UpdateError.self) { try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 5)])) }
        #expect(view.snapshot == before)
    }

    @Test func duplicateIdentitiesAreRefusedAtTheStart() {
        #expect(throws: UpdateError(.duplicateIdentity(.item("a", first: path(0, 0), second: path(1, 0))))) {
            try view([section("s0", ["a"]), section("s1", ["a"])])
        }
    }

    @Test func theFirstRepeatIsReportedAndASectionMayShareAnItemsName() throws {
        // Sections and items are named apart.
        #expect(CollectionSnapshot(sections: [section("a", ["a", "b"]), section("b", ["c"])]).firstDuplicateIdentity() == nil)
        // Of several repeats, the one met first in index-path order, sections before their items.
        let items = CollectionSnapshot(sections: [section("s0", ["x", "y", "z"]), section("s1", ["z", "y", "x"])])
        #expect(items.firstDuplicateIdentity() == .item("z", first: path(0, 2), second: path(1, 0)))
        let both = CollectionSnapshot(sections: [section("s0", ["x"]), section("s0", ["x"])])
        #expect(both.firstDuplicateIdentity() == .section("s0", first: 0, second: 1))
        // A large snapshot without a repeat, and the same with one at its very end.
        var large = CollectionSnapshot(sections: [section("s", (0..<50_000).map { "i\($0)" })])
        #expect(large.firstDuplicateIdentity() == nil)
        large.sections[0].items.append(Item(id: "i17"))
        #expect(large.firstDuplicateIdentity() == .item("i17", first: path(0, 17), second: path(0, 50_000)))
        // 1,000 sections of 100 (checked in parts of the hash values): a section's name
        // repeated at the end, then also an item of the first section in the last.
        var sections = CollectionSnapshot(sections: (0..<1_000).map { s in section(SectionID("s\(s)"), (0..<100).map { "i\(s)-\($0)" }) })
        #expect(sections.firstDuplicateIdentity() == nil)
        sections.sections.append(section("s3", []))
        #expect(sections.firstDuplicateIdentity() == .section("s3", first: 3, second: 1_000))
        sections.sections[999].items.append(Item(id: "i0-0"))
        #expect(sections.firstDuplicateIdentity() == .item("i0-0", first: path(0, 0), second: path(999, 100)))
    }

    @Test func onlyElementsVisibleBeforeOrAfterAreTracked() throws {
        // 320×480 shows rows of three at y = 0, 110, 220, 330 and 440 (the last in part): 15 items.
        var view = try view([section("s", (0..<30).map { "i\($0)" })])
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [path(0, 0)]))
        // i1…i15 visible after, plus i0 leaving; i15 comes into view from its old row at 550.
        #expect(transition.tracks.count == 16)
        #expect(track(transition, "i15")?.from.frame.minY == 550)
        #expect(track(transition, "i15")?.to.frame.minY == 440)
        #expect(track(transition, "i20") == nil)
    }
}
