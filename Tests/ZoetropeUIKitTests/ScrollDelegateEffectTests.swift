import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Pagers that turn or fade their pages from `scrollViewDidScroll(_:)`, as Gemini's cube does:
/// the delegate sets each visible cell's anchor point, position and `layer.transform` at every
/// frame of the scroll, and the cells are drawn so, frame by frame, in the PNGs and the SVG.
@Suite struct ScrollDelegateEffectTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Full-page cells of one colour each.
    final class Pages: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        static let colors: [UIColor] = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                                         UIColor(red: 0, green: 1, blue: 0, alpha: 1)]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.colors.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
            cell.contentView.backgroundColor = Self.colors[indexPath.item]
            // Turned at once, from where the dequeue placed it, as a cube pager turns a page
            // before it shows.
            turn(cell, in: collectionView)
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: UIKitIndexPath) -> CGSize {
            collectionView.bounds.size
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            for cell in collectionView.visibleCells { turn(cell, in: collectionView) }
        }

        /// A cube's face: turned about the edge it shares with its neighbour, by how far it is
        /// from the middle of what shows, with perspective.
        func turn(_ cell: UICollectionViewCell, in collectionView: UICollectionView) {
            let width = collectionView.bounds.width
            let offCentre = (cell.center.x - cell.layer.anchorPoint.x * cell.bounds.width + cell.bounds.width / 2
                - collectionView.contentOffset.x - width / 2) / width
            let anchor = CGPoint(x: offCentre < 0 ? 1 : offCentre > 0 ? 0 : 0.5, y: 0.5)
            // The position follows the anchor, so that the untransformed page stays in place.
            cell.layer.position.x += (anchor.x - cell.layer.anchorPoint.x) * cell.bounds.width
            cell.layer.anchorPoint = anchor
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 500
            cell.layer.transform = CATransform3DRotate(transform, offCentre * .pi / 2, 0, 1, 0)
        }
    }

    static func record() throws -> Timeline {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        let pages = Pages()
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            collectionView.backgroundColor = .black
            collectionView.dataSource = pages
            collectionView.delegate = pages
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
            collectionView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
            collectionView.pause(for: 0.2)
        }
    }

    static func pixels(_ timeline: Timeline, at time: Double) throws -> (Int, Int) -> [UInt8] {
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: time))
        let pixels = image.rgbaPixels()
        return { x, y in Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
    }

    static let red: [UInt8] = [255, 0, 0], blue: [UInt8] = [0, 0, 255], black: [UInt8] = [0, 0, 0]

    /// Halfway through the scroll (0.15 s into its 0.3 s ease in-out, 100 points along) the two
    /// faces meet at the middle: the leaving one turned away on the left, the coming one on
    /// the right, each at full height along the shared edge and shorter at its far one.
    @Test func aCubeTurnedFromTheDelegateShowsBothFacesMeetingAtTheSeam() throws {
        let timeline = try Self.record()
        let halfway = 0.1 + 0.15
        #expect(abs(timeline.frame(at: halfway).contentOffset.x - 100) < 0.01)
        let pixel = try Self.pixels(timeline, at: halfway)
        #expect(pixel(95, 150) == Self.red, "the leaving face, left of the seam")
        #expect(pixel(105, 150) == Self.blue, "the coming face, right of the seam")
        #expect(pixel(95, 3) == Self.red && pixel(105, 3) == Self.blue, "full height at the shared edge")
        #expect(pixel(3, 3) == Self.black && pixel(196, 3) == Self.black, "the far edges recede, shorter")
        // Before and after, one flat page fills the view.
        let before = try Self.pixels(timeline, at: 0.05), after = try Self.pixels(timeline, at: 0.55)
        #expect(before(3, 3) == Self.red && before(196, 296) == Self.red)
        #expect(after(3, 3) == Self.blue && after(196, 296) == Self.blue)
    }

    /// The SVG turns the faces too: both pages are drawn in perspective during the scroll.
    @Test func theCubesTurnReachesTheSVG() throws {
        let timeline = try Self.record()
        let turning = timeline.segments.filter { segment in
            segment.transition.tracks.contains { $0.to.drawsWithPerspective || $0.from.drawsWithPerspective }
        }
        #expect(turning.count >= 17, "every frame of the scroll but the last turns a face: \(turning.count)")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("#0000FF"), "the coming face is drawn")
    }

    /// A carousel that pages with an invisible scroll view of its own, as ScalingCarousel
    /// does: the plain scroll view's delegate copies its offset to the collection view. Set
    /// through a `UIScrollView`, `delegate` compiles as written; an animated scroll of the
    /// plain view plays frame by frame, and the collection view follows it at each frame.
    @Test func aCollectionViewFollowingAPlainScrollViewsAnimatedScrollMovesWithIt() throws {
        final class Follower: NSObject, UIScrollViewDelegate {
            weak var carousel: UICollectionView?
            var heard: [CGFloat] = []
            var ended = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                heard.append(scrollView.contentOffset.x)
                carousel?.contentOffset = scrollView.contentOffset
            }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.minimumLineSpacing = 0
        let follower = Follower()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        pager.delegate = follower
        #expect(pager.delegate === follower)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            follower.carousel = collectionView
            collectionView.layoutIfNeeded()
            pager.contentSize = CGSize(width: 1000, height: 300)
            pager.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
            collectionView.pause(for: 0.2)
        }
        #expect(follower.heard.count == 18 && follower.heard.last == 200, "\(follower.heard)")
        #expect(follower.heard == follower.heard.sorted())
        #expect(follower.ended == 1)
        // Eased in and out over the scroll's 0.3 s, as a collection view's own scroll is.
        #expect(abs(timeline.frame(at: 0.15).contentOffset.x - 100) < 0.01)
        #expect(timeline.frame(at: 0.05).contentOffset.x < 30)
        #expect(abs(timeline.frame(at: 0.31).contentOffset.x - 200) < 1e-9)
    }

    /// Seen as a `UIScrollView`, a collection view's `delegate` is its own.
    @Test func aCollectionViewsDelegateSetAsAScrollViewsIsItsOwn() {
        final class Watcher: NSObject, UICollectionViewDelegate {}
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let watcher = Watcher()
        let asScrollView: UIScrollView = collectionView
        asScrollView.delegate = watcher
        #expect(collectionView.delegate === watcher)
        #expect(asScrollView.delegate === watcher)
    }
}
