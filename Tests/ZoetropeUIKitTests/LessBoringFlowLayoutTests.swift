import Testing
import ZoetropeCore
import ZoetropeUIKit
import ZoetropeTestSupport

/// The flow-layout subclass of "Animating Items in a UICollectionView" (`Fixtures/color-swatches.json`), compiled unchanged against ZoetropeUIKit, animates as
/// the core's value-type port of it does: the same tracks, step by step.
@Suite struct LessBoringFlowLayoutTests {
    /// The layouts' shared metrics.
    static let itemSize = 100.0, inset = 10.0, headerHeight = 40.0

    static func uikitLayout() -> LessBoringFlowLayout {
        let layout = LessBoringFlowLayout()
        layout.itemSize = CGSize(width: itemSize, height: itemSize)
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        layout.headerReferenceSize = CGSize(width: 0, height: headerHeight)
        return layout
    }

    static func coreFlow() -> FlowLayout {
        FlowLayout(itemSize: Size(width: itemSize, height: itemSize), sectionInset: EdgeInsets(all: inset),
                   headerReferenceSize: Size(width: 0, height: headerHeight))
    }

    /// Insert an item, delete an item, insert a section, delete a section: the swatches' four cases.
    static func recordUIKit() throws -> Timeline {
        let source = ColorDataSource(sections: [Palette.colors(6), Palette.colors(5, from: 6)])
        return try ZoetropeUIKit.record(collectionViewLayout: uikitLayout()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(.black, at: 1)
            collectionView.performBatchUpdates { collectionView.insertItems(at: [Foundation.IndexPath(item: 1, section: 0)]) }
            // Each update a turn of its own, played after the one before.
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 3)
            collectionView.performBatchUpdates { collectionView.deleteItems(at: [Foundation.IndexPath(item: 3, section: 0)]) }
            collectionView.pause(for: 0)
            source.sections.insert(Palette.colors(3, from: 2), at: 1)
            source.sectionNames.insert("New", at: 1)
            collectionView.performBatchUpdates { collectionView.insertSections(IndexSet(integer: 1)) }
            collectionView.pause(for: 0)
            source.sections.remove(at: 0)
            source.sectionNames.remove(at: 0)
            collectionView.performBatchUpdates { collectionView.deleteSections(IndexSet(integer: 0)) }
        }
    }

    static func recordCore() throws -> Timeline {
        func items(_ prefix: String, _ count: Int) -> [Item] { (0..<count).map { Item(id: ItemID("\(prefix)\($0)")) } }
        let snapshot = CollectionSnapshot(sections: [Section(id: "a", items: items("a", 6)), Section(id: "b", items: items("b", 5))])
        var view = try CollectionView(snapshot: snapshot, layout: ZoetropeTestSupport.LessBoringFlowLayout(flow: coreFlow()),
                                      bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        var steps: [(transition: Transition, label: String)] = []
        steps.append((try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: ZoetropeCore.IndexPath(item: 1, section: 0), item: Item(id: "x"))])), "1"))
        steps.append((try view.performBatchUpdates(BatchUpdate(deletedItems: [ZoetropeCore.IndexPath(item: 3, section: 0)])), "2"))
        steps.append((try view.performBatchUpdates(BatchUpdate(insertedSections: [SectionInsertion(index: 1, section: Section(id: "c", items: items("c", 3)))])), "3"))
        steps.append((try view.performBatchUpdates(BatchUpdate(deletedSections: [0])), "4"))
        return Timeline(viewportSize: Size(width: 390, height: 844), background: .white, transitions: steps)
    }

    @Test func recordsTheSameTracksAsTheCoresValueTypePort() throws {
        let uikit = try Self.recordUIKit(), core = try Self.recordCore()
        #expect(uikit.segments.count == 4)
        let difference = uikit.firstGeometryDifference(from: core)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func insertedItemGrowsFromATenthOfItsSizeWhereItLands() throws {
        let step = try Self.recordUIKit().segments[0].transition
        let inserted = try #require(step.tracks.first { $0.role == .appearing && $0.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) })
        #expect(inserted.reason == .inserted)
        #expect(inserted.from.transform == Transform(scaleX: 0.1, y: 0.1))
        #expect(inserted.from.frame == inserted.to.frame)
        #expect(inserted.to.transform.isIdentity && inserted.to.alpha == 1)
        // Its neighbours glide, without the ghost a non-nil final attribute would leave.
        let shifted = step.tracks.filter { $0.role == .moving }
        #expect(!shifted.isEmpty)
        #expect(step.tracks.filter { $0.role == .disappearing }.isEmpty)
    }

    @Test func deletedSectionFallsTiltedAndFades() throws {
        let step = try Self.recordUIKit().segments[3].transition
        let falling = step.tracks.filter { $0.role == .disappearing }
        #expect(falling.count == 6 + 1, "section 0 has six items after the first two steps, plus its header")
        for track in falling {
            #expect(track.to.alpha == 0)
            #expect(abs(track.to.transform.ty - 844) < 1e-9)
            #expect(abs(track.to.transform.b - sin(15 * Double.pi / 180)) < 1e-12)
        }
    }
}
