import Testing
import ZoetropeCore
import ZoetropeUIKit

/// The data source is asked for a cell when the cell is about to show, as UIKit asks
/// `collectionView(_:cellForItemAt:)`; only a layout that sizes items by their cells has every
/// cell read before it lays out.
@Suite struct CellRequestTests {
    final class Shades: NSObject, UICollectionViewDataSource {
        var shades: [UIColor]
        var asked: [Int] = []
        init(count: Int) { shades = (0..<count).map { UIColor(white: CGFloat($0 % 10) / 10, alpha: 1) } }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { shades.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            asked.append(indexPath.item)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shade", for: indexPath)
            cell.backgroundColor = shades[indexPath.item]
            return cell
        }
    }

    private func grid() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        return layout
    }

    @Test func aLongListAsksOnlyForTheCellsThatShow() throws {
        let source = Shades(count: 10_000)
        var shownFirst: [Foundation.IndexPath] = []
        var shownAfter: [Foundation.IndexPath] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: grid()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "shade")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            shownFirst = collectionView.indexPathsForVisibleItems
            collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            collectionView.pause(for: 0)
            shownAfter = collectionView.indexPathsForVisibleItems
        }
        let shown = Set((shownFirst + shownAfter).map(\.item))
        #expect(shown.count > 60)
        // Every item asked for showed, each once, and nothing beyond the screens it scrolled over.
        #expect(Set(source.asked).isSubset(of: shown))
        #expect(source.asked.count == Set(source.asked).count)
        #expect(source.asked.max() ?? 0 < 200)
    }

    @Test func aCellThatComesOnScreenLaterShowsWhatTheModelHoldsThen() throws {
        let source = Shades(count: 400)
        var shownFirst: Set<Int> = []
        var shownAfter: Set<Int> = []
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: grid()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "shade")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            shownFirst = Set(collectionView.indexPathsForVisibleItems.map(\.item))
            // The model changes in place, with no reload: the cells on screen keep what they
            // were given; a cell dequeued later is configured from the model as it is.
            source.shades = source.shades.map { _ in .systemRed }
            collectionView.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
            collectionView.pause(for: 0)
            shownAfter = Set(collectionView.indexPathsForVisibleItems.map(\.item))
        }
        #expect(shownFirst.count > 60 && shownAfter.isDisjoint(with: shownFirst))
        func fills(of items: Set<Int>, at time: Double) -> [Fill] {
            timeline.frame(at: time).elements.filter { element in
                if case .cell(let path) = element.attributes.element { items.contains(path.item) } else { false }
            }.map(\.content.fill)
        }
        // The first screen in its ten shades of grey; the screen scrolled to all in the new red.
        let before = fills(of: shownFirst, at: 0), after = fills(of: shownAfter, at: timeline.duration)
        #expect(before.count == shownFirst.count && Set(before).count == 10)
        #expect(after.count == shownAfter.count && Set(after).count == 1)
        #expect(Set(after).isDisjoint(with: before))
    }

    @Test func switchingToALayoutThatSizesByContentReadsEveryCellFirst() throws {
        let source = Shades(count: 300)
        var askedBeforeSwitch = 0
        _ = try ZoetropeUIKit.record(collectionViewLayout: grid()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "shade")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            askedBeforeSwitch = Set(source.asked).count
            let sizing = UICollectionViewFlowLayout()
            sizing.estimatedItemSize = CGSize(width: 50, height: 50)
            collectionView.setCollectionViewLayout(sizing, animated: true)
        }
        #expect(askedBeforeSwitch < 300)
        #expect(Set(source.asked) == Set(0..<300))
    }
}
