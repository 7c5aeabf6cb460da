import Testing
import ZoetropeCore
import ZoetropeUIKit

/// An app's compositional `createLayout()`, driven by a diffable data source, records what the
/// core's compositional layout animates for the same snapshots.
@Suite struct UIKitCompositionalLayoutTests {
    enum Section: Hashable, CaseIterable { case main, second }

    /// Records: the first snapshot, then `change` applied to it, animated.
    static func recordUIKit(_ layout: UICollectionViewLayout, sections: [Section], counts: [Int],
                            change: (inout NSDiffableDataSourceSnapshot<Section, Int>) -> Void) throws -> Timeline {
        var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
        return try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
                var content = cell.defaultContentConfiguration()
                content.text = "\(number)"
                cell.contentConfiguration = content
                cell.backgroundColor = Palette.colors[number % Palette.colors.count]
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: ModernLayouts.headerKind) { view, _, indexPath in
                var content = view.defaultContentConfiguration()
                content.text = "Section \(indexPath.section)"
                view.contentConfiguration = content
            }
            let listHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = "SECTION \(indexPath.section)"
                view.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, number in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                kind == ModernLayouts.headerKind ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                    : kind == UICollectionView.elementKindSectionHeader ? collectionView.dequeueConfiguredReusableSupplementary(using: listHeader, for: indexPath)
                    : nil
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            var next = 0
            for (section, count) in zip(sections, counts) {
                snapshot.appendSections([section])
                snapshot.appendItems(Array(next..<next + count), toSection: section)
                next += count
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            var changed = dataSource.snapshot()
            change(&changed)
            dataSource.apply(changed, animatingDifferences: true)
        }
    }

    /// The same with the core's layout and snapshot, named as the UIKit side names them, the
    /// headers saying what the UIKit side's say (an estimated header is as tall as its text).
    static func recordCore(_ layout: CompositionalLayout, sections: [Section], counts: [Int],
                           change: (inout DiffableDataSourceSnapshot) throws -> Void) throws -> Timeline {
        var snapshot = DiffableDataSourceSnapshot()
        var next = 0
        for (index, (section, count)) in zip(sections, counts).enumerated() {
            let label = Label(text: "Section \(index)", color: .black, fontSize: 17, alignment: .leading,
                              insets: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
            // A list's header as `UIListContentConfiguration.groupedHeader()` draws it: footnote
            // text, 16 points of margin above and 6 below.
            let listLabel = Label(text: "SECTION \(index)", color: .black, fontSize: 13, alignment: .leading,
                                  insets: EdgeInsets(top: 16, left: 16, bottom: 6, right: 16))
            try snapshot.appendSections([ZoetropeCore.Section(id: SectionID("\(section)"),
                                                              supplementaryContent: [ElementKind(ModernLayouts.headerKind): ElementContent(fill: .clear, label: label),
                                                                                     .sectionHeader: ElementContent(fill: .clear, label: listLabel)])])
            try snapshot.appendItems((next..<next + count).map { ItemID("\($0)") }, toSection: SectionID("\(section)"))
            next += count
        }
        // At the recording's display scale (a UIKit trait collection's 3), frames on its pixel grid.
        var view = try CollectionView(snapshot: snapshot.collectionSnapshot, layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                      displayScale: 3)
        var changed = snapshot
        try change(&changed)
        let step = try view.apply(changed, animatingDifferences: true, animation: UpdateAnimation())
        return Timeline(viewportSize: Size(width: 390, height: 844), background: .white, transitions: [(step, "apply")])
    }

    static func expectSameGeometry(_ uikit: Timeline, _ core: Timeline) {
        let difference = uikit.firstGeometryDifference(from: core)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(!uikit.segments[0].transition.tracks.isEmpty)
    }

    @Test func nestedGroupsAsTheCoresNestedGroups() throws {
        let uikit = try Self.recordUIKit(ModernLayouts.nestedGroups(), sections: [.main], counts: [9]) { snapshot in
            snapshot.deleteItems([1, 4])
            snapshot.insertItems([100], afterItem: 6)
            snapshot.moveItem(0, afterItem: 3)
        }
        let core = try Self.recordCore(CompositionalLayout { _, _ in
            var leading = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            leading.contentInsets = DirectionalEdgeInsets(all: 10)
            var trailing = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
            trailing.contentInsets = DirectionalEdgeInsets(all: 10)
            let trailingGroup = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
                                                     subitem: trailing, count: 2)
            return LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                                                    subitems: [leading, trailingGroup]))
        }, sections: [.main], counts: [9]) { snapshot in
            snapshot.deleteItems(["1", "4"])
            try snapshot.insertItems([ItemID("100")], afterItem: "6")
            try snapshot.moveItem("0", afterItem: "3")
        }
        Self.expectSameGeometry(uikit, core)
        // The 390-point container: the leading item 273 wide, inset 10 on each side; 0.4 of
        // 844 points less 20 is 317.6 points tall, 317⅔ on a @3x screen's pixel grid.
        let first = try #require(uikit.segments[0].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(first.to.frame.origin == Point(x: 10, y: 10))
        #expect(first.to.frame.width == 253)
        #expect(abs(first.to.frame.height - (317 + 2.0 / 3)) < 1e-9)
    }

    @Test func pinnedHeadersAndFootersAsTheCores() throws {
        let uikit = try Self.recordUIKit(ModernLayouts.headersAndFooters(), sections: Section.allCases, counts: [6, 4]) { snapshot in
            snapshot.deleteItems([2])
            snapshot.appendItems([50, 51], toSection: .second)
        }
        let core = try Self.recordCore(CompositionalLayout(section: {
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            var section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           subitems: [item]))
            section.interGroupSpacing = 5
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            var header = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "section-header-element-kind", alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            let footer = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "section-footer-element-kind", alignment: .bottom)
            section.boundarySupplementaryItems = [header, footer]
            return section
        }()), sections: Section.allCases, counts: [6, 4]) { snapshot in
            snapshot.deleteItems(["2"])
            try snapshot.appendItems([ItemID("50"), ItemID("51")], toSection: "second")
        }
        Self.expectSameGeometry(uikit, core)
        let headers = uikit.segments[0].transition.tracks.filter { $0.element.kind == ElementKind("section-header-element-kind") }
        #expect(headers.count == 2 && headers.allSatisfy { $0.to.zIndex == 2 })
    }

    @Test func badgesAsTheCores() throws {
        let uikit = try Self.recordUIKit(ModernLayouts.badges(), sections: [.main], counts: [10]) { snapshot in
            snapshot.deleteItems([0])
        }
        let core = try Self.recordCore(CompositionalLayout(section: {
            var badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                elementKind: "badge-element-kind",
                                                containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
            badge.zIndex = 1
            var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
            item.contentInsets = DirectionalEdgeInsets(all: 5)
            var section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                                                           subitems: [item]))
            section.contentInsets = DirectionalEdgeInsets(all: 20)
            return section
        }()), sections: [.main], counts: [10]) { snapshot in
            snapshot.deleteItems(["0"])
        }
        Self.expectSameGeometry(uikit, core)
        // Badges belong to their items: the one on item 1 moves with it to index 0.
        let badge = try #require(uikit.segments[0].transition.tracks.first { $0.element == .supplementary("badge-element-kind", ZoetropeCore.IndexPath(item: 0, section: 0)) && $0.role == .moving })
        #expect(badge.from.frame.minX > badge.to.frame.minX)
    }

    @Test func orthogonalSectionsAsTheCores() throws {
        let uikit = try Self.recordUIKit(ModernLayouts.orthogonalScrolling(), sections: Section.allCases, counts: [5, 5]) { snapshot in
            snapshot.moveItem(7, beforeItem: 5)
        }
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let core = try Self.recordCore(CompositionalLayout(sectionProvider: { _, _ in
            var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(all: 5)
            var section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(150)),
                                                           subitems: [item]))
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "section-header-element-kind", alignment: .top)]
            return section
        }, configuration: configuration), sections: Section.allCases, counts: [5, 5]) { snapshot in
            try snapshot.moveItem("7", beforeItem: "5")
        }
        Self.expectSameGeometry(uikit, core)
    }

    @Test func anInsetGroupedListAsTheCoresList() throws {
        let uikit = try Self.recordUIKit(ModernLayouts.insetGroupedList(), sections: Section.allCases, counts: [3, 4]) { snapshot in
            snapshot.deleteItems([1])
            snapshot.insertItems([70], beforeItem: 5)
        }
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let core = try Self.recordCore(CompositionalLayout.list(using: list), sections: Section.allCases, counts: [3, 4]) { snapshot in
            snapshot.deleteItems(["1"])
            try snapshot.insertItems([ItemID("70")], beforeItem: "5")
        }
        Self.expectSameGeometry(uikit, core)
        // The grouped list's grey shows behind it; the rows' separators are drawn as UIKit draws them.
        #expect(uikit.background == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        let separator = try #require(uikit.segments[0].transition.tracks.first { $0.element.kind == ListConfiguration.separatorKind })
        #expect(separator.content.fill == .color(Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)))
    }
}

