import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A layout that keeps its own model of the data, as Airbnb's MagazineLayout does
/// (`ModelStateLayout`): it holds only if the collection view asks it what UIKit asks, in
/// UIKit's order, and takes its answers as UIKit takes them.
@Suite struct ModelStateLayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// The app: notes of a height each (nil: sized by the cell), read by the layout's delegate
    /// as MagazineLayout's example reads its sections. Asked about a note the array no longer
    /// holds, it writes the question down where the phone's app would crash.
    final class NotesScreen: NSObject, UICollectionViewDataSource, ModelStateLayoutDelegate {
        var heights: [CGFloat?]
        /// How many lines each note's cell holds, for a note sized by its cell.
        var lines: [Int]
        var questionsOutOfRange: [UIKitIndexPath] = []

        init(heights: [CGFloat?], lines: [Int]? = nil) {
            self.heights = heights
            self.lines = lines ?? heights.map { _ in 1 }
        }

        func install(in collectionView: UICollectionView) {
            collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.layoutIfNeeded()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
            cell.backgroundColor = .systemOrange
            cell.lines = lines[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, layout: ModelStateLayout, heightForItemAt indexPath: UIKitIndexPath) -> CGFloat? {
            guard heights.indices.contains(indexPath.item) else {
                questionsOutOfRange.append(indexPath)
                return 44
            }
            return heights[indexPath.item]
        }
    }

    /// A cell that prefers a height of 20 points a line and 16 around them, as one whose
    /// label's constraints size it would.
    final class NoteCell: UICollectionViewCell {
        var lines = 1

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size.height = CGFloat(lines * 20 + 16)
            return layoutAttributes
        }
    }

    /// MagazineLayout's example crashed here: the last note deleted inside
    /// `performBatchUpdates`, the layout was asked for what it showed (which asks the delegate
    /// about every item of its old model) after the block had emptied the array's last place.
    /// UIKit animates from the attributes its last layout pass gave.
    @Test func aBatchUpdateNeverAsksTheLayoutAboutTheOldStateOnceTheDataChanged() throws {
        let screen = NotesScreen(heights: Array(repeating: 80, count: 6))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: ModelStateLayout()) { collectionView in
            screen.install(in: collectionView)
            collectionView.performBatchUpdates {
                screen.heights.removeLast()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 5, section: 0)])
            }
        }
        #expect(screen.questionsOutOfRange.isEmpty, "the delegate was asked about \(screen.questionsOutOfRange)")
        let tracks = try #require(timeline.segments.last).transition.tracks
        let gone = try #require(tracks.first { $0.role == .disappearing })
        #expect(gone.from.frame.minY == 440)
        #expect(gone.to.alpha == 0 && gone.to.transform == Transform(scaleX: 0.2, y: 0.2))
    }

    /// MagazineLayout answers a moved item's final attributes with the item's attributes at its
    /// new index path, and its initial ones with those at its old index path. UIKit takes them
    /// as the item's; Zoetrope failed the recording with a layout error.
    @Test func aMovedItemsAttributesAtItsOtherIndexPathAreTakenAsItsOwn() throws {
        let screen = NotesScreen(heights: Array(repeating: 80, count: 6))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: ModelStateLayout()) { collectionView in
            screen.install(in: collectionView)
            collectionView.performBatchUpdates {
                screen.heights.removeFirst()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        let tracks = try #require(timeline.segments.last).transition.tracks
        // The second note moves up into the first one's place, the others behind it.
        let moved = tracks.filter { $0.role == .moving }.sorted { $0.to.frame.minY < $1.to.frame.minY }
        #expect(moved.count == 5)
        #expect(moved.first?.from.frame.minY == 88 && moved.first?.to.frame.minY == 0)
        #expect(moved.allSatisfy { $0.from.frame.minY - $0.to.frame.minY == 88 })
        // UIKit's double-sided animation: each moved note's final attributes send a copy of it
        // from its old place to them, here its new place, so the copy moves with the note and
        // shows nothing of its own. Only the deleted note leaves anywhere else.
        let leaving = tracks.filter { $0.role == .disappearing }
        #expect(leaving.count == 6)
        for note in moved {
            #expect(leaving.contains { $0.identity == note.identity && $0.from.frame == note.from.frame && $0.to.frame == note.to.frame })
        }
        #expect(leaving.filter { $0.to.alpha == 0 }.count == 1)
    }
}

