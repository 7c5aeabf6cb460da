import Testing
import ZoetropeCore

/// A right-to-left interface: layouts that flip are mirrored across the content's width, as
/// `UICollectionView` mirrors a layout whose `flipsHorizontallyInOppositeLayoutDirection` is
/// true; content written left to right has its leading side moved to the right.
@Suite struct RightToLeftLayoutTests {
    let bounds = Rect(x: 0, y: 0, width: 330, height: 600)

    func view(_ layout: any CollectionLayout, items: Int, direction: Appearance.Direction, bounds: Rect? = nil) throws -> CollectionView {
        let snapshot = CollectionSnapshot(sections: [section("s", (0..<items).map { "i\($0)" })])
        return try CollectionView(snapshot: snapshot, layout: layout, bounds: bounds ?? self.bounds, layoutDirection: direction)
    }

    func frame(_ view: CollectionView, _ item: Int) -> Rect? {
        view.layout.layoutAttributesForItem(at: path(0, item))?.frame
    }

    /// 330 points, three 100-point items: the 30 points left over go between them (15 each),
    /// so left to right the row is at 0, 115, 230. Right to left the first item is at the right.
    @Test func aFlowLayoutRowFillsFromTheRight() throws {
        let layout = FlowLayout(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        let leftToRight = try view(layout, items: 5, direction: .leftToRight)
        let rightToLeft = try view(layout, items: 5, direction: .rightToLeft)
        #expect(leftToRight.layout.unmirrored is FlowLayout)
        #expect(rightToLeft.layout is MirroredLayout)
        #expect((0..<3).map { frame(leftToRight, $0)?.minX } == [0, 115, 230])
        #expect((0..<3).map { frame(rightToLeft, $0)?.minX } == [230, 115, 0])
        // The same rows, each frame the other's mirror image across the 330-point width.
        for item in 0..<5 {
            let ltr = try #require(frame(leftToRight, item)), rtl = try #require(frame(rightToLeft, item))
            #expect(rtl == Rect(x: 330 - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height))
        }
        // A rectangle query answers in the mirrored coordinates: the left third holds item 2.
        let leftThird = rightToLeft.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(leftThird.map(\.element) == [.cell(path(0, 2))])
    }

    /// A horizontal row of five 100-point items 10 apart is 540 points wide: right to left,
    /// item 0 is at the right end (440), and the view starts there, showing 210 to 540.
    @Test func aHorizontalScrollStartsAtTheRightEnd() throws {
        let layout = FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 100))
        var view = try view(layout, items: 5, direction: .rightToLeft, bounds: Rect(x: 0, y: 0, width: 330, height: 100))
        #expect(view.contentSize.width == 540)
        #expect(frame(view, 0)?.minX == 440)
        #expect(frame(view, 4)?.minX == 0)
        view.startAtLeadingEdge()
        #expect(view.bounds.minX == 210)
        #expect(view.visibleAttributes.map(\.element).contains(.cell(path(0, 0))))
        #expect(!view.visibleAttributes.map(\.element).contains(.cell(path(0, 4))))
    }

    /// A row narrower than the screen sits against the right edge: the axis is the visible
    /// width when the content is narrower.
    @Test func aShortRowSitsAgainstTheRightEdge() throws {
        let layout = FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 100))
        var view = try view(layout, items: 2, direction: .rightToLeft, bounds: Rect(x: 0, y: 0, width: 330, height: 100))
        #expect(frame(view, 0)?.minX == 230)
        #expect(frame(view, 1)?.minX == 120)
        view.startAtLeadingEdge()
        #expect(view.bounds.minX == 0)
    }

    /// Scrolling to the end of a wide row, right to left, is scrolling to its left end.
    @Test func theEndOfAMirroredRowIsItsLeftEnd() throws {
        let layout = FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 100))
        var view = try view(layout, items: 5, direction: .rightToLeft, bounds: Rect(x: 0, y: 0, width: 330, height: 100))
        view.startAtLeadingEdge()
        _ = try view.performBatchUpdates(BatchUpdate(), scrollingTo: .end)
        #expect(view.bounds.minX == 0)
    }

    /// A header pinned to the left of a horizontal layout pins to the right once mirrored.
    @Test func aPinnedHeaderPinsToTheRightEdge() throws {
        var layout = FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 100),
                                headerReferenceSize: Size(width: 40, height: 100))
        layout.sectionHeadersPinToVisibleBounds = true
        var view = try view(layout, items: 8, direction: .rightToLeft, bounds: Rect(x: 0, y: 0, width: 330, height: 100))
        view.startAtLeadingEdge()
        let header = ElementID.supplementary(.sectionHeader, path(0, 0))
        let width = view.contentSize.width
        let pinning = try #require(view.layout.pinning(of: header))
        #expect(!pinning.toStart)
        // At rest at the right end, the header is at its natural place, the content's right edge.
        #expect(pinning.position(in: view.bounds) == width - 40)
        // Scrolled 200 points towards the end (left), it stays against the visible right edge.
        let scrolled = view.bounds.offsetBy(dx: -200, dy: 0)
        #expect(pinning.position(in: scrolled) == scrolled.maxX - 40)
    }

    /// A layout that does not say it flips (UIKit's default, and an explicit layout's) is
    /// shown as written.
    @Test func aLayoutThatDoesNotFlipIsNotMirrored() throws {
        let explicit = ExplicitLayout(itemFrames: [ItemID("i0"): Rect(x: 10, y: 10, width: 50, height: 50)])
        let view = try view(explicit, items: 1, direction: .rightToLeft)
        #expect(!(view.layout is MirroredLayout))
        #expect(frame(view, 0)?.minX == 10)
    }

    /// Switching layouts right to left mirrors the new one too.
    @Test func aNewLayoutIsMirroredToo() throws {
        var view = try view(FlowLayout(itemSize: Size(width: 100, height: 100)), items: 3, direction: .rightToLeft)
        _ = view.setCollectionViewLayout(FlowLayout(itemSize: Size(width: 150, height: 150)))
        #expect(view.layout is MirroredLayout)
        #expect(frame(view, 0)?.maxX == 330)
    }

    /// The compositional layout mirrors: a group's leading item is on the right.
    @Test func aCompositionalGroupStartsAtTheRight() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                           subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let view = try view(layout, items: 4, direction: .rightToLeft)
        #expect((0..<4).map { frame(view, $0)?.minX } == [247.5, 165, 82.5, 0])
    }
}