/// An outline, as Apple's sample builds one: a section snapshot with parents and children,
/// expanded by applying it again.
@Suite struct UIKitOutlineTests {
    @Test func expandingAParentInsertsItsChildrenBeneathItIndented() throws {
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))) { collectionView in
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Compositional", "Lists"])
            outline.append(["Grid", "Badges"], to: "Compositional")
            dataSource.apply(outline, to: "main", animatingDifferences: false)
            collectionView.layoutIfNeeded()
            outline.expand(["Compositional"])
            dataSource.apply(outline, to: "main")
        }
        let step = timeline.segments[0].transition
        #expect(timeline.segments.count == 1)
        let appearing = step.tracks.filter { $0.role == .appearing }.sorted { $0.element < $1.element }
        #expect(appearing.map(\.identity) == [.item("Grid"), .item("Badges")])
        #expect(appearing.map(\.element.indexPath.item) == [1, 2])
        let lists = try #require(step.tracks.first { $0.identity == .item("Lists") })
        #expect(lists.role == .moving && lists.element.indexPath.item == 3)
        // Children one level in: their text starts 10 points further right.
        let parentInset = try #require(step.tracks.first { $0.identity == .item("Compositional") }?.content.label?.insets.left)
        #expect(appearing.allSatisfy { $0.content.label?.insets.left == parentInset + 10 })
    }
}

