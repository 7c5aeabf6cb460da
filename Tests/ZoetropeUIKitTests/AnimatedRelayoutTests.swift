import Testing
import ZoetropeCore
import ZoetropeTesting
import ZoetropeUIKit
import ZoetropeTestSupport

/// A layout changed inside an animation block as apps change one: a property set, then
/// `invalidateLayout()` and `layoutIfNeeded()`. The layout already answers the new state when
/// it is invalidated; the cells animate from where the screen showed them, as on the phone.
@MainActor @Suite struct AnimatedRelayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A flow layout that pushes its cells to the left or the right of each line, as tag
    /// layouts do, from a property that does not invalidate it.
    final class SideAlignedLayout: UICollectionViewFlowLayout {
        var alignsRight = true

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let attributes = original.copy() as! UICollectionViewLayoutAttributes
                guard let width = collectionView?.bounds.width, attributes.representedElementCategory == .cell else { return attributes }
                attributes.frame.origin.x = alignsRight ? width - sectionInset.right - attributes.frame.width : sectionInset.left
                return attributes
            }
        }
    }

    private func firstCellX(_ timeline: Timeline, at time: Double) throws -> Double {
        try #require(timeline.frame(at: time).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
            .attributes.frame.minX
    }

    @Test func aPropertySetBeforeInvalidateLayoutAnimatesFromWhereTheCellsWere() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let layout = SideAlignedLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            UIView.animate(withDuration: 1) {
                layout.alignsRight = false
                layout.invalidateLayout()
                collectionView.layoutIfNeeded()
            }
        }
        let step = try #require(timeline.segments.first { $0.label == "invalidateLayout()" })
        // From the right (320 − 10 − 100) to the left, through the middle, with the block's curve.
        #expect(try firstCellX(timeline, at: step.start) == 210)
        #expect(try firstCellX(timeline, at: step.end) == 10)
        let halfway = try firstCellX(timeline, at: step.start + 0.5)
        #expect(halfway > 10 && halfway < 210, "halfway at \(halfway)")
    }

    @Test func aFlowLayoutsItemSizeSetInABlockAnimatesFromTheOldSize() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            UIView.animate(withDuration: 1) {
                layout.itemSize = CGSize(width: 300, height: 50)
                layout.invalidateLayout()
                collectionView.layoutIfNeeded()
            }
        }
        let second = ZoetropeCore.IndexPath(item: 1, section: 0)
        func secondFrame(_ time: Double) throws -> Rect {
            try #require(timeline.frame(at: time).elements.first { $0.attributes.element == .cell(second) }).attributes.frame
        }
        let step = try #require(timeline.segments.last)
        #expect(try secondFrame(step.start).width == 100)
        #expect(try secondFrame(step.end).width == 300)
        let halfway = try secondFrame(step.start + 0.5).width
        #expect(halfway > 100 && halfway < 300, "halfway \(halfway)")
    }
}
