import Testing
import ZoetropeCore
import ZoetropeUIKit

/// The colour a cell shows, stacked as UIKit stacks it: the content view lies over the cell's
/// own background colour. A pager's cell makes itself clear and colours its content view; a
/// card colours both.
@MainActor @Suite struct CellFillTests: OneCellPixels {
    final class ClearCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
            contentView.backgroundColor = .clear
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aClearCellShowsTheColourItsContentViewIsGivenLater() throws {
        let pixel = try pixels(recordOne(ClearCell.self, configure: { cell in cell.contentView.backgroundColor = .red }))
        #expect(isNear(pixel(100, 50), [255, 0, 0]), "\(pixel(100, 50))")
    }

    @Test func anOpaqueContentViewShowsOverTheCellsOwnColour() throws {
        let pixel = try pixels(recordOne(UICollectionViewCell.self, configure: { cell in
            cell.backgroundColor = .blue
            cell.contentView.backgroundColor = .red
        }))
        #expect(isNear(pixel(100, 50), [255, 0, 0]), "\(pixel(100, 50))")
    }

    @Test func aTranslucentContentViewLeavesTheCellsOwnColour() throws {
        let pixel = try pixels(recordOne(UICollectionViewCell.self, configure: { cell in
            cell.backgroundColor = .blue
            cell.contentView.backgroundColor = UIColor.red.withAlphaComponent(0)
        }))
        #expect(isNear(pixel(100, 50), [0, 0, 255]), "\(pixel(100, 50))")
    }

    /// A card as pagers make it: the cell clear, the content view coloured and casting the
    /// shadow. `filled`: the content view has its colour (else it is clear and empty, and
    /// casts nothing, as a layer's shadow follows what it draws).
    private func shadowBelowCard(filled: Bool) throws -> [Int] {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.backgroundColor = .white
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
                cell.backgroundColor = .clear
                cell.contentView.backgroundColor = filled ? .red : .clear
                cell.contentView.layer.shadowColor = UIColor.black.cgColor
                cell.contentView.layer.shadowOpacity = 1
                cell.contentView.layer.shadowRadius = 0
                cell.contentView.layer.shadowOffset = CGSize(width: 10, height: 10)
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let pixel = try pixels(timeline)
        // Below the card's bottom edge (y 120), inside the shadow's 10-point offset.
        return pixel(150, 125)
    }

    @Test func aContentViewThatFillsTheCellCastsItsShadow() throws {
        #expect(isNear(try shadowBelowCard(filled: true), [0, 0, 0], within: 40))
        #expect(isNear(try shadowBelowCard(filled: false), [255, 255, 255]))
    }
}
