import Testing
import ZoetropeCore

@Suite struct CustomLayoutTests {
    func items(_ n: Int, prefix: String = "i") -> [Item] { (0..<n).map { Item(id: ItemID("\(prefix)\($0)")) } }

    @Test func theColumnLayoutFitsAsManyColumnsAsTheWidthAllows() throws {
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items(4))]),
                                      layout: ColumnFlowLayout(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        // Portrait: one column of 390 × 70, the first below a top inset of the spacing (10).
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 10, width: 390, height: 70))
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 90)
        // Landscape: two columns of (844 − 10) / 2 = 417.
        #expect(view.layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 844, height: 390)))
        _ = view.setBounds(Rect(x: 0, y: 0, width: 844, height: 390), animation: UpdateAnimation())
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 427, y: 10, width: 417, height: 70))
    }

    @Test func aSequenceRowHoldsUnitsAsLongAsTheirItemsSay() {
        var layout = SequenceLayout(rowHeight: 40, unitLength: 30, unitSpacing: 4, rowSpacing: 10, insets: EdgeInsets(all: 16), headerWidth: 60)
        let sequence = Section(id: "run", items: [Item(id: "jog", size: Size(width: 90, height: 0)), Item(id: "walk")])
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                          snapshot: CollectionSnapshot(sections: [sequence, Section(id: "cool", items: [Item(id: "w2")])])))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 16, y: 16, width: 60, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 80, y: 16, width: 90, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 174, y: 16, width: 30, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 66)
    }

    @Test func theDashboardPutsItemsAtItsDefaultPositions() {
        var layout = DashboardLayout()
        let section = Section(id: "s", items: [Item(id: "a", size: Size(width: 200, height: 150))] + items(7))
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 768, height: 700), snapshot: CollectionSnapshot(sections: [section])))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 123, y: 33, width: 200, height: 150))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == Point(x: 501, y: 520))
        // Past the dashboard's seven positions, items sit at the origin.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame.origin == .zero)
    }

    @Test func aFocusedDashboardTileFitsTheScreenAndTheOthersLeaveByTheNearestEdge() throws {
        // Two tiles in an 800×600 screen: "a" 200×100 at (300, 250), "b" 100×100 at (500, 250).
        let section = Section(id: "s", items: [Item(id: "a", size: Size(width: 200, height: 100)),
                                               Item(id: "b", size: Size(width: 100, height: 100)),
                                               Item(id: "c", size: Size(width: 100, height: 100))])
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), snapshot: CollectionSnapshot(sections: [section]))
        var layout = DashboardLayout(positions: [Point(x: 300, y: 250), Point(x: 500, y: 250), Point(x: 100, y: 50)], focusedItem: "a")
        layout.prepare(for: context)
        let a = try #require(layout.layoutAttributesForItem(at: path(0, 0)))
        // Aspect fit: min(800 / 200, 600 / 100) = 4, about the centre of the screen, above the rest.
        #expect(a.frame == Rect(x: 300, y: 250, width: 200, height: 100))
        #expect(TransformComponents(a.transform).scaleX == 4 && TransformComponents(a.transform).scaleY == 4)
        #expect(a.zIndex == 1)
        #expect(a.transformedBoundingBox == Rect(x: 0, y: 100, width: 800, height: 400))
        // "b" is straight to the right of "a"'s centre: it moves right until its left edge is at 800.
        let b = try #require(layout.layoutAttributesForItem(at: path(0, 1)))
        #expect(b.frame == Rect(x: 800, y: 250, width: 100, height: 100))
        // "c" (centre 150, 100) is up and to the left of (400, 300), along (−250, −200): it
        // leaves by the top edge first, after 150 / (200 / √(250² + 200²)) points.
        let c = try #require(layout.layoutAttributesForItem(at: path(0, 2)))
        #expect(abs(c.frame.maxY) < 1e-9)
        #expect(abs(c.frame.minX - (100 - 150 * 250.0 / 200)) < 1e-9)
        #expect(layout.layoutAttributesForElements(in: context.bounds).map(\.element) == [.cell(path(0, 0))])
        // An id no item has leaves the dashboard plain.
        var plain = DashboardLayout(positions: layout.positions, focusedItem: "nobody")
        plain.prepare(for: context)
        #expect(plain.layoutAttributesForItem(at: path(0, 1))?.frame == Rect(x: 500, y: 250, width: 100, height: 100))
        #expect(plain.layoutAttributesForItem(at: path(0, 0))?.transform == .identity)
    }

    @Test func explicitFramesFollowTheirItemsThroughAnInsert() throws {
        let layout = ExplicitLayout(
            itemFrames: ["a": Rect(x: 0, y: 0, width: 10, height: 10), "b": Rect(x: 50, y: 0, width: 10, height: 10),
                         "new": Rect(x: 100, y: 100, width: 20, height: 20)],
            supplementaryFrames: [ExplicitLayout.ViewKey(kind: .sectionHeader, section: "s"): Rect(x: 0, y: 200, width: 100, height: 20)],
            decorationFrames: [ExplicitLayout.ViewKey(kind: "background", section: "s"): Rect(x: 0, y: 0, width: 300, height: 300)])
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: "a"), Item(id: "b")])]),
                                      layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let transition = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: Item(id: "new"))]))
        let b = try #require(transition.tracks.first { $0.identity == .item("b") })
        // Its frame stays; its index path changes, so (as in UIKit, which calls the hooks for
        // it) it counts as shifted.
        #expect(b.from.frame == b.to.frame && b.to.frame.minX == 50 && b.to.indexPath == IndexPath(item: 2, section: 0))
        #expect(b.role == .moving && b.reason == .shifted)
        let kinds = view.visibleAttributes.map(\.element)
        #expect(kinds.contains(.decoration("background", IndexPath(item: 0, section: 0))))
        #expect(kinds.contains(.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))))
    }
}

