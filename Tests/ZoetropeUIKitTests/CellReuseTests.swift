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
        var cells: [ObjectIdentifier: ShadeCell] = [:]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shade", for: indexPath) as! ShadeCell
            cells[ObjectIdentifier(cell)] = cell
            cell.backgroundColor = UIColor(white: CGFloat(indexPath.item) / 20, alpha: 1)
            return cell
        }
    }

    @Test func aCellWhoseContentWasTakenIsDequeuedAgainAfterPrepareForReuse() throws {
        let source = Shades()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ShadeCell.self, forCellWithReuseIdentifier: "shade")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
        }
        // One cell served all twenty items, prepared for reuse before each but the first.
        #expect(source.cells.count == 1)
        #expect(source.cells.values.first?.preparedForReuse == 19)
        // Each item kept its own shade.
        let elements = timeline.frame(at: 0).elements.filter { $0.attributes.element.category == .cell }
        #expect(elements.count == 20)
        #expect(Set(elements.map(\.content)).count == 20)
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
}
