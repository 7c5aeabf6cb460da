import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Cells are reused as UIKit reuses them: a dequeue hands back a cell whose content has been
/// taken, after its `prepareForReuse()`, and each item still shows what it was configured with.
@Suite struct CellReuseTests {
    final class ShadeCell: UICollectionViewCell {
        var preparedForReuse = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            preparedForReuse += 1
        }
    }

    final class Shades: NSObject, UICollectionViewDataSource {
        var count = 20
        var cells: [ObjectIdentifier: ShadeCell] = [:]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shade", for: indexPath) as! ShadeCell
            cells[ObjectIdentifier(cell)] = cell
            cell.backgroundColor = UIColor(white: CGFloat(indexPath.item) / CGFloat(count), alpha: 1)
            return cell
        }
    }

    @Test func eachShownItemHasItsOwnCellAndOneThatLeavesIsDequeuedAgainAfterPrepareForReuse() throws {
        let source = Shades()
        source.count = 300
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        var shownFirst: [UICollectionViewCell] = []
        var shownAfter: [UICollectionViewCell] = []
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ShadeCell.self, forCellWithReuseIdentifier: "shade")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            shownFirst = collectionView.visibleCells
            collectionView.contentOffset = CGPoint(x: 0, y: 1200)
            shownAfter = collectionView.visibleCells
            collectionView.pause(for: 0.1)
        }
        // One cell object per shown item, as on the phone.
        #expect(shownFirst.count > 60)
        #expect(Set(shownFirst.map(ObjectIdentifier.init)).count == shownFirst.count)
        // A screen further on, the cells that left show the items that came: no more cells
        // were made than a screen holds, and each came back through prepareForReuse().
        #expect(source.cells.count <= Swift.max(shownFirst.count, shownAfter.count))
        let reused = shownAfter.filter { cell in shownFirst.contains { $0 === cell } }
        #expect(reused.count > 60)
        #expect(reused.allSatisfy { ($0 as! ShadeCell).preparedForReuse > 0 })
        // Each item kept its own shade.
        let elements = timeline.frame(at: timeline.duration).elements.filter { $0.attributes.element.category == .cell }
        #expect(elements.count == shownAfter.count)
        #expect(Set(elements.map(\.content)).count == elements.count)
    }

    @Test func aCellLaidOutByAutoLayoutIsKeptToBeMeasuredNotReused() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 80)
        var made: Set<ObjectIdentifier> = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<ContactCell, Int> { cell, _, item in
                made.insert(ObjectIdentifier(cell))
                cell.nameLabel.text = "Contact \(item)"
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<5))
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        #expect(made.count == 5)
    }

    /// A cell that keeps the attributes objects `apply(_:)` was given.
    final class KeepsGivenCell: UICollectionViewCell {
        var given: [UICollectionViewLayoutAttributes] = []
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            given.append(layoutAttributes)
        }
    }

    /// Dequeues a spare cell before the one it returns, as code that makes a sizing cell
    /// through the collection view does.
    final class DequeuesTwice: NSObject, UICollectionViewDataSource {
        var spares: [KeepsGivenCell] = []
        var returned: [KeepsGivenCell] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            spares.append(collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! KeepsGivenCell)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! KeepsGivenCell
            returned.append(cell)
            return cell
        }
    }

    /// A built-in layout's attributes made for a dequeue are handed to the view dequeued, not
    /// copied: a second view dequeued for the same item gets a copy of its own, as each view
    /// gets its own in UIKit, so that what one's `apply(_:)` keeps is not the other's.
    @Test func twoCellsDequeuedForOneItemAreEachGivenAnAttributesObjectOfTheirOwn() throws {
        let source = DequeuesTwice()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(KeepsGivenCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
        }
        #expect(source.returned.count == 3 && source.spares.count == 3)
        for (spare, cell) in zip(source.spares, source.returned) {
            let first = try #require(spare.given.first), second = try #require(cell.given.first)
            #expect(first !== second)
            #expect(first.indexPath == second.indexPath && first.frame == second.frame)
        }
    }
}
