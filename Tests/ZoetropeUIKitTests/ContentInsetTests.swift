import Testing
import ZoetropeCore
import ZoetropeUIKit

/// `contentInset`, as centring carousels use it: the layout insets the content by half the
/// room beside a card, in `invalidateLayout(with:)`, and scrolls to minus that inset so that
/// the first card shows centred. Scrolls then rest within the inset content, as UIKit's do.
@Suite struct ContentInsetTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A carousel as CenteredCollectionView writes one: insets and offset set when the
    /// layout is invalidated for a new size.
    final class CentringLayout: UICollectionViewFlowLayout {
        private var lastSize = CGSize.zero
        override init() {
            super.init()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 260, height: 300)
            minimumLineSpacing = 20
        }
        required init?(coder: NSCoder) { fatalError() }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            guard let collectionView, collectionView.bounds.size != lastSize else { return }
            let inset = (collectionView.bounds.width - itemSize.width) / 2
            collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            collectionView.contentOffset = CGPoint(x: -inset, y: 0)
            lastSize = collectionView.bounds.size
        }
    }

    /// Where the first card's leading edge is on screen.
    private func firstCellX(_ timeline: Timeline, at time: Double) -> Double? {
        let frame = timeline.frame(at: time)
        return frame.elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) }
            .map { $0.attributes.frame.minX - frame.contentOffset.x }
    }

    @Test func anOffsetSetWhileTheLayoutPreparesIsWhereTheFirstFrameRests() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        var offsets: [CGPoint] = []
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 320), collectionViewLayout: CentringLayout()) { collectionView in
            source.register(in: collectionView)
            offsets.append(collectionView.contentOffset)
            collectionView.pause(for: 0.1)
            // The last card centred: the trailing inset is room to scroll into.
            collectionView.scrollToItem(at: UIKitIndexPath(item: 4, section: 0), at: .right, animated: false)
            collectionView.pause(for: 0.1)
            offsets.append(collectionView.contentOffset)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 0, section: 0), at: .left, animated: false)
            offsets.append(collectionView.contentOffset)
        }
        // 5 cards of 260 with 20 between: 1380 wide; 65 points of inset each side.
        #expect(offsets == [CGPoint(x: -65, y: 0), CGPoint(x: 1380 + 65 - 390, y: 0), CGPoint(x: -65, y: 0)])
        #expect(firstCellX(timeline, at: 0) == 65, "the first card centred on screen from the first frame")
    }

    /// A card deck as Ramotion's card slider writes one: its first `prepare()` scrolls, with
    /// `setContentOffset(_:animated: false)`, to its last page, the top of the deck.
    final class DeckLayout: UICollectionViewLayout {
        private var didSetUp = false
        override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            return CGSize(width: collectionView.bounds.width * CGFloat(collectionView.numberOfItems(inSection: 0)), height: collectionView.bounds.height)
        }
        override func prepare() {
            guard !didSetUp, let collectionView else { return }
            didSetUp = true
            collectionView.setContentOffset(CGPoint(x: collectionViewContentSize.width - collectionView.bounds.width, y: 0), animated: false)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let collectionView else { return nil }
            return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: UIKitIndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item) * collectionView.bounds.width + 40, y: 40, width: 300, height: 200)
                return attributes
            }.filter { $0.frame.intersects(rect) }
        }
    }

    /// The first layout is made at the offset the layout's first `prepare()` set, as UIKit
    /// lays the collection view out where it then stands: the last card shows from the first
    /// frame (before, the offset was lost and the first card showed).
    @Test func anOffsetSetWithSetContentOffsetInTheFirstPrepareIsWhereTheFirstLayoutIsMade() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        var offset = CGPoint.zero
        var shown: [UIKitIndexPath] = []
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 320), collectionViewLayout: DeckLayout()) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            offset = collectionView.contentOffset
            shown = collectionView.indexPathsForVisibleItems
        }
        #expect(offset == CGPoint(x: 4 * 390, y: 0))
        #expect(shown == [UIKitIndexPath(item: 4, section: 0)])
        #expect(timeline.frame(at: 0).contentOffset == Point(x: 4 * 390, y: 0))
    }

    /// The safe area is not added to the insets (the collection view scrolls as one with
    /// `contentInsetAdjustmentBehavior = .never`), and `adjustedContentInset` says so: a
    /// section-card layout that sizes its horizontal cards by the height less the adjusted top
    /// inset (JJCollectionViewRoundFlowLayout's) covers every row its cells fill.
    @Test func theAdjustedInsetIsTheContentInsetAsTheFirstFrameRestsAtIt() throws {
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        var adjusted = UIEdgeInsets.zero
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { collectionView in
            source.register(in: collectionView)
            collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            collectionView.layoutIfNeeded()
            adjusted = collectionView.adjustedContentInset
        }
        #expect(adjusted == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(timeline.frame(at: 0).contentOffset == Point(x: 0, y: 0))
    }
}
