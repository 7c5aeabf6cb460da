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
        var questionsOutOfRange: [UIKitIndexPath] = []

        init(heights: [CGFloat?]) { self.heights = heights }

        func install(in collectionView: UICollectionView) {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "note")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.layoutIfNeeded()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
            cell.backgroundColor = .systemOrange
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
