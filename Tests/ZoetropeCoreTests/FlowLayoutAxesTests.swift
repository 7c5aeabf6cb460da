import Testing
import ZoetropeCore

@Suite struct FlowLayoutAxesTests {
    func transposed(_ size: Size) -> Size { Size(width: size.height, height: size.width) }
    func transposed(_ rect: Rect) -> Rect { Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) }
    func transposed(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    /// Every element of a layout, by element.
    func everything(_ layout: FlowLayout) -> [ElementID: Rect] {
        var result: [ElementID: Rect] = [:]
        for attributes in layout.layoutAttributesForElements(in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)) {
            result[attributes.element] = attributes.frame
        }
        return result
    }

    @Test(arguments: [3, 11, 29, 101, 257, 1009, 4099, 65537])
    func aHorizontalLayoutIsTheVerticalLayoutTransposed(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let sizes = (0..<60).map { _ in Size(width: Double(random.next(in: 10...120)), height: Double(random.next(in: 10...90))) }
        let mixed = random.next(in: 0...1) == 1
        var vertical = FlowLayout()
        vertical.itemSize = sizes[0]
        vertical.minimumLineSpacing = Double(random.next(in: 0...15))
        vertical.minimumInteritemSpacing = Double(random.next(in: 0...15))
        vertical.sectionInset = EdgeInsets(top: Double(random.next(in: 0...20)), left: Double(random.next(in: 0...20)),
                                           bottom: Double(random.next(in: 0...20)), right: Double(random.next(in: 0...20)))
        vertical.headerReferenceSize = Size(width: 0, height: Double(random.next(in: 0...40)))
        vertical.footerReferenceSize = Size(width: 0, height: Double(random.next(in: 0...40)))
        vertical.sectionBackgroundKind = "background"
        if mixed { vertical.delegate.sizeForItem = { sizes[($0.item + $0.section * 7) % sizes.count] } }

        var horizontal = vertical
        horizontal.scrollDirection = .horizontal
        horizontal.itemSize = transposed(vertical.itemSize)
        horizontal.sectionInset = transposed(vertical.sectionInset)
        horizontal.headerReferenceSize = transposed(vertical.headerReferenceSize)
        horizontal.footerReferenceSize = transposed(vertical.footerReferenceSize)
        if mixed { horizontal.delegate.sizeForItem = { [self] in transposed(sizes[($0.item + $0.section * 7) % sizes.count]) } }

        let counts = (0..<random.next(in: 1...4)).map { _ in random.next(in: 0...20) }
        vertical.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: counts))
        horizontal.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 844, height: 390), itemCounts: counts))
        let v = everything(vertical), h = everything(horizontal)
        #expect(Set(v.keys) == Set(h.keys), "seed \(seed)")
        for (element, frame) in v {
            #expect(h[element] == transposed(frame), "seed \(seed): \(element)")
        }
        #expect(horizontal.collectionViewContentSize == transposed(vertical.collectionViewContentSize), "seed \(seed)")
    }

    @Test func horizontalHeadersUseTheWidthAndSpanTheHeight() {
        var layout = FlowLayout(scrollDirection: .horizontal, itemSize: Size(width: 40, height: 40))
        layout.headerReferenceSize = Size(width: 30, height: 999)  // only the width counts
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 400, height: 100), itemCounts: [3]))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 30, height: 100))
        // A column holds two 40s in 100 (40 + 10 + 40 ≤ 100): items 0, 1 in the first column.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 30)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 80)
    }

    @Test func onlyAHeightChangeInvalidatesAHorizontalLayout() {
        var layout = FlowLayout(scrollDirection: .horizontal)
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 400, height: 100), itemCounts: [3]))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 200, y: 0, width: 800, height: 100)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 120)))
    }

    @Test func sectionsCanHaveTheirOwnMetricsFromTheDataOrTheDelegate() {
        let plain = Section(id: "a", items: (0..<2).map { Item(id: ItemID("a\($0)")) })
        let custom = Section(id: "b", items: (0..<2).map { Item(id: ItemID("b\($0)")) },
                             metrics: SectionMetrics(itemSize: Size(width: 100, height: 20), sectionInset: EdgeInsets(all: 5)))
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50))
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480),
                                          snapshot: CollectionSnapshot(sections: [plain, custom])))
        // Section 0: one line of 50s ends at 50; section 1 starts there, inset by 5.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 5, y: 55, width: 100, height: 20))
        // The delegate wins over the data.
        layout.delegate.insetForSection = { $0 == 1 ? EdgeInsets(all: 9) : nil }
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480),
                                          snapshot: CollectionSnapshot(sections: [plain, custom])))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.origin == Point(x: 9, y: 59))
    }

    @Test func anItemsOwnSizeIsUsed() {
        let section = Section(id: "s", items: [Item(id: "a"), Item(id: "b", size: Size(width: 200, height: 30))])
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50))
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), snapshot: CollectionSnapshot(sections: [section])))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == Size(width: 200, height: 30))
    }

    @Test func aSectionBackgroundLiesBehindTheItemsAndInsetsBetweenHeaderAndFooter() {
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50), sectionInset: EdgeInsets(all: 10),
                                headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 0, height: 15),
                                sectionBackgroundKind: "background")
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [2]))
        let background = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 0, y: 20, width: 320, height: 70) && background?.zIndex == 0)
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 480)).first?.element
                == .decoration("background", IndexPath(item: 0, section: 0)))
    }
}