@Suite struct SelfSizingTests {
    let measurer = ApproximateTextMeasurer()

    func post(_ id: String, words: Int) -> Item {
        let text = (0..<words).map { "word\($0)" }.joined(separator: " ")
        return Item(id: ItemID(id), content: ElementContent(label: Label(text: text, fontSize: 15, wraps: true, insets: EdgeInsets(all: 10))))
    }

    func feed() throws -> CollectionView {
        var layout = FlowLayout(itemSize: Size(width: 370, height: 60), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        layout.selfSizing = SelfSizing(minimumHeight: 44)
        let posts = [post("p1", words: 3), post("p2", words: 40), post("p3", words: 12), post("p4", words: 25)]
        return try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "feed", items: posts)]), layout: layout,
                                  bounds: Rect(x: 0, y: 0, width: 390, height: 2000), textMeasurer: measurer)
    }

    @Test func anItemWhoseLabelWrapsTakesTheFullWidthAndTheHeightOfItsText() throws {
        let view = try feed()
        let frame = try #require(view.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(frame.width == 370)
        // 40 words at 0.6 em a character in 350 points of text width.
        let lines = TextLayout.lines(of: view.snapshot.sections[0].items[1].content.label!.text, font: Font(size: 15),
                                     width: 350, measurer: measurer)
        #expect(lines.count > 3)
        #expect(frame.height == 10 + Double(lines.count) * Font(size: 15).lineHeight + 10)
        // A short post is held at the minimum height.
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
    }

    @Test func everyFrameOfAnInsertUsesTheMeasuredSizes() throws {
        var view = try feed()
        let measured = Dictionary(uniqueKeysWithValues: view.visibleAttributes.compactMap { attributes -> (ElementIdentity, Size)? in
            guard case .cell = attributes.element else { return nil }
            return (view.snapshot.identity(for: attributes.element), attributes.frame.size)
        })
        let insert = try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: post("new", words: 30))]),
                                                  animation: UpdateAnimation(timing: Timing(duration: 0.5)))
        let timeline = Timeline(viewportSize: Size(width: 390, height: 2000), background: .white, transitions: [(insert, "insert")])
        for time in timeline.frameTimes(fps: 60) {
            for element in timeline.frame(at: time).elements {
                guard let size = measured[element.identity] else { continue }
                #expect(element.attributes.frame.size == size, "\(element.identity) at \(time)")
            }
        }
        // The new post arrives at its own measured size, and its lines are laid out for drawing.
        let new = try #require(insert.tracks.first { $0.identity == .item("new") })
        #expect(new.from.frame.size == new.to.frame.size && new.to.frame.height > 44)
        #expect(new.content.label?.lines?.count == Int(((new.to.frame.height - 20) / Font(size: 15).lineHeight).rounded()))
    }

    /// Bubbles that fit their text (6 points a character at size 10, insets 10): up to 200 wide.
    func bubbles(_ texts: [(String, TextAlignment?)], alignment: TextAlignment? = nil) throws -> CollectionView {
        var layout = FlowLayout(itemSize: Size(width: 50, height: 50), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        layout.minimumInteritemSpacing = 10
        layout.selfSizing = SelfSizing(minimumHeight: 30, width: .fit, minimumWidth: 40, maximumWidth: 200, alignment: alignment)
        let items = texts.enumerated().map { index, entry in
            Item(id: ItemID("b\(index)"), content: ElementContent(label: Label(text: entry.0, fontSize: 10, wraps: true, insets: EdgeInsets(all: 10))),
                 alignment: entry.1)
        }
        return try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "chat", items: items)]), layout: layout,
                                  bounds: Rect(x: 0, y: 0, width: 390, height: 2000), textMeasurer: measurer)
    }

    func frame(_ view: CollectionView, _ item: Int) throws -> Rect {
        try #require(view.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
    }

    @Test func aFittingItemIsAsWideAsItsTextUpToItsMaximumThenWraps() throws {
        let view = try bubbles([("hello", nil), ("a", nil), (Array(repeating: "word", count: 12).joined(separator: " "), nil)])
        // 5 characters: 30 points of text and 20 of insets; one line of 10-point text.
        #expect(try frame(view, 0).size == Size(width: 50, height: 20 + Font(size: 10).lineHeight))
        #expect(try frame(view, 1).width == 40, "held at the minimum width")
        // 59 characters (354 points) wrap at the 200-point maximum: 180 points of text a line.
        let long = try frame(view, 2)
        let lines = TextLayout.lines(of: view.snapshot.sections[0].items[2].content.label!.text, font: Font(size: 10), width: 180, measurer: measurer)
        #expect(long.width == 200 && lines.count == 2 && long.height == 20 + 2 * Font(size: 10).lineHeight)
        // Unaligned, short bubbles pack on one line as the flow layout packs items (tags).
        #expect(try frame(view, 0).minY == frame(view, 1).minY)
    }

    @Test func anAlignedItemTakesALineOfItsOwnAgainstItsEdge() throws {
        let view = try bubbles([("hi", .leading), ("hello", .trailing), ("ok", nil), ("yes", nil), ("bye", .center)])
        let received = try frame(view, 0), sent = try frame(view, 1), bye = try frame(view, 4)
        #expect(received.minX == 10 && sent.maxX == 380, "\(received) \(sent)")
        #expect(sent.minY > received.maxY, "each on its own line")
        // Two unaligned items share a line between the aligned ones.
        #expect(try frame(view, 2).minY == frame(view, 3).minY && frame(view, 2).minY > sent.maxY)
        let yes = try frame(view, 3)
        #expect(abs(bye.midX - 195) < 1e-9 && bye.minY > yes.maxY)
        // The layout's alignment applies to fitted items that have none.
        let all = try bubbles([("hi", nil), ("hello", .leading)], alignment: .trailing)
        #expect(try frame(all, 0).maxX == 380 && frame(all, 1).minX == 10)
    }

    @Test func wrappingBreaksAtSpacesHonoursNewlinesAndSplitsLongWords() {
        let font = Font(size: 10)  // 6 points a character
        #expect(TextLayout.lines(of: "aa bb cc", font: font, width: 30, measurer: measurer) == ["aa bb", "cc"])
        #expect(TextLayout.lines(of: "aa\nbb", font: font, width: 300, measurer: measurer) == ["aa", "bb"])
        #expect(TextLayout.lines(of: "abcdefghij", font: font, width: 24, measurer: measurer) == ["abcd", "efgh", "ij"])
    }
}
