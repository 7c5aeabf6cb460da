import Testing
import ZoetropeCore

/// Frames computed by hand from the rules of docs/uikit-behaviour.md#flow-layout.
@Suite struct FlowLayoutTests {
    func prepared(_ layout: FlowLayout, counts: [Int], width: Double = 320, height: Double = 1000) -> FlowLayout {
        var layout = layout
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: counts))
        return layout
    }

    func frame(_ layout: FlowLayout, _ item: Int, _ section: Int = 0) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func itemsOfNoSizeWithNoSpacingAreLaidOutWithoutEnd() {
        // Found by hardening: the last line's slot count divided by zero and trapped.
        let layout = prepared(FlowLayout(itemSize: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0), counts: [4])
        #expect((0..<4).allSatisfy { frame(layout, $0)?.size == .zero })
        #expect(frame(layout, 3)?.minY == 0, "all on one line")
    }

    @Test func aFullLineTouchesBothInsets() {
        // 320 − 2·10 = 300 available; three 80s and two gaps of 30.
        let layout = prepared(FlowLayout(itemSize: Size(width: 80, height: 50), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)), counts: [3])
        #expect(frame(layout, 0) == Rect(x: 10, y: 0, width: 80, height: 50))
        #expect(frame(layout, 1) == Rect(x: 120, y: 0, width: 80, height: 50))
        #expect(frame(layout, 2) == Rect(x: 230, y: 0, width: 80, height: 50))
    }

    @Test func anInnerLineIsJustifiedWithEqualGaps() {
        // Three 95-point items fit in 320 (305 with minimum gaps), the fourth wraps. Leftover
        // 320 − 285 − 20 = 15 spreads over two gaps: 10 + 7.5 each. Frames keep the halves:
        // UIKit does not round them.
        let layout = prepared(FlowLayout(itemSize: Size(width: 95, height: 40)), counts: [5])
        #expect(frame(layout, 0)?.minX == 0)
        #expect(frame(layout, 1)?.minX == 112.5)
        #expect(frame(layout, 2)?.minX == 225)
        #expect(frame(layout, 2)?.maxX == 320)
        #expect(frame(layout, 3)?.minY == 50)
    }

    @Test func equalityFitsOnALine() {
        // Exactly 320: 3·100 + 2·10.
        let layout = prepared(FlowLayout(itemSize: Size(width: 100, height: 40)), counts: [3])
        #expect(frame(layout, 2) == Rect(x: 220, y: 0, width: 100, height: 40))
    }

    @Test func aLoneItemOnAnInnerLineIsCentred() {
        let sizes = [Size(width: 200, height: 40), Size(width: 200, height: 40), Size(width: 50, height: 40)]
        let layout = prepared(FlowLayout(sizeForItem: { sizes[$0.item] }), counts: [3])
        #expect(frame(layout, 0) == Rect(x: 60, y: 0, width: 200, height: 40))
        // Item 1 and 2 share the last line (200 + 10 + 50 ≤ 320), left-aligned as sizes differ.
        #expect(frame(layout, 1) == Rect(x: 0, y: 50, width: 200, height: 40))
        #expect(frame(layout, 2) == Rect(x: 210, y: 50, width: 50, height: 40))
    }

    @Test func theLastLineOfUniformItemsTakesTheSlotsOfAFullLine() {
        // Capacity 3 of 95-point items; the last line's two items sit in slots 0 and 1.
        let layout = prepared(FlowLayout(itemSize: Size(width: 95, height: 40)), counts: [5])
        #expect(frame(layout, 3) == Rect(x: 0, y: 50, width: 95, height: 40))
        #expect(frame(layout, 4) == Rect(x: 112.5, y: 50, width: 95, height: 40))
    }

    @Test func aSingleLineSectionThatIsNotFullAlsoTakesGridSlots() {
        let layout = prepared(FlowLayout(itemSize: Size(width: 95, height: 40)), counts: [2])
        #expect(frame(layout, 0)?.minX == 0)
        #expect(frame(layout, 1)?.minX == 112.5)
    }

    @Test func uniformItemsOfWhichOnlyOneFitsAreCentred() {
        let layout = prepared(FlowLayout(itemSize: Size(width: 200, height: 40)), counts: [2])
        #expect(frame(layout, 0) == Rect(x: 60, y: 0, width: 200, height: 40))
        #expect(frame(layout, 1) == Rect(x: 60, y: 50, width: 200, height: 40))
    }

    @Test func theLastLineOfMixedSizesIsLeftAlignedAtTheMinimumSpacing() {
        let sizes = [Size(width: 150, height: 40), Size(width: 150, height: 40), Size(width: 60, height: 40), Size(width: 70, height: 40)]
        let layout = prepared(FlowLayout(sizeForItem: { sizes[$0.item] }), counts: [4])
        // Line 1 holds 150 + 10 + 150 = 310 and is justified: gap 20.
        #expect(frame(layout, 1)?.minX == 170)
        #expect(frame(layout, 2)?.minX == 0)
        #expect(frame(layout, 3)?.minX == 70)
    }

    @Test func itemsAreCentredAcrossTheirLine() {
        let sizes = [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 100, height: 20)]
        let layout = prepared(FlowLayout(minimumLineSpacing: 5, sizeForItem: { sizes[$0.item] }), counts: [3])
        #expect(frame(layout, 0)?.minY == 20)
        #expect(frame(layout, 1)?.minY == 0)
        #expect(frame(layout, 2)?.minY == 30)
    }

    @Test func linesAreStackedByTheirThicknessAndTheLineSpacing() {
        let layout = prepared(FlowLayout(itemSize: Size(width: 150, height: 30), minimumLineSpacing: 7), counts: [5])
        #expect(frame(layout, 2)?.minY == 37)
        #expect(frame(layout, 4)?.minY == 74)
    }

    @Test func headersAndFootersSpanTheWidthOutsideTheInsets() {
        var flow = FlowLayout(itemSize: Size(width: 100, height: 50))
        flow.sectionInset = EdgeInsets(top: 8, left: 20, bottom: 12, right: 20)
        flow.headerHeight = 44
        flow.footerHeight = 30
        let layout = prepared(flow, counts: [2, 1])
        let header0 = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(frame(layout, 0)?.minY == 52)
        #expect(frame(layout, 0)?.minX == 20)
        let footer0 = layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == Rect(x: 0, y: 114, width: 320, height: 30))
        // Section 1 starts right after section 0's footer; no line spacing around headers.
        let header1 = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame.minY == 144)
        #expect(frame(layout, 0, 1)?.minY == 196)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 144 + 144))
    }

    @Test func aZeroHeaderHeightMeansNoHeader() {
        let layout = prepared(FlowLayout(), counts: [1])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 1000)).count == 1)
    }

    @Test func anEmptySectionKeepsItsHeaderInsetsAndFooter() {
        var flow = FlowLayout()
        flow.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        flow.headerHeight = 20
        flow.footerHeight = 10
        let layout = prepared(flow, counts: [0, 0])
        #expect(layout.collectionViewContentSize.height == 2 * (20 + 5 + 7 + 10))
    }

    @Test func theDefaultsAreUIKits() {
        let layout = FlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerHeight == 0 && layout.footerHeight == 0)
    }

    @Test func onlyAWidthChangeInvalidatesTheLayout() {
        let layout = prepared(FlowLayout(), counts: [10], width: 320, height: 500)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 300, width: 320, height: 500)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 320, height: 800)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 500)))
    }

    @Test(arguments: [1, 7, 42, 1234, 99999])
    func attributesInARectAreTheFilterOfAllAttributes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var flow = FlowLayout()
        flow.itemSize = Size(width: Double(random.next(in: 20...160)), height: Double(random.next(in: 20...90)))
        flow.minimumLineSpacing = Double(random.next(in: 0...20))
        flow.minimumInteritemSpacing = Double(random.next(in: 0...20))
        flow.sectionInset = EdgeInsets(top: Double(random.next(in: 0...30)), left: Double(random.next(in: 0...30)),
                                       bottom: Double(random.next(in: 0...30)), right: Double(random.next(in: 0...30)))
        flow.headerHeight = Double(random.next(in: 0...1) * random.next(in: 10...50))
        flow.footerHeight = Double(random.next(in: 0...1) * random.next(in: 10...50))
        let counts = (0..<random.next(in: 1...6)).map { _ in random.next(in: 0...40) }
        let layout = prepared(flow, counts: counts, width: 390)
        let everything = layout.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        #expect(everything.count == counts.reduce(0, +) + counts.count * ((flow.headerHeight > 0 ? 1 : 0) + (flow.footerHeight > 0 ? 1 : 0)),
                "seed \(seed)")
        for _ in 0..<50 {
            let rect = Rect(x: Double(random.next(in: -50...400)), y: Double(random.next(in: -50...3000)),
                            width: Double(random.next(in: 1...400)), height: Double(random.next(in: 1...900)))
            let expected = Set(everything.filter { $0.frame.intersects(rect) })
            #expect(Set(layout.layoutAttributesForElements(in: rect)) == expected, "seed \(seed), rect \(rect)")
        }
        // No two cells overlap, and every element lies inside the content.
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        let cells = everything.filter { if case .cell = $0.element { return true } else { return false } }
        for (i, a) in cells.enumerated() {
            #expect(content.contains(a.frame) || flow.itemSize.width > 390 - flow.sectionInset.horizontal, "seed \(seed): \(a) outside \(content)")
            for b in cells[(i + 1)...] where a.frame.intersects(b.frame) {
                Issue.record("seed \(seed): \(a) overlaps \(b)")
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failing seed reproduces anywhere.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}

@Suite struct LayoutAttributesTests {
    @Test func defaultsAreUIKits() {
        let attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(attributes.alpha == 1 && attributes.transform == .identity && attributes.zIndex == 0 && !attributes.isHidden)
        #expect(attributes.element.category == .cell && attributes.element.kind == nil)
    }

    @Test func frameCentreAndSizeAreOneFact() {
        var attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(attributes.center == Point(x: 25, y: 40))
        attributes.center = Point(x: 0, y: 0)
        #expect(attributes.frame == Rect(x: -15, y: -20, width: 30, height: 40))
        attributes.size = Size(width: 10, height: 10)
        #expect(attributes.frame == Rect(x: -5, y: -5, width: 10, height: 10))
    }
}
