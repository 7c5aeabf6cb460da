import Testing
import ZoetropeCore

/// The safe area and layout margins as inputs of a compositional layout: what each
/// `ContentInsetsReference` measures from on a phone in landscape (844 × 390 points, the
/// sensor housing and the rounded corners covering 47 points on the left and on the right).
@Suite struct SafeAreaTests {
    let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
    let housing = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    func thirds(_ reference: ContentInsetsReference? = nil, configuration: ContentInsetsReference? = nil) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        if let reference { section.contentInsetsReference = reference }
        var settings = CompositionalLayoutConfiguration()
        if let configuration { settings.contentInsetsReference = configuration }
        return CompositionalLayout(section: section, configuration: settings)
    }

    func prepared(_ layout: CompositionalLayout, safeArea: EdgeInsets, margins: DirectionalEdgeInsets? = nil,
                  bounds: Rect? = nil, counts: [Int] = [3]) -> CompositionalLayout {
        var layout = layout
        var context = LayoutContext(bounds: bounds ?? landscape, itemCounts: counts)
        context.safeAreaInsets = safeArea
        context.layoutMargins = margins
        layout.prepare(for: context)
        return layout
    }

    func frame(_ layout: CompositionalLayout, _ item: Int, section: Int = 0) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func sectionsStayInsideTheSafeAreaByDefaultAsUIKitsConfigurationDefaultIsSafeArea() {
        #expect(CompositionalLayoutConfiguration().contentInsetsReference == .safeArea)
        let layout = prepared(thirds(), safeArea: housing)
        // 844 − 2 × 47 = 750 points wide: thirds of 250.
        #expect(frame(layout, 0) == Rect(x: 47, y: 0, width: 250, height: 100))
        #expect(frame(layout, 2) == Rect(x: 547, y: 0, width: 250, height: 100))
        // The configuration's automatic is the safe area too.
        #expect(frame(prepared(thirds(configuration: .automatic), safeArea: housing), 0)?.minX == 47)
    }

    @Test func noneMeasuresFromTheCollectionViewsEdgesUnderTheHousing() {
        let layout = prepared(thirds(ContentInsetsReference.none), safeArea: housing)
        #expect(frame(layout, 0) == Rect(x: 0, y: 0, width: 844.0 / 3, height: 100))
        // A section's automatic follows the configuration's none.
        #expect(frame(prepared(thirds(configuration: ContentInsetsReference.none), safeArea: housing), 0)?.minX == 0)
    }

    @Test func layoutMarginsLieInsideTheSafeArea() {
        // The system's margin at 844 points of width is 20, counted from inside the safe area.
        let system = prepared(thirds(.layoutMargins), safeArea: housing)
        #expect(frame(system, 0) == Rect(x: 67, y: 0, width: 710.0 / 3, height: 100))
        // The collection view's own margins replace the system's.
        let own = prepared(thirds(.layoutMargins), safeArea: housing,
                           margins: DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 30))
        #expect(frame(own, 0)?.minX == 55)
        #expect(abs((frame(own, 2)?.maxX ?? 0) - (844 - 77)) < 1e-9)
        // Without a safe area, the margins alone (16 points below 414 points of width).
        let portrait = prepared(thirds(.layoutMargins), safeArea: .zero, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame(portrait, 0)?.minX == 16)
    }

    @Test func readableContentIsCentredAndNeverOutsideTheMargins() {
        // (844 − 672) / 2 = 86 points a side, more than the 67 of the margins.
        let wide = prepared(thirds(.readableContent), safeArea: housing)
        #expect(frame(wide, 0) == Rect(x: 86, y: 0, width: 224, height: 100))
        // A safe area wider than that pushes the content in further.
        let deep = prepared(thirds(.readableContent), safeArea: EdgeInsets(top: 0, left: 90, bottom: 0, right: 90))
        #expect(frame(deep, 0)?.minX == 110)
    }

    @Test func aSectionProviderSeesTheSafeAreaAsTheContainersInsets() {
        let seen = Box()
        var layout = CompositionalLayout { _, environment in
            seen.environment = environment
            return thirds().sectionProvider(0, environment)
        }
        var context = LayoutContext(bounds: landscape, itemCounts: [1])
        context.safeAreaInsets = housing
        layout.prepare(for: context)
        let environment = try! #require(seen.environment)
        #expect(environment.container.contentSize == Size(width: 844, height: 390))
        #expect(environment.container.effectiveContentSize.width == 750)
        #expect(environment.layoutMargins.leading == 67)
    }

    @Test func aHorizontalLayoutKeepsClearOfTheSafeAreaAboveAndBelow() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
                                         subitems: [item])
        var settings = CompositionalLayoutConfiguration()
        settings.scrollDirection = .horizontal
        let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
        let layout = prepared(CompositionalLayout(section: LayoutSection(group: group), configuration: settings),
                              safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), bounds: portrait, counts: [2])
        // 844 − 59 − 34 = 751 points tall: two halves of 375.5.
        #expect(frame(layout, 0) == Rect(x: 0, y: 59, width: 120, height: 375.5))
        #expect(abs((frame(layout, 1)?.maxY ?? 0) - (844 - 34)) < 1e-9)
    }

    @Test func anInsetGroupedListInsetsItsRowsByTheMarginsFromInsideTheSafeArea() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        let layout = prepared(CompositionalLayout.list(using: configuration), safeArea: housing, counts: [2])
        let row = try! #require(frame(layout, 0))
        #expect(row.minX == 67)
        #expect(row.width == 844 - 134)
        // The separator starts at the row's own margin, under its text.
        let separator = layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorKind, at: IndexPath(item: 0, section: 0))
        #expect(separator?.frame.minX == 87)
    }

    @Test func aPlainListsRowsStartInsideTheSafeAreaAndItsSeparatorsAtTheMargin() {
        let layout = prepared(CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), safeArea: housing, counts: [2])
        #expect(frame(layout, 0)?.minX == 47)
        #expect(abs((frame(layout, 0)?.maxX ?? 0) - (844 - 47)) < 1e-9)
        let separator = layout.layoutAttributesForDecorationView(ofKind: ListConfiguration.separatorKind, at: IndexPath(item: 0, section: 0))
        #expect(separator?.frame.minX == 67)
    }

    @Test func aRotationThatMovesTheSafeAreaLaysTheSectionsOutInsideTheNewOne() throws {
        let snapshot = CollectionSnapshot(sections: [Section(id: "s", items: (0..<3).map { Item(id: ItemID("i\($0)")) })])
        var view = try CollectionView(snapshot: snapshot, layout: thirds(), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        let rotation = view.setBounds(landscape, safeAreaInsets: housing, animation: UpdateAnimation(timing: Timing(duration: 0.3)))
        #expect(view.safeAreaInsets == housing)
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 47, y: 0, width: 250, height: 100))
        let track = try #require(rotation.tracks.first { $0.element == .cell(IndexPath(item: 0, section: 0)) })
        #expect(track.to.frame.minX == 47)
        // A change of safe area alone lays the content out again too.
        _ = view.setBounds(landscape, safeAreaInsets: .zero)
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test func aSectionWithoutRoomAcrossIsFoundBeforeItIsLaidOut() {
        var context = LayoutContext(bounds: landscape, itemCounts: [3, 3])
        context.safeAreaInsets = housing
        // 47 + 16 margins a side leave 844 − 126 = 718 points: room.
        #expect(thirds(.layoutMargins).sectionsWithoutRoom(in: context).isEmpty)
        context.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 400, bottom: 0, trailing: 350)
        let found = thirds(.layoutMargins).sectionsWithoutRoom(in: context)
        #expect(found.map(\.section) == [0, 1])
        #expect(found.first?.remaining == 0.0)  // 844 − (400 + 47) − (350 + 47)
        #expect(found.first?.referenceLeavesNothing == true)
        // Measured from the screen's edges, the same margins do not matter.
        #expect(thirds(ContentInsetsReference.none).sectionsWithoutRoom(in: context).isEmpty)
    }

    @Test func aSidewaysLayoutNeedsRoomDownTheScreen() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 200, leading: 0, bottom: 190, trailing: 0)
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let found = layout.sectionsWithoutRoom(in: LayoutContext(bounds: landscape, itemCounts: [2]))
        #expect(found.count == 1)
        #expect(found.first?.acrossIsHeight == true)
        #expect(found.first?.description.contains("the 390-point height") == true)
        #expect(found.first?.description.contains("200 top + 190 bottom, leaves 0 points") == true)
    }
}

/// Somewhere a `@Sendable` section provider can leave what it saw.
private final class Box: @unchecked Sendable {
    var environment: LayoutEnvironment?
}
