import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Every "before" place, default initial and final attribute and pairing of an update comes
/// from what the layout object answered, not from a built-in layout's own value: a flow-layout
/// subclass that moves its cells animates them from and to where it put them, each drawn once.
@Suite struct SubclassAnswersTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Where the left-aligned layout puts tags of `widths` in a 390-point view: the flow
    /// layout's greedy rows (16-point insets, 8 between tags, 10 between rows), each row's
    /// tags from the left.
    static func leftAligned(_ widths: [CGFloat]) -> [Rect] {
        var frames: [Rect] = []
        var x = 16.0, row = 0
        for width in widths.map(Double.init) {
            if x > 16, x + width > 390 - 16 {
                x = 16
                row += 1
            }
            frames.append(Rect(x: x, y: Double(row) * 42, width: width, height: 32))
            x += width + 8
        }
        return frames
    }

    func record(_ widths: [CGFloat], _ change: (UICollectionView, TagDataSource) -> Void) throws -> Timeline {
        let source = TagDataSource(widths: widths)
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        return try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
            collectionView.dataSource = source
            collectionView.delegate = source
            collectionView.layoutIfNeeded()
            change(collectionView, source)
        }
    }

    static let widths: [CGFloat] = [120, 90, 150, 60, 100, 140, 80, 110, 70, 130]

    /// Each item's track, by the item's identity (a cell keeps its identity through moves).
    func tracks(_ timeline: Timeline) -> [Track] { timeline.segments[0].transition.tracks }

    @Test func aDeletedTagsNeighboursGlideBetweenTheSubclasssPlacesEachDrawnOnce() throws {
        let timeline = try record(Self.widths) { collectionView, source in
            source.widths.remove(at: 1)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 1, section: 0)])
        }
        let before = Self.leftAligned(Self.widths)
        var after = Self.widths
        after.remove(at: 1)
        let now = Self.leftAligned(after)
        let tracks = tracks(timeline)
        #expect(tracks.count == Self.widths.count, "one track a tag: \(tracks.map(\.element))")
        let leaving = try #require(tracks.first { $0.role == .disappearing })
        #expect(leaving.from.frame == before[1] && leaving.to.frame == before[1] && leaving.to.alpha == 0)
        for (newIndex, frame) in now.enumerated() {
            let oldIndex = newIndex < 1 ? newIndex : newIndex + 1
            let track = try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: newIndex, section: 0)) && $0.role != .disappearing })
            #expect(track.from.frame == before[oldIndex], "item \(newIndex) starts where the subclass put it")
            #expect(track.to.frame == frame, "item \(newIndex) ends where the subclass puts it")
        }
    }

    @Test func anInsertedTagFadesInAtTheSubclasssPlaceAndAMovedOneGlides() throws {
        let timeline = try record(Self.widths) { collectionView, source in
            source.widths.insert(200, at: 0)
            let moved = source.widths.remove(at: 3)
            source.widths.insert(moved, at: 6)
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
                collectionView.moveItem(at: UIKitIndexPath(item: 2, section: 0), to: UIKitIndexPath(item: 6, section: 0))
            }
        }
        let before = Self.leftAligned(Self.widths)
        var after = Self.widths
        after.insert(200, at: 0)
        after.insert(after.remove(at: 3), at: 6)
        let now = Self.leftAligned(after)
        let tracks = tracks(timeline)
        #expect(tracks.count == after.count, "one track a tag: \(tracks.map(\.element))")
        let inserted = try #require(tracks.first { $0.role == .appearing })
        #expect(inserted.from.frame == now[0] && inserted.from.alpha == 0 && inserted.to.frame == now[0])
        let moved = try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 6, section: 0)) })
        #expect(moved.from.frame == before[2] && moved.to.frame == now[6])
    }

    /// The scaling carousel: deleting the centred card brings the next one to the centre from
    /// its place at the side, small and faded as the carousel drew it, and every card is one
    /// track (the flow layout's own, unscaled answers would add a ghost of each).
    @Test func aCarouselsNextCardGrowsFromItsScaledPlaceWhenTheCentredOneIsDeleted() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let layout = CarouselFlowLayout()
        layout.itemSize = CGSize(width: 250, height: 400)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            source.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        let tracks = tracks(timeline)
        let elements = tracks.map { "\($0.element) \($0.role)" }
        #expect(tracks.count == 3, "the deleted card, the next one and the one after: \(elements)")
        let next = try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) && $0.role == .moving })
        #expect(abs(next.from.transform.a - 0.8) < 1e-9 && abs(next.from.alpha - 0.6) < 1e-9, "from the side, as drawn: \(next.from)")
        #expect(abs(next.to.transform.a - 1) < 1e-9 && abs(next.to.alpha - 1) < 1e-9)
        #expect(next.from.frame.minX == 340 && next.to.frame.minX == 70)
    }

    /// ScalingCarousel's layout sets its item size and insets in `prepare()` without calling
    /// `super`: UIKit's flow layout lays out all the same, computing what it was not asked to
    /// prepare when it is first queried.
    @Test func aFlowSubclassWhosePrepareDoesNotCallSuperStillLaysOut() throws {
        final class PagesWithoutSuper: UICollectionViewFlowLayout {
            override func prepare() {
                guard let collectionView else { return }
                scrollDirection = .horizontal
                itemSize = CGSize(width: collectionView.bounds.width - 80, height: collectionView.bounds.height)
                sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
                minimumLineSpacing = 0
            }
        }
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: PagesWithoutSuper()) { collectionView in
            source.register(in: collectionView)
            #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 40 + 4 * 310 + 40, height: 300))
        }
        let frames = timeline.frame(at: 0).elements.map(\.attributes.frame)
        #expect(frames == [Rect(x: 40, y: 0, width: 310, height: 300), Rect(x: 350, y: 0, width: 310, height: 300)])
    }
}
