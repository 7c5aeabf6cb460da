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
    /// shadow (white, on the black collection view). `filled`: the content view has its colour
    /// (else it is clear and empty, and casts nothing, as a layer's shadow follows what it draws).
    private func shadowBelowCard(filled: Bool) throws -> [Int] {
        let timeline = try recordOne(UICollectionViewCell.self, around: 20, configure: { cell in
            cell.backgroundColor = .clear
            cell.contentView.backgroundColor = filled ? .red : .clear
            cell.contentView.layer.shadowColor = UIColor.white.cgColor
            cell.contentView.layer.shadowOpacity = 1
            cell.contentView.layer.shadowRadius = 0
            cell.contentView.layer.shadowOffset = CGSize(width: 10, height: 10)
        })
        // Below the card's bottom edge (y 120), inside the shadow's 10-point offset.
        return try pixels(timeline)(150, 125)
    }

    @Test func aContentViewThatFillsTheCellCastsItsShadow() throws {
        #expect(isNear(try shadowBelowCard(filled: true), [255, 255, 255], within: 40))
        #expect(isNear(try shadowBelowCard(filled: false), [0, 0, 0]))
    }
}
