import Testing
import ZoetropeCore

/// Supplementary items on groups (UIKit's `NSCollectionLayoutGroup.supplementaryItems`): one
/// per instance of the group, on the group's frame, at the index path of its first item.
@Suite struct GroupSupplementaryItemTests {
    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

    func prepared(_ layout: CompositionalLayout, counts: [Int]) -> CompositionalLayout {
        var layout = layout
        layout.prepare(for: LayoutContext(bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: counts))
        return layout
    }

    func rowBadge(_ kind: ElementKind = "rowBadge") -> LayoutSupplementaryItem {
        LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: kind,
                                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    }

    @Test func aGroupsSupplementaryItemSitsOnEachInstanceAtItsFirstItem() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(all: 5)
        group.supplementaryItems = [rowBadge()]
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [7])
        // Three rows (the last holds one item): a badge on each row's frame, insets and all,
        // at the index path of the row's first item.
        for (row, first) in [(0, 0), (1, 3), (2, 6)] {
            let badge = layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: first, section: 0))
            #expect(badge?.frame == Rect(x: 370, y: 100 * Double(row), width: 20, height: 20))
            #expect(badge?.zIndex == 1)
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: 1, section: 0)) == nil)
        let inRect = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.element.kind == "rowBadge" }
        #expect(inRect.map(\.indexPath.item) == [0, 3, 6])
        #expect(layout.isAnchoredToItem(kind: "rowBadge", category: .supplementaryView))
    }

    @Test func aNestedGroupsSupplementaryItemSitsOnTheNestedGroupAtItsFirstItem() {
        let leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let trailing = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        var column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
        column.supplementaryItems = [LayoutSupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: "columnRule",
                                                             containerAnchor: LayoutAnchor(edges: [.bottom]))]
        var outer = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [leading, column])
        outer.supplementaryItems = [rowBadge()]
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: outer)), counts: [6])
        // The column holds items 1 and 2 (then 4 and 5); its rule lies along its bottom edge.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "columnRule", at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 273, y: 196, width: 117, height: 4))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "columnRule", at: IndexPath(item: 4, section: 0))?.frame
                == Rect(x: 273, y: 396, width: 117, height: 4))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: 3, section: 0))?.frame
                == Rect(x: 370, y: 200, width: 20, height: 20))
        // The item's own badges and the groups' stay in item order for range queries.
        let kinds = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
            .filter { $0.element.category == .supplementaryView }.map { "\($0.element.kind!.rawValue)@\($0.indexPath.item)" }
        #expect(kinds == ["rowBadge@0", "columnRule@1", "rowBadge@3", "columnRule@4"])
    }

    @Test func aHorizontalLayoutsGroupBadgeIsTransposedWithItsGroup() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        var column = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        column.supplementaryItems = [rowBadge()]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: column), configuration: configuration), counts: [4])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 80, y: 0, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: 2, section: 0))?.frame
                == Rect(x: 180, y: 0, width: 20, height: 20))
    }
}
