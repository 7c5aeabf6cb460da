import Testing
import ZoetropeCore
import ZoetropeTestSupport

/// docs/uikit-behaviour.md#call-order and #what-each-element-animates-between: UIKit's hooks, a UIKit-style port, and double-sided moves.
@Suite struct UIKitProtocolTests {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 520)

    func swatches() -> CollectionSnapshot {
        CollectionSnapshot(sections: [Section(id: "warm", items: ["red", "orange", "yellow", "pink", "brown"].map { Item(id: ItemID($0)) })])
    }

    func flow() -> FlowLayout {
        FlowLayout(itemSize: Size(width: 78, height: 78), sectionInset: EdgeInsets(top: 8, left: 16, bottom: 20, right: 16),
                   headerReferenceSize: Size(width: 0, height: 44))
    }

    /// The four steps of "Animating Items in a UICollectionView": add a swatch, delete one, add a section, delete a section.
    func steps() -> [BatchUpdate] {
        [BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 2, section: 0), item: Item(id: "gold"))]),
         BatchUpdate(deletedItems: [IndexPath(item: 4, section: 0)]),
         BatchUpdate(insertedSections: [SectionInsertion(index: 1, section: Section(id: "cool", items: ["green", "blue"].map { Item(id: ItemID($0)) }))]),
         BatchUpdate(deletedSections: [0])]
    }

    @Test func theUIKitStylePortAnimatesExactlyAsTheEffectRules() throws {
        let rules = EffectRules([
            EffectRule(reasons: [.inserted], elements: [.cells], effect: .scale(0.1)),
            EffectRule(reasons: [.sectionInserted], effect: .offscreen(.left)),
            EffectRule(reasons: [.deleted, .sectionDeleted], effect: .fall(degrees: 15)),
        ])
        var withRules = try CollectionView(snapshot: swatches(), layout: flow(), bounds: bounds)
        var ported = try CollectionView(snapshot: swatches(), layout: LessBoringFlowLayout(flow: flow()), bounds: bounds)
        for (index, update) in steps().enumerated() {
            let a = try withRules.performBatchUpdates(update, animation: UpdateAnimation(effects: rules))
            let b = try ported.performBatchUpdates(update)
            #expect(a.tracks.count == b.tracks.count, "step \(index)")
            for (x, y) in zip(a.tracks, b.tracks) {
                #expect(x.identity == y.identity && x.role == y.role && x.to == y.to, "step \(index): \(x.identity)")
                let same = x.from.frame == y.from.frame && x.from.alpha == y.from.alpha
                    && zip([x.from.transform.a, x.from.transform.b, x.from.transform.tx, x.from.transform.ty],
                           [y.from.transform.a, y.from.transform.b, y.from.transform.tx, y.from.transform.ty]).allSatisfy { abs($0 - $1) < 1e-12 }
                #expect(same, "step \(index): \(x.identity) starts at \(x.from) vs \(y.from)")
            }
        }
    }

    @Test func nilFromTheHooksMeansUIKitsFadeInPlace() throws {
        var view = try CollectionView(snapshot: swatches(), layout: RecordingLayout(), bounds: bounds)
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]))
        let red = try #require(transition.tracks.first { $0.identity == .item("red") })
        #expect(red.to.frame == red.from.frame && red.to.alpha == 0 && red.to.transform == .identity)
    }

    /// A naive layout that answers every hook with alpha 0, as many first attempts do.
    struct FadingLayout: CollectionLayout {
        var flow = FlowLayout(itemSize: Size(width: 100, height: 100))
        mutating func prepare(for collectionView: LayoutContext) { flow.prepare(for: collectionView) }
        var collectionViewContentSize: Size { flow.collectionViewContentSize }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { flow.layoutAttributesForElements(in: rect) }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { flow.layoutAttributesForItem(at: indexPath) }
        mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            var attributes = flow.layoutAttributesForItem(at: itemIndexPath)
            attributes?.alpha = 0
            return attributes
        }
        mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            var attributes = flow.layoutAttributesForItem(at: itemIndexPath)
            attributes?.alpha = 0
            return attributes
        }
    }

    @Test func finalAttributesForAMovingElementMakeUIKitsDoubleSidedGhost() throws {
        var view = try CollectionView(snapshot: swatches(), layout: FadingLayout(), bounds: bounds)
        let transition = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]))
        // "orange" moves from [0, 1] to [0, 0]: a copy fades out where it was asked to go…
        let orange = transition.tracks.filter { $0.identity == .item("orange") }
        #expect(orange.count == 2)
        let ghost = try #require(orange.first { $0.role == .disappearing })
        let moving = try #require(orange.first { $0.role == .moving })
        #expect(ghost.to.alpha == 0 && ghost.from.alpha == 1)
        // …while the element itself fades in at its new place: the classic cross-fade.
        #expect(moving.from.alpha == 0 && moving.from.frame == moving.to.frame)
        // In a timeline the copy has a lifetime of its own; the element goes on.
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(transition, "delete"), (view.stillTransition(duration: 0.2), "hold")])
        #expect(timeline.lifetimes.filter { $0.identity == .item("orange") }.count == 2)
        #expect(timeline.frame(at: 0.4).elements.filter { $0.identity == .item("orange") }.count == 1)
    }

    @Test func headersStayStillWhenOnlyTheirSectionsSizeChanges() throws {
        // That post's "case 2": inserting into section 0 moves section 1's header down, and
        // leaves section 0's header where it is, with no code from anyone.
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "a", items: [Item(id: "a0")]), Section(id: "b", items: [Item(id: "b0")])]),
                                      layout: flow(), bounds: bounds)
        let transition = try view.performBatchUpdates(BatchUpdate(insertedItems: (1..<5).map { ItemInsertion(indexPath: IndexPath(item: $0, section: 0), item: Item(id: ItemID("new\($0)"))) }))
        let headerA = transition.tracks.first { $0.identity == .supplementary(.sectionHeader, section: "a", item: 0) }
        let headerB = transition.tracks.first { $0.identity == .supplementary(.sectionHeader, section: "b", item: 0) }
        #expect(headerA?.role == .staying)
        #expect(headerB?.role == .moving && headerB!.to.frame.minY > headerB!.from.frame.minY)
    }
}
