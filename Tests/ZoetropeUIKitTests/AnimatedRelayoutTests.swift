import Testing
import ZoetropeCairo
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

    /// A cell that places a black square in `layoutSubviews()`: as tall as the cell less 10
    /// points, at most 40, at (10, 5). Not a linear function of the cell's size.
    final class SquareCell: UICollectionViewCell {
        let square = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .white
            square.backgroundColor = .black
            contentView.addSubview(square)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            let side = min(bounds.height - 10, 40)
            square.frame = CGRect(x: 10, y: 5, width: side, height: side)
        }
    }

    final class OneSquare: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        }
    }

    @Test func aCellResizedByAFrameOfAnInteractiveTransitionIsLaidOutAgainAtItsSize() throws {
        let short = UICollectionViewFlowLayout(), tall = UICollectionViewFlowLayout()
        short.itemSize = CGSize(width: 200, height: 30)
        tall.itemSize = CGSize(width: 200, height: 250)
        let source = OneSquare()
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: short) { collectionView in
            collectionView.register(SquareCell.self, forCellWithReuseIdentifier: "square")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            // A frame of the transition, as a display link sets it: the cell is now tall.
            let transition = collectionView.startInteractiveTransition(to: tall)
            transition.transitionProgress = 1
            transition.invalidateLayout()
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
        }
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: timeline.duration))
        let bytes = image.rgbaPixels()
        func red(_ x: Int, _ y: Int) -> Int { Int(bytes[(y * image.width + x) * 4]) }
        // Laid out at 250 points the square is 40 wide; read at 30 and stretched it would be
        // 240 (the side grew one for one with the height there).
        #expect(red(20, 20) < 60, "inside the square: \(red(20, 20))")
        #expect(red(80, 80) > 200, "outside a 40-point square: \(red(80, 80))")
    }
}