extension ModelStateLayoutTests {
    /// `Cell.description()`, Objective-C's class name, is how MagazineLayout's example names its
    /// reuse identifiers; it compiles on Linux and names the class with its module.
    @Test func aClassDescriptionNamesTheClassWithItsModuleAsAReuseIdentifier() throws {
        final class NoteCell: UICollectionViewCell {}
        #expect(UICollectionViewCell.description() == "ZoetropeUIKit.UICollectionViewCell")
        #expect(NoteCell.description().hasPrefix("ZoetropeUIKitTests.") && NoteCell.description().hasSuffix("NoteCell"))
        var dequeued: UICollectionViewCell?
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
            collectionView.register(NoteCell.self, forCellWithReuseIdentifier: NoteCell.description())
            dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: NoteCell.description(), for: UIKitIndexPath(item: 0, section: 0))
        }
        #expect(dequeued is NoteCell)
    }
}

extension ModelStateLayoutTests {
    /// The layout sizes a note by its cell (`shouldInvalidateLayout(forPreferredLayoutAttributes:
    /// withOriginalAttributes:)`, as MagazineLayout's self-sizing items and headers): the first
    /// frame shows every note at the height its cell prefers, the estimate never drawn, as the
    /// phone's first layout pass shows them.
    @Test func cellsThatSizeThemselvesShowAtTheirSizeFromTheFirstFrame() throws {
        let screen = NotesScreen(heights: [nil, 80, nil, nil], lines: [1, 1, 3, 2])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: ModelStateLayout()) { collectionView in
            screen.install(in: collectionView)
        }
        let first = timeline.frame(at: 0)
        let frames = first.elements.filter { if case .cell = $0.attributes.element { true } else { false } }.map(\.attributes.frame)
            .sorted { $0.minY < $1.minY }
        // 36, 80 (the delegate's), 76 and 56 points, 8 apart.
        #expect(frames.map(\.minY) == [0, 44, 132, 216])
        #expect(frames.map(\.height) == [36, 80, 76, 56])
    }

    /// A note an update brings in sizes itself as it comes: its cell offers its preferred
    /// attributes as it shows, and the layout, laid out again at once, animates with the update,
    /// starting with it. It grows to its size and the notes below make room for it in the same
    /// animation, rather than the estimate showing until the animation ends and then snapping.
    @Test func aSelfSizingCellInsertedByAnUpdateComesInAtItsSize() throws {
        let screen = NotesScreen(heights: [nil, nil], lines: [1, 1])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: ModelStateLayout()) { collectionView in
            screen.install(in: collectionView)
            collectionView.performBatchUpdates {
                screen.heights.insert(nil, at: 0)
                screen.lines.insert(4, at: 0)
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        let end = timeline.frame(at: timeline.duration)
        let frames = end.elements.filter { if case .cell = $0.attributes.element { true } else { false } }.map(\.attributes.frame).sorted { $0.minY < $1.minY }
        #expect(frames.map(\.height) == [96, 36, 36])
        #expect(frames.map(\.minY) == [0, 104, 148])
        // The update and the layout pass its new cell asked for are one turn of the run loop,
        // committed together: one step, the estimate never drawn at rest.
        #expect(timeline.segments.map(\.label) == ["performBatchUpdates(_:completion:) + layout pass"])
        let middle = timeline.frame(at: timeline.duration / 2)
        let movingSecond = try #require(middle.elements.filter { if case .cell = $0.attributes.element { true } else { false } }
            .map(\.attributes.frame).sorted { $0.minY < $1.minY }.dropFirst().first)
        #expect(movingSecond.minY > 0 && movingSecond.minY < 104)
    }
}
