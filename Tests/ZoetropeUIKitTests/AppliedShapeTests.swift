import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What an `apply(_:)` sets on a cell's own layer (its corners, border, shadow and anchor
/// point) is drawn from that step on, whatever else it sets with it, and what the cell no
/// longer sets (a border taken off) is gone.
@Suite struct AppliedShapeTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Rounds, borders, shadows and hangs from its top an even item, and sets an odd one back:
    /// an item that moves by one changes all of it. `touchesFill` also sets the content view's
    /// colour again, to what it is.
    final class ParityCell: UICollectionViewCell {
        var touchesFill = false

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let even = layoutAttributes.indexPath.item % 2 == 0
            layer.cornerRadius = even ? 12 : 0
            layer.borderWidth = even ? 2 : 0
            layer.borderColor = UIColor.red.cgColor
            layer.shadowOpacity = even ? 0.5 : 0
            layer.shadowRadius = even ? 6 : 3
            layer.anchorPoint = even ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0.5, y: 0.5)
            if touchesFill { contentView.backgroundColor = contentView.backgroundColor }
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        var count = 6
        let touchesFill: Bool
        init(touchesFill: Bool) { self.touchesFill = touchesFill }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "parity", for: indexPath) as! ParityCell
            cell.touchesFill = touchesFill
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
    }

    /// Each cell's content at the end of an insert at the top, which moves every item by one.
    private static func contentAfterInsert(touchingFill: Bool) throws -> [Int: ElementContent] {
        let source = Items(touchesFill: touchingFill)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ParityCell.self, forCellWithReuseIdentifier: "parity")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.count += 1
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        var contents: [Int: ElementContent] = [:]
        for element in timeline.frame(at: timeline.duration).elements {
            if case .cell(let path) = element.attributes.element { contents[path.item] = element.content }
        }
        return contents
    }

    @Test func whatApplySetsOnACellsOwnLayerIsDrawnAfterAnUpdateMovesIt() throws {
        let contents = try Self.contentAfterInsert(touchingFill: false)
        #expect(contents.count == 7)
        for (item, content) in contents {
            let even = item % 2 == 0
            #expect(content.cornerRadius == (even ? 12 : 0), "item \(item)")
            #expect(content.border?.width == (even ? 2 : nil), "item \(item)")
            #expect(content.shadow?.radius == (even ? 6 : nil), "item \(item)")
            #expect(content.anchorPoint == (even ? Point(x: 0.5, y: 0) : Point(x: 0.5, y: 0.5)), "item \(item)")
        }
    }

    @Test func aCellWhoseApplyChangesOnlyItsShapeIsDrawnAsOneThatAlsoSetsItsFill() throws {
        let shapeAlone = try Self.contentAfterInsert(touchingFill: false)
        let whole = try Self.contentAfterInsert(touchingFill: true)
        #expect(shapeAlone.count == 7)
        #expect(shapeAlone == whole)
    }
}
