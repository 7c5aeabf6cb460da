import Testing
import ZoetropeCore

/// Frames of `CompositionalLayout` for the layouts of UIKit's documentation and Apple's
/// "Implementing Modern Collection Views" sample, computed by hand from UIKit's rules.
@Suite struct CompositionalLayoutTests {
    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

    func prepared(_ layout: CompositionalLayout, counts: [Int], width: Double = 390, height: Double = 844, y: Double = 0) -> CompositionalLayout {
        var layout = layout
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: y, width: width, height: height), itemCounts: counts))
        return layout
    }

    func frame(_ layout: CompositionalLayout, _ section: Int, _ item: Int) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aGridOfFifthsPutsFiveSquareItemsInEachRow() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [12])
        for k in 0..<12 {
            #expect(frame(layout, 0, k) == Rect(x: 78 * Double(k % 5), y: 78 * Double(k / 5), width: 78, height: 78))
        }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 234))
    }

    @Test func contentInsetsShrinkAnItemInsideItsRoom() {
        var item = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 2)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [6])
        #expect(frame(layout, 0, 0) == Rect(x: 2, y: 2, width: 74, height: 74))
        #expect(frame(layout, 0, 5) == Rect(x: 2, y: 80, width: 74, height: 74))
    }

    @Test func aCountSplitsTheGroupWidthLessSpacingAndIgnoresTheItemsOwnWidth() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        let layout = prepared(CompositionalLayout(section: section), counts: [3])
        #expect(frame(layout, 0, 0) == Rect(x: 10, y: 10, width: 180, height: 44))
        #expect(frame(layout, 0, 1) == Rect(x: 200, y: 10, width: 180, height: 44))
        #expect(frame(layout, 0, 2) == Rect(x: 10, y: 64, width: 180, height: 44))
        // Two groups, 44 + 10 + 44, inside 10-point insets.
        #expect(layout.collectionViewContentSize.height == 118)
    }

    /// iOS 16's `repeatingSubitem:count:` keeps the item's own size; the older
    /// `subitem:count:` stretches items to equal shares of the group (Apple's documentation
    /// of each).
    @Test func aRepeatingSubitemKeepsItsOwnSizeWhereACountStretchesIt() {
        let item = LayoutItem(layoutSize: size(.absolute(60), .fractionalHeight(1)))
        var repeating = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: 3)
        repeating.interItemSpacing = .fixed(10)
        let kept = prepared(CompositionalLayout(section: LayoutSection(group: repeating)), counts: [4])
        #expect(frame(kept, 0, 0) == Rect(x: 0, y: 0, width: 60, height: 44))
        #expect(frame(kept, 0, 1) == Rect(x: 70, y: 0, width: 60, height: 44))
        #expect(frame(kept, 0, 2) == Rect(x: 140, y: 0, width: 60, height: 44))
        #expect(frame(kept, 0, 3) == Rect(x: 0, y: 44, width: 60, height: 44))
        var stretching = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 3)
        stretching.interItemSpacing = .fixed(10)
        let stretched = prepared(CompositionalLayout(section: LayoutSection(group: stretching)), counts: [3])
        let share = (390.0 - 20) / 3
        #expect(abs((frame(stretched, 0, 1)?.minX ?? 0) - (share + 10)) < 1e-9 && frame(stretched, 0, 1)?.width == share)
        // Vertical groups alike.
        let tall = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(200)), repeatingSubitem: tall, count: 2)
        let stacked = prepared(CompositionalLayout(section: LayoutSection(group: column)), counts: [2])
        #expect(frame(stacked, 0, 1) == Rect(x: 0, y: 30, width: 195, height: 30))
    }

    @Test func nestedGroupsPlaceALeadingItemBesideTwoStackedOnes() {
        var leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(all: 10)
        var trailing = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailing.contentInsets = DirectionalEdgeInsets(all: 10)
        let trailingGroup = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
        let nested = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, trailingGroup])
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: nested)), counts: [4], width: 400, height: 800)
        #expect(frame(layout, 0, 0) == Rect(x: 10, y: 10, width: 260, height: 300))
        #expect(frame(layout, 0, 1) == Rect(x: 290, y: 10, width: 100, height: 140))
        #expect(frame(layout, 0, 2) == Rect(x: 290, y: 170, width: 100, height: 140))
        #expect(frame(layout, 0, 3) == Rect(x: 10, y: 330, width: 260, height: 300))
    }

    /// Each level of nesting used to solve its nested group twice (once to size it, once to see
    /// that a second copy does not fit), so 60 levels were 2⁶⁰ solutions: the time limit is a
    /// guard against hanging, not a measure (LimitsBenchmark measures).
    @Test(.timeLimit(.minutes(1)))
    func groupsNestedSixtyDeepAreLaidOutAsOne() {
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
                                           subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))])
        for _ in 0..<59 {
            group = .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [group])
        }
        group.layoutSize = size(.fractionalWidth(1), .absolute(50))
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 195, height: 50))
        #expect(frame(layout, 0, 1) == Rect(x: 195, y: 0, width: 195, height: 50))
        #expect(frame(layout, 0, 2) == Rect(x: 0, y: 50, width: 195, height: 50))
    }

    /// Three nested groups of 1,000 describe 10⁹ cells; a group instance lays out no more cells
    /// than the section has items left, or 100,000, so the layout finishes in bounded memory.
    @Test(.timeLimit(.minutes(1)))
    func nestedCountsThatMultiplyToBillionsLayOutTheItemsThereAre() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let inner = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitem: item, count: 1_000)
        let middle = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitem: inner, count: 1_000)
        let outer = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: middle, count: 1_000)
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: outer)), counts: [3])
        let frames = (0..<3).compactMap { frame(layout, 0, $0) }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { abs($0.width - 390e-9) < 1e-15 && $0.minY == 0 && $0.height == 50 })
        #expect(frames[0].minX == 0 && frames[1].minX > frames[0].minX && frames[2].minX > frames[1].minX)
        #expect(layout.collectionViewContentSize.height == 50)
    }

    @Test func aHeaderSitsBeforeTheContentInsetsAndPushesTheContent() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: .sectionHeader, alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .sectionFooter, alignment: .bottom),
        ]
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 5
        let layout = prepared(CompositionalLayout(section: section, configuration: configuration), counts: [2, 1])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(0, 0))?.frame == Rect(x: 20, y: 0, width: 350, height: 44))
        #expect(frame(layout, 0, 0) == Rect(x: 20, y: 54, width: 350, height: 50))
        #expect(frame(layout, 0, 1) == Rect(x: 20, y: 104, width: 350, height: 50))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: path(0, 0))?.frame == Rect(x: 20, y: 184, width: 350, height: 20))
        // Section 1 starts after the footer and the spacing between sections.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(1, 0))?.frame.minY == 209)
        #expect(frame(layout, 1, 0)?.minY == 263)
    }

    @Test func supplementariesThatDoNotFollowTheInsetsSpanTheWholeWidth() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(30)), elementKind: .sectionHeader, alignment: .topTrailing),
        ]
        let layout = prepared(CompositionalLayout(section: section), counts: [1])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(0, 0))?.frame == Rect(x: 195, y: 0, width: 195, height: 30))
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionPushesItAway() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(100)))
        var header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: .sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.boundarySupplementaryItems = [header]
        // Each section: header 40 + 5 items of 100 = 540 points.
        for (offset, expected) in [(0.0, 0.0), (100, 100), (499, 499), (520, 500), (600, 540)] {
            let layout = prepared(CompositionalLayout(section: section), counts: [5, 5], height: 300, y: offset)
            let pinned = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(0, 0))
            #expect(pinned?.frame.minY == Swift.min(expected, 500), "offset \(offset)")
            #expect(pinned?.zIndex == 2)
            let second = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(1, 0))
            #expect(second?.frame.minY == Swift.max(540, offset), "offset \(offset)")
            let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: offset, width: 390, height: 300))
            #expect(visible.contains { $0.element == .supplementary(.sectionHeader, path(0, 0)) } == (offset < 540))
        }
        let scrolled = prepared(CompositionalLayout(section: section), counts: [5, 5], height: 300, y: 0)
        #expect(scrolled.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 1, width: 390, height: 300)))
    }

    @Test func aPinnedHeaderIsExactAtEveryMomentOfAScrollThatPushesItAway() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(100)))
        var header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: .sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.boundarySupplementaryItems = [header]
        let data = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "a", items: (0..<3).map { Item(id: ItemID("a\($0)")) }),
                                                 ZoetropeCore.Section(id: "b", items: (0..<3).map { Item(id: ItemID("b\($0)")) })])
        var view = try CollectionView(snapshot: data, layout: CompositionalLayout(section: section), bounds: Rect(x: 0, y: 0, width: 390, height: 300))
        // Section a: header 40 + 3 × 100 = 340 points; its header stays pinned until the offset
        // reaches 300, then the section's end pushes it up.
        let scroll = view.setBounds(Rect(x: 0, y: 330, width: 390, height: 300), animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 1)))
        let track = try #require(scroll.tracks.first { $0.element == .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)) })
        for step in 0...10 {
            let t = Double(step) / 10, offset = 330 * t
            #expect(abs(track.attributes(atStepTime: t).frame.minY - Swift.min(offset, 300)) < 1e-9, "at \(t) s")
        }
    }

    @Test func aBadgeIsAnchoredToItsItemsCornerByAFractionOfItsOwnSize() {
        let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [5])
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path(0, 1))
        #expect(attributes?.frame == Rect(x: 186, y: -6, width: 20, height: 20))
        #expect(attributes?.zIndex == 1)
        // Three fit in 390 points; item 3 opens the second row.
        #expect(frame(layout, 0, 3) == Rect(x: 0, y: 100, width: 100, height: 100))
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(all.filter { $0.element.kind == "badge" }.count == 5)
    }

    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`: the badge's own anchor point
    /// lies on the item's: centred on the top-trailing corner, or outside it bottom-leading.
    @Test func aBadgeAnchoredOnBothSidesLaysItsPointOnTheItemsPoint() {
        func badgeFrame(_ itemAnchor: LayoutAnchor) -> Rect? {
            let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(10)), elementKind: "badge",
                                                containerAnchor: LayoutAnchor(edges: [.top, .trailing]), itemAnchor: itemAnchor)
            let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            var section = LayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(all: 30)
            let layout = prepared(CompositionalLayout(section: section), counts: [1])
            return layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path(0, 0))?.frame
        }
        // The item is at (30, 30) to (130, 130).
        #expect(badgeFrame(LayoutAnchor(edges: [])) == Rect(x: 120, y: 25, width: 20, height: 10))
        #expect(badgeFrame(LayoutAnchor(edges: [.bottom, .leading])) == Rect(x: 130, y: 20, width: 20, height: 10))
        #expect(badgeFrame(LayoutAnchor(edges: [.top, .trailing])) == Rect(x: 110, y: 30, width: 20, height: 10), "the same edges: inside the corner")
        #expect(badgeFrame(LayoutAnchor(edges: [], absoluteOffset: Point(x: 5, y: 0))) == Rect(x: 115, y: 25, width: 20, height: 10))
    }

    @Test func aBackgroundCoversTheWholeSectionInsideItsOwnInsets() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        section.decorationItems = [background]
        let layout = prepared(CompositionalLayout(section: section), counts: [2])
        let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: path(0, 0))
        #expect(decoration?.frame == Rect(x: 5, y: 5, width: 380, height: 110))
        #expect(decoration?.zIndex == 0)  // UIKit's default; beneath the cells all the same
    }

    @Test func flexibleSpacingSharesOutTheRoomLeft() {
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        // 390 − 300 = 90 over two gaps.
        #expect(frame(layout, 0, 0)?.minX == 0)
        #expect(frame(layout, 0, 1)?.minX == 145)
        #expect(frame(layout, 0, 2)?.minX == 290)
    }

    @Test func edgeSpacingMovesItemsAndTheirNeighbours() {
        var item = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: .fixed(2), bottom: nil)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        #expect(frame(layout, 0, 0) == Rect(x: 8, y: 4, width: 100, height: 50))
        #expect(frame(layout, 0, 1) == Rect(x: 118, y: 4, width: 100, height: 50))
        #expect(frame(layout, 0, 2) == Rect(x: 228, y: 4, width: 100, height: 50))
        // 338 + 8 + 100 > 390: the fourth opens the next group.
        #expect(frame(layout, 0, 3) == Rect(x: 8, y: 64, width: 100, height: 50))
    }

    @Test func anOrthogonalSectionLaysItsGroupsAcrossAndScrollsByItsOffset() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let snapshot = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "carousel", items: (0..<4).map { Item(id: ItemID("c\($0)")) }),
                                                     ZoetropeCore.Section(id: "more", items: [Item(id: "m")])])
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 400, height: 800), snapshot: snapshot)
        var layout = CompositionalLayout(section: section)
        layout.prepare(for: context)
        // The container is 360 wide inside the insets: groups 288 wide, 10 apart.
        #expect(frame(layout, 0, 0) == Rect(x: 20, y: 0, width: 288, height: 200))
        #expect(frame(layout, 0, 1) == Rect(x: 318, y: 0, width: 288, height: 200))
        #expect(frame(layout, 1, 0) == Rect(x: 20, y: 200, width: 288, height: 200))
        context.orthogonalOffsets = ["carousel": 298]
        layout.prepare(for: context)
        #expect(frame(layout, 0, 1)?.minX == 20)
        let visible = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 800)).map(\.element)
        // Cells show only inside the section's band, as UIKit's orthogonal scroll view clips them.
        #expect(layout.layoutAttributesForItem(at: path(0, 1))?.clipRect == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(layout.layoutAttributesForItem(at: path(1, 0))?.clipRect == Rect(x: 0, y: 200, width: 400, height: 200))
        // Item 0 shows its last 10 points; item 3 starts past the right edge.
        #expect(frame(layout, 0, 0)?.maxX == 10)
        #expect(visible.contains(.cell(path(0, 0))) && visible.contains(.cell(path(0, 2))) && !visible.contains(.cell(path(0, 3))))
    }

    @Test func aSectionProviderIsAskedWithTheContainerSizeAgainAfterARotation() {
        let layout = CompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            return LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                    subitem: item, count: columns))
        }
        #expect(frame(prepared(layout, counts: [8], width: 400), 0, 1) == Rect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(prepared(layout, counts: [8], width: 800, height: 400), 0, 1) == Rect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(prepared(layout, counts: [8], width: 800, height: 400), 0, 3) == Rect(x: 600, y: 0, width: 200, height: 100))
    }

    @Test func aHorizontalLayoutIsTheVerticalOneTransposed() {
        func section(_ vertical: Bool) -> LayoutSection {
            var item = LayoutItem(layoutSize: vertical ? size(.fractionalWidth(0.25), .fractionalHeight(1)) : size(.fractionalWidth(1), .fractionalHeight(0.25)))
            item.contentInsets = vertical ? DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) : DirectionalEdgeInsets(top: 2, leading: 1, bottom: 4, trailing: 3)
            let layoutSize = vertical ? size(.fractionalWidth(1), .absolute(90)) : size(.absolute(90), .fractionalHeight(1))
            let group = vertical ? LayoutGroup.horizontal(layoutSize: layoutSize, subitems: [item]) : LayoutGroup.vertical(layoutSize: layoutSize, subitems: [item])
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 7
            section.contentInsets = vertical ? DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8) : DirectionalEdgeInsets(top: 6, leading: 5, bottom: 8, trailing: 7)
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: vertical ? size(.fractionalWidth(1), .absolute(30)) : size(.absolute(30), .fractionalHeight(1)),
                elementKind: .sectionHeader, alignment: vertical ? .top : .leading)]
            return section
        }
        let vertical = prepared(CompositionalLayout(section: section(true)), counts: [9, 3], width: 400, height: 600)
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let horizontal = prepared(CompositionalLayout(section: section(false), configuration: configuration), counts: [9, 3], width: 600, height: 400)
        for s in 0..<2 {
            for i in 0..<(s == 0 ? 9 : 3) {
                let v = frame(vertical, s, i)!
                #expect(frame(horizontal, s, i) == Rect(x: v.minY, y: v.minX, width: v.height, height: v.width))
            }
            let header = vertical.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(s, 0))!.frame
            #expect(horizontal.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: path(s, 0))?.frame
                    == Rect(x: header.minY, y: header.minX, width: header.height, height: header.width))
        }
        #expect(horizontal.collectionViewContentSize == Size(width: vertical.collectionViewContentSize.height, height: 400))
    }

    @Test func anEstimatedHeightIsReplacedByTheMeasuredHeightOfItsText() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        var label = Label(text: String(repeating: "word ", count: 30), fontSize: 10)
        label.wraps = true
        let snapshot = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "s", items: [
            Item(id: "long", content: ElementContent(label: label)), Item(id: "plain"),
        ])])
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 200, height: 800), snapshot: snapshot)
        context.textMeasurer = ApproximateTextMeasurer()
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(for: context)
        let expected = context.selfSizedHeight(ofItemAt: path(0, 0), width: 200)!
        #expect(expected > 44)
        #expect(frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 200, height: expected))
        // An item with nothing to measure keeps its estimate.
        #expect(frame(layout, 0, 1) == Rect(x: 0, y: expected, width: 200, height: 44))
    }

    /// iOS 17's `uniformAcrossSiblings(estimate:)`: each item is measured, then grows to its
    /// tallest sibling's height; on the section's group, every row is as tall as the tallest.
    @Test func itemsUniformAcrossSiblingsTakeTheTallestSiblingsHeight() {
        var label = Label(text: String(repeating: "word ", count: 30), fontSize: 10)
        label.wraps = true
        let snapshot = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "s", items: [
            Item(id: "long", content: ElementContent(label: label)), Item(id: "plain"), Item(id: "third"), Item(id: "fourth"),
        ])])
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 300, height: 800), snapshot: snapshot)
        context.textMeasurer = ApproximateTextMeasurer()
        func layout(_ dimension: LayoutDimension) -> CompositionalLayout {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), dimension))
            var layout = CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), dimension), subitems: [item])))
            layout.prepare(for: context)
            return layout
        }
        let tallest = context.selfSizedHeight(ofItemAt: path(0, 0), width: 150)!
        #expect(tallest > 44)
        let estimated = layout(.estimated(44))
        #expect(frame(estimated, 0, 1)?.height == 44, "an estimated item keeps its own height")
        let uniform = layout(.uniformAcrossSiblings(estimate: 44))
        #expect(frame(uniform, 0, 0) == Rect(x: 0, y: 0, width: 150, height: tallest))
        #expect(frame(uniform, 0, 1) == Rect(x: 150, y: 0, width: 150, height: tallest))
        // The second row, whose items measure 44, is as tall as the first: the section's group
        // is uniform too.
        #expect(frame(uniform, 0, 2) == Rect(x: 0, y: tallest, width: 150, height: 44))
        #expect(uniform.collectionViewContentSize.height == 2 * tallest)
        #expect(estimated.collectionViewContentSize.height == tallest + 44)
    }

    /// UIKit rounds a compositional layout's frames to the screen's pixels, origin and size
    /// each: five fractional widths summing to 1 in 375 points at @2x are 84, 37.5, 84.5, 84
    /// and 84.5 points on a phone.
    @Test func framesAreRoundedToTheDisplaysPixelsOriginAndSizeEach() {
        let fractions = [0.22448, 0.09995, 0.22555, 0.2245, 0.22552]
        let items = fractions.map { LayoutItem(layoutSize: size(.fractionalWidth($0), .fractionalHeight(1))) }
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50.3)), subitems: items)
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 375, height: 600), itemCounts: [5])
        context.displayScale = 2
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        layout.prepare(for: context)
        #expect((0..<5).map { frame(layout, 0, $0)?.width } == [84, 37.5, 84.5, 84, 84.5])
        #expect((0..<5).map { frame(layout, 0, $0)?.minX } == [0, 84, 121.5, 206, 290.5])
        #expect(frame(layout, 0, 0)?.height == 50.5)
        // At @3x, to thirds of a point; without a display scale, exact.
        context.displayScale = 3
        layout.prepare(for: context)
        #expect(frame(layout, 0, 1)?.width == 112.0 / 3)
        let exact = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [5], width: 375)
        #expect(abs((frame(exact, 0, 0)?.width ?? 0) - 84.18) < 1e-9)
    }

    @Test func rectQueriesReturnExactlyTheElementsThatIntersect() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .absolute(30)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item]))
        section.interGroupSpacing = 3
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .sectionHeader, alignment: .top)]
        let layout = prepared(CompositionalLayout(section: section), counts: [50, 0, 37, 80])
        let everything = layout.layoutAttributesForElements(in: Rect(x: 0, y: -1, width: 390, height: 1e6))
        for rect in [Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 100, y: 450, width: 50, height: 400), Rect(x: 0, y: 1000, width: 390, height: 3)] {
            let expected = Set(everything.filter { $0.frame.intersects(rect) }.map(\.element))
            #expect(Set(layout.layoutAttributesForElements(in: rect).map(\.element)) == expected)
        }
    }
}

/// Lists and pinned flow-layout headers.
@Suite struct ListLayoutTests {
    func snapshot(_ counts: [Int]) -> CollectionSnapshot {
        CollectionSnapshot(sections: counts.enumerated().map { s, n in
            ZoetropeCore.Section(id: SectionID("s\(s)"), items: (0..<n).map { Item(id: ItemID("i\(s)-\($0)")) })
        })
    }

    func prepared(_ configuration: ListConfiguration, counts: [Int], width: Double = 390) -> CompositionalLayout {
        var layout = CompositionalLayout.list(using: configuration)
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: 800), snapshot: snapshot(counts))
        context.textMeasurer = ApproximateTextMeasurer()
        layout.prepare(for: context)
        return layout
    }

    @Test func insetGroupedRowsAre44PointsInsideTheMarginsOnARoundedBackground() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = prepared(configuration, counts: [3, 2])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 16, y: 38, width: 358, height: 44))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 16, y: 126, width: 358, height: 44))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 16, y: 170, width: 358, height: 38))
        #expect(layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.insetSectionBackgroundKind, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 16, y: 38, width: 358, height: 132))
        // A separator under every row but the last, from the margin inside the row.
        #expect(layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorKind, at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 32, y: 125.5, width: 342, height: 0.5))
        #expect(layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorKind, at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.isAnchoredToItem(kind: ListConfiguration.separatorKind, category: .decorationView))
        // 20-point margins from 414 points of width.
        let wide = prepared(configuration, counts: [1], width: 430)
        #expect(wide.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
    }

    @Test func groupedSectionsWithoutHeadersAre35PointsApartAndPlainOnesTouch() {
        let grouped = prepared(ListConfiguration(appearance: .grouped), counts: [1, 1])
        #expect(grouped.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 35, width: 390, height: 44))
        #expect(grouped.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 114)
        let plain = prepared(ListConfiguration(appearance: .plain), counts: [2, 1])
        #expect(plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 88)
    }

    @Test func aRowWhoseTextWrapsGrowsPast44Points() {
        var label = Label(text: String(repeating: "long words ", count: 20), fontSize: 17)
        label.wraps = true
        let data = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "s", items: [Item(id: "a", content: ElementContent(label: label)), Item(id: "b")])])
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 390, height: 800), snapshot: data)
        context.textMeasurer = ApproximateTextMeasurer()
        var layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
        layout.prepare(for: context)
        let height = context.selfSizedHeight(ofItemAt: IndexPath(item: 0, section: 0), width: 390)!
        #expect(height > 44)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == height)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: height, width: 390, height: 44))
    }

    @Test func accessoriesStandInUIKitsOrderTheLastAtTheTrailingMargin() throws {
        var content = ElementContent(fill: .white)
        content.accessories = [.accessoryText("On"), .disclosureIndicator()]
        let data = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "s", items: [Item(id: "wifi", content: content)])])
        let view = try CollectionView(snapshot: data, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
                                      bounds: Rect(x: 0, y: 0, width: 390, height: 300))
        let shown = try #require(view.stillTransition(duration: 0).tracks.first { $0.identity == .item("wifi") }).content.accessories
        let chevron = ApproximateTextMeasurer().width(of: "\u{203A}", font: Font(size: 24))
        #expect(shown.map(\.text) == ["On", "\u{203A}"])
        #expect(shown[1].insets.right == 16)
        #expect(shown[0].insets.right == 16 + chevron + 8)
    }

    @Test func anIconMovesTheTextAndTheSeparatorAndASecondaryLineMakesTheRowTaller() throws {
        var content = ElementContent(fill: .white, label: Label(text: "Wi-Fi", fontSize: 17, alignment: .leading,
                                                                insets: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)))
        content.icon = Icon(color: .black, glyph: "W")
        content.secondaryLabel = Label(text: "Home", fontSize: 15, alignment: .leading, insets: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let data = CollectionSnapshot(sections: [ZoetropeCore.Section(id: "s", items: [Item(id: "wifi", content: content), Item(id: "next")])])
        let view = try CollectionView(snapshot: data, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
                                      bounds: Rect(x: 0, y: 0, width: 390, height: 300))
        let shown = try #require(view.stillTransition(duration: 0).tracks.first { $0.identity == .item("wifi") }).content
        // Text after 16 + 29 + 16 points; the two lines centred together, 2 points apart.
        #expect(shown.label?.insets.left == 61 && shown.secondaryLabel?.insets.left == 61)
        #expect(shown.label!.verticalOffset == -(Font(size: 15).lineHeight + 2) / 2)
        #expect(shown.secondaryLabel!.verticalOffset == (Font(size: 17).lineHeight + 2) / 2)
        #expect(shown.icon?.glyphLabel?.text == "W")
        let row = try #require(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(row.height == Font(size: 17).lineHeight + 22 + Font(size: 15).lineHeight + 2)
        #expect(view.layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorKind, at: IndexPath(item: 0, section: 0))?.frame.minX == 61)
    }

    @Test func aFlowLayoutsPinnedHeaderStaysAtTheTopUntilItsItemsEnd() {
        var layout = FlowLayout(itemSize: Size(width: 390, height: 100))
        layout.headerHeight = 40
        layout.minimumLineSpacing = 0
        layout.sectionHeadersPinToVisibleBounds = true
        // Each section: header 40 + 3 rows of 100 = 340 points.
        for (offset, first, second) in [(0.0, 0.0, 340.0), (150, 150, 340), (310, 300, 340), (400, 300, 400)] {
            var pinned = layout
            pinned.prepare(for: LayoutContext(bounds: Rect(x: 0, y: offset, width: 390, height: 300), itemCounts: [3, 3]))
            #expect(pinned.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == first, "offset \(offset)")
            #expect(pinned.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == second, "offset \(offset)")
            let visible = pinned.layoutAttributesForElements(in: Rect(x: 0, y: offset, width: 390, height: 300))
            #expect(visible.filter { $0.element.kind == .sectionHeader }.allSatisfy { $0.zIndex == 1 })
            #expect(visible.contains { $0.element == .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)) } == (offset < 340))
        }
    }
}
