import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A layout may ask its collection view anything UIKit allows, whenever UIKit allows it: the
/// collection view reads its counts from the data source before it prepares the layout, so a
/// layout that asks for them in `collectionViewContentSize`, `prepare()`, the attribute
/// queries or the invalidation methods gets them, while loading, during a batch update and
/// during a rotation.
@Suite struct ReentrancyTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Where the grid puts the `index`-th item for a view `width` points wide.
    static func gridFrame(_ index: Int, width: Double) -> Rect {
        let column = width / 3
        return Rect(x: Double(index % 3) * column + 4, y: Double(index / 3) * 100 + 4, width: column - 8, height: 92)
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aLayoutThatAsksForItsCountsEverywhereLoadsUpdatesAndRotates() throws {
        let layout = AskingGridLayout()
        let source = ColorDataSource(sections: [Palette.colors(7)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(contentsOf: Palette.colors(2, from: 7), at: 0)
            source.sections[0].remove(at: 8)
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0), UIKitIndexPath(item: 1, section: 0)])
                collectionView.deleteItems(at: [UIKitIndexPath(item: 6, section: 0)])
            }
            collectionView.pause(for: 0)
            UIView.animate(withDuration: 0.3) {
                collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            }
        }
        #expect(timeline.segments.map(\.label) == ["performBatchUpdates(_:completion:)", "bounds"])
        // Whatever it asked, the layout was never told there were no sections.
        #expect(!layout.questions.isEmpty)
        #expect(layout.questions.allSatisfy { $0.hasSuffix(" 1") }, "\(layout.questions.filter { !$0.hasSuffix(" 1") })")
        // The update: two items fade in at the top (their initial attributes, asked through the
        // collection view), the others move down two places, the deleted one leaves.
        let update = timeline.segments[0].transition.tracks
        let inserted = try #require(update.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) && $0.role == .appearing })
        #expect(inserted.from.alpha == 0 && inserted.to.frame == Self.gridFrame(1, width: 390))
        let moved = try #require(update.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 2, section: 0)) && $0.role != .appearing })
        #expect(moved.from.frame == Self.gridFrame(0, width: 390) && moved.to.frame == Self.gridFrame(2, width: 390), "\(update.map { "\($0.element) \($0.role) \($0.from.frame) → \($0.to.frame)" })")
        // The rotation: every item at its place in the wider grid.
        let rotation = timeline.segments[1].transition.tracks
        for index in 0..<8 {
            let track = try #require(rotation.first { $0.element == .cell(ZoetropeCore.IndexPath(item: index, section: 0)) && $0.role != .disappearing })
            #expect(Self.close(track.to.frame, Self.gridFrame(index, width: 844)), "item \(index): \(track.to.frame)")
        }
    }

    @Test func countsAskedBeforeTheFirstLayoutPassComeFromTheDataSource() throws {
        let layout = AskingGridLayout()
        let source = ColorDataSource(sections: [Palette.colors(4), Palette.colors(2)])
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
            collectionView.dataSource = source
            // Before any layout pass: UIKit loads the counts from the data source to answer.
            #expect(collectionView.numberOfSections == 2)
            #expect(collectionView.numberOfItems(inSection: 1) == 2)
            #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 200))
            #expect(collectionView.layoutAttributesForItem(at: UIKitIndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 4, y: 104, width: 122, height: 92))
        }
    }
}
