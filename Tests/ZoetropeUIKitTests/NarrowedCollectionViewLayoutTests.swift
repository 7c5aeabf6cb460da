import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A layout that narrows `collectionView` to a non-optional, as card stacks write it
/// (`override var collectionView: UICollectionView { super.collectionView! }`), and
/// invalidates itself from a property set before it is installed.
@Suite struct NarrowedCollectionViewLayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A stack of cards, one a page: the top card follows the scroll off to the left, those
    /// under it stay where they are on the screen.
    final class CardStackLayout: UICollectionViewLayout {
        var itemSize = CGSize(width: 200, height: 300) { didSet { invalidateLayout() } }
        let spacing: CGFloat = 10

        override var collectionView: UICollectionView { super.collectionView! }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView.bounds.width * CGFloat(collectionView.numberOfItems(inSection: 0)), height: collectionView.bounds.height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let page = collectionView.bounds.width
            let first = max(Int(collectionView.contentOffset.x / page), 0)
            let last = min(first + 3, collectionView.numberOfItems(inSection: 0))
            return (first..<last).map { attributes(at: UIKitIndexPath(item: $0, section: 0), first: first) }
        }

        override func layoutAttributesForItem(at indexPath: UIKitIndexPath) -> UICollectionViewLayoutAttributes? {
            attributes(at: indexPath, first: max(Int(collectionView.contentOffset.x / collectionView.bounds.width), 0))
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        private func attributes(at indexPath: UIKitIndexPath, first: Int) -> UICollectionViewLayoutAttributes {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let depth = indexPath.item - first
            let scrolled = collectionView.contentOffset.x - CGFloat(first) * collectionView.bounds.width
            attributes.size = itemSize
            attributes.center = CGPoint(x: collectionView.contentOffset.x + collectionView.bounds.width / 2 + spacing * CGFloat(depth) - (depth == 0 ? scrolled : 0),
                                        y: collectionView.bounds.midY + spacing * CGFloat(depth))
            attributes.zIndex = 3 - depth
            return attributes
        }
    }

    final class Cards: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.backgroundColor = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPink][indexPath.item]
            return cell
        }
    }

    @Test func aCardStackWithANarrowedCollectionViewScrollsItsTopCardAway() throws {
        let layout = CardStackLayout()
        // Set before the layout is on a collection view: its invalidation asks nothing of it.
        layout.itemSize = CGSize(width: 240, height: 320)
        let cards = Cards()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.layoutIfNeeded()
            #expect(layout.collectionView === collectionView)
            collectionView.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
        }
        func onScreen(_ time: Double) -> [Int: Rect] {
            let frame = timeline.frame(at: time)
            return Dictionary(uniqueKeysWithValues: frame.elements.map {
                ($0.attributes.element.indexPath.item, $0.attributes.frame.offsetBy(dx: -frame.contentOffset.x, dy: -frame.contentOffset.y))
            })
        }
        let start = onScreen(0)
        #expect(start[0] == Rect(x: 75, y: 262, width: 240, height: 320))
        #expect(start[1] == Rect(x: 85, y: 272, width: 240, height: 320))
        // Halfway: the top card is half a page to the left, the one under it still in place.
        let halfway = timeline.duration / 2
        let middle = onScreen(halfway)
        let moved = try #require(middle[0]).minX
        #expect(moved < -30 && moved > -200)
        #expect(middle[1] == start[1])
        // At the end, the second card is on top where the first was.
        #expect(onScreen(timeline.duration)[1] == start[0])
    }
}
