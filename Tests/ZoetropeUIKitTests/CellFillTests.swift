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
}