/// A view a diffable data source drives is changed through snapshots; an empty batch, which
/// only lays it out again, is allowed, and a mutation is UIKit's exception.
@Suite struct UIKitDiffableRulesTests {
    @Test func anEmptyBatchRelaysOutAndAMutationIsRefused() throws {
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        let layout = UICollectionViewFlowLayout()
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
                let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .systemTeal }
                dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2, 3])
                dataSource.apply(snapshot, animatingDifferences: false)
                collectionView.layoutIfNeeded()
                layout.itemSize = CGSize(width: 120, height: 120)
                collectionView.performBatchUpdates(nil)
                collectionView.deleteItems(at: [Foundation.IndexPath(item: 0, section: 0)])
            }
        }
        #expect(error.step == "step 2")
        #expect(error.reason.hasPrefix("UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs"))
    }
}

/// A compositional layout reads its collection view's safe area and layout margins, as UIKit's does.
@Suite struct UIKitSafeAreaTests {
    static func thirds(_ reference: UIContentInsetsReference = .automatic) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = reference
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Where the first cell rests in a landscape phone, 47 points of safe area at each side.
    static func firstCell(_ layout: UICollectionViewLayout, margins: NSDirectionalEdgeInsets? = nil) throws -> Rect? {
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 844, height: 390), collectionViewLayout: layout,
                                                safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)) { collectionView in
            if let margins { collectionView.directionalLayoutMargins = margins }
            dataSource = showIntegers(0..<3, in: collectionView)
        }
        withExtendedLifetime(dataSource) {}  // the collection view holds its data source weakly
        return timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) }?.attributes.frame
    }

    @Test func sectionsStayInsideTheRecordedSafeAreaByDefault() throws {
        #expect(UICollectionViewCompositionalLayoutConfiguration().contentInsetsReference == .safeArea)
        #expect(try Self.firstCell(Self.thirds()) == Rect(x: 47, y: 0, width: 250, height: 60))
        #expect(try Self.firstCell(Self.thirds(.none))?.minX == 0)
    }

    @Test func layoutMarginsAreTheSystemsUnlessTheAppSetsThem() throws {
        // 20 points at 844 points of width, from inside the safe area.
        // (A UIKit attributes object keeps its centre and size, as UIKit's does: its frame's
        // origin comes back within a rounding error.)
        let system = try Self.firstCell(Self.thirds(.layoutMargins))
        #expect(abs((system?.minX ?? 0) - 67) < 1e-9)
        let own = try Self.firstCell(Self.thirds(.layoutMargins), margins: NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(abs((own?.minX ?? 0) - 55) < 1e-9)
    }
}

/// `NSCollectionLayoutGroup.supplementaryItems`, set as UIKit lets an app set them, reach the core.
@Suite struct UIKitGroupSupplementaryItemTests {
    @Test func aGroupsSupplementaryItemIsLaidOutOnEachRow() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "rowBadge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))]
        #expect((group.copy() as? NSCollectionLayoutGroup)?.supplementaryItems.count == 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var frames: [CGRect?] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            dataSource = showIntegers(0..<5, in: collectionView)
            collectionView.layoutIfNeeded()
            frames = [0, 1, 3].map { layout.layoutAttributesForSupplementaryView(ofKind: "rowBadge", at: IndexPath(item: $0, section: 0))?.frame }
        }
        withExtendedLifetime(dataSource) {}  // the collection view holds its data source weakly
        #expect(frames == [CGRect(x: 370, y: 0, width: 20, height: 20), nil, CGRect(x: 370, y: 100, width: 20, height: 20)])
    }
}

/// Plain cells for `items` in one section, applied without animation: the data source (which
/// the caller keeps, as a view controller does).
private func showIntegers(_ items: Range<Int>, in collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Int, Int> {
    let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(items))
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}

/// A compositional section needs room across, as UIKit requires.
@Suite struct CompositionalRoomTests {
    /// UIKit raises when a section's insets leave it no room across; a recording fails the same
    /// way, with the numbers that add up, rather than draw the section 0 points wide.
    @Test func aSectionItsInsetsLeaveNoRoomFailsTheRecordingAsUIKitRaises() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
                let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .systemTeal }
                let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2])
                source.apply(snapshot, animatingDifferences: false)
                collectionView.layoutIfNeeded()
            }
        }
        #expect(error.kind == .exception(name: "NSInternalInconsistencyException"))
        #expect(error.reason.hasPrefix("section 0 has no room across: the 390-point width"))
        #expect(error.reason.contains("content insets' 200 leading + 200 trailing, leaves -10 points"))
    }
}
