import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A layout file as iOS code writes it, with an `@objc` delegate of optional requirements,
/// compiled here as `zoetrope port` made it (Tests/PortFixtures has the original; the
/// command-line tests check that port still makes exactly this file).
@Suite struct PortedLayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Answers the one required question; the optional ones keep their defaults (a caption of
    /// 24 points, two columns), as when the app's delegate leaves them out.
    final class Photos: NSObject, UICollectionViewDataSource, PinterestStyleLayoutDelegate {
        var heights: [CGFloat] = [120, 200, 80, 160, 100]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.contentView.backgroundColor = Palette.colors[indexPath.item % Palette.colors.count]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: UIKitIndexPath) -> CGFloat {
            heights[indexPath.item]
        }
    }

    @Test func thePortedWaterfallUsesItsDefaultsAndAnimatesAnInsert() throws {
        let photos = Photos()
        let layout = PinterestStyleLayout()
        layout.delegate = photos
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.dataSource = photos
            collectionView.layoutIfNeeded()
            photos.heights.insert(60, at: 0)
            collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        let tracks = timeline.segments[0].transition.tracks
        // Two columns of 195 points; each photo 6 points inside its slot, 24 points of caption.
        let inserted = try #require(tracks.first { $0.role == .appearing })
        #expect(inserted.to.frame == Rect(x: 6, y: 6, width: 183, height: 84))
        // The old first photo (120 high) moves to the right column's top.
        let moved = try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) && $0.role == .moving })
        #expect(moved.from.frame == Rect(x: 6, y: 6, width: 183, height: 144))
        #expect(moved.to.frame == Rect(x: 201, y: 6, width: 183, height: 144))
    }
}
