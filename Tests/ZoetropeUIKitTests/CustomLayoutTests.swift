import Testing
import ZoetropeCore
import ZoetropeUIKit

/// The column layout of WWDC 2018, Apple's circle layout and the dashboard of `Fixtures/dashboard.json`, written as
/// UIKit code, record what their value-type equivalents in the core animate.
@Suite struct UIKitCustomLayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    static func items(_ count: Int) -> [Item] { (0..<count).map { Item(id: ItemID("i\($0)")) } }

    // MARK: WWDC 2018's columns

    @Test func columnLayoutGainsAColumnWhenTheViewTurnsAsTheCoresDoes() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let uikit = try ZoetropeUIKit.record(collectionViewLayout: ColumnFlowLayout()) { collectionView in
            source.register(in: collectionView)
            UIView.animate(withDuration: 0.4) {
                collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            }
        }
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: Self.items(6))]),
                                      layout: ZoetropeCore.ColumnFlowLayout(margins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)),
                                      bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let rotation = view.setBounds(Rect(x: 0, y: 0, width: 844, height: 390),
                                      animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.4)))
        let core = Timeline(viewportSize: Size(width: 390, height: 844), background: .white, transitions: [(rotation, "rotate")])
        let difference = uikit.firstGeometryDifference(from: core)
        #expect(difference == nil, "\(difference ?? "")")
        // One column of 374 points in portrait, two of 409 in landscape.
        let moves = uikit.segments[0].transition.tracks
        let first = try #require(moves.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) })
        #expect(first.from.frame == Rect(x: 8, y: 90, width: 374, height: 70))
        #expect(first.to.frame == Rect(x: 427, y: 10, width: 409, height: 70))
    }

    // MARK: Apple's circle layout

    /// The circle layout as a core value, for comparison.
    struct CoreCircleLayout: CollectionLayout {
        var center = Point(x: 0, y: 0), radius = 0.0, count = 0
        var inserted: Set<ZoetropeCore.IndexPath> = [], deleted: Set<ZoetropeCore.IndexPath> = []

        mutating func prepare(for collectionView: LayoutContext) {
            let size = collectionView.bounds.size
            count = collectionView.numberOfItems(inSection: 0)
            center = Point(x: size.width / 2, y: size.height / 2)
            radius = Swift.min(size.width, size.height) / 2.5
        }

        var collectionViewContentSize: Size { Size(width: center.x * 2, height: center.y * 2) }

        func layoutAttributesForItem(at indexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
            let angle = 2 * Double(indexPath.item) * .pi / Double(count)
            return LayoutAttributes(element: .cell(indexPath), frame: Rect(center: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                                                                              size: Size(width: 70, height: 70)))
        }

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { layoutAttributesForItem(at: ZoetropeCore.IndexPath(item: $0, section: 0)) }
        }

        mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
            inserted = Set(updateItems.filter { $0.action == .insert }.compactMap { $0.indexPathAfterUpdate?.indexPath })
            deleted = Set(updateItems.filter { $0.action == .delete }.compactMap { $0.indexPathBeforeUpdate?.indexPath })
        }

        mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
            guard inserted.contains(itemIndexPath), var attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            attributes.alpha = 0
            attributes.center = center
            return attributes
        }

        mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
            guard deleted.contains(itemIndexPath), var attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            attributes.alpha = 0
            attributes.center = center
            attributes.transform = Transform(scaleX: 0.1, y: 0.1)
            return attributes
        }
    }

    @Test func circleLayoutGrowsInsertsOutOfTheCentreAndShrinksDeletesIntoIt() throws {
        let source = ColorDataSource(sections: [Palette.colors(8)])
        let uikit = try ZoetropeUIKit.record(collectionViewLayout: CircleLayout()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(.black, at: 2)
            collectionView.insertItems(at: [UIKitIndexPath(item: 2, section: 0)])
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 5)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 5, section: 0)])
        }
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: Self.items(8))]),
                                      layout: CoreCircleLayout(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let steps = [
            (try view.performBatchUpdates(BatchUpdate(insertedItems: [ItemInsertion(indexPath: ZoetropeCore.IndexPath(item: 2, section: 0), item: Item(id: "x"))])), "insert"),
            (try view.performBatchUpdates(BatchUpdate(deletedItems: [ZoetropeCore.IndexPath(item: 5, section: 0)])), "delete"),
        ]
        let core = Timeline(viewportSize: Size(width: 390, height: 844), background: .white, transitions: steps)
        let difference = uikit.firstGeometryDifference(from: core)
        #expect(difference == nil, "\(difference ?? "")")

        let insert = uikit.segments[0].transition.tracks
        let grown = try #require(insert.first { $0.role == .appearing })
        #expect(grown.from.center == Point(x: 195, y: 422) && grown.from.alpha == 0)
        // The others slide round the circle to make room (all but the first, whose angle stays
        // 0), without a ghost.
        #expect(insert.filter { $0.role == .moving }.count == 7)
        #expect(insert.filter { $0.role == .disappearing }.isEmpty)
        let shrunk = try #require(uikit.segments[1].transition.tracks.first { $0.role == .disappearing })
        #expect(shrunk.to.center == Point(x: 195, y: 422) && shrunk.to.transform == Transform(scaleX: 0.1, y: 0.1) && shrunk.to.alpha == 0)
    }

    // MARK: The dashboard (Fixtures/dashboard.json)

    @Test func dashboardZoomsTheTappedTileAsTheCoresDoes() throws {
        let source = ColorDataSource(sections: [Palette.colors(7)])
        let uikit = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 768, height: 1024),
                                             collectionViewLayout: DashboardLayout()) { collectionView in
            source.register(in: collectionView)
            UIView.animate(withDuration: 0.6, delay: 0, options: [.beginFromCurrentState, .curveEaseOut], animations: {
                collectionView.setCollectionViewLayout(DashboardLayout(focusedIndexPath: UIKitIndexPath(item: 3, section: 0)), animated: true)
            })
            collectionView.pause(for: 0.5)
            collectionView.setCollectionViewLayout(DashboardLayout(), animated: true)
        }
        let bounds = Rect(x: 0, y: 0, width: 768, height: 1024)
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: Self.items(7))]),
                                      layout: ZoetropeCore.DashboardLayout(), bounds: bounds)
        let zoom = view.setCollectionViewLayout(ZoetropeCore.DashboardLayout(focusedItem: "i3"),
                                                animation: UpdateAnimation(timing: Timing(curve: .easeOut, duration: 0.6)))
        let hold = view.stillTransition(duration: 0.5)
        let back = view.setCollectionViewLayout(ZoetropeCore.DashboardLayout(), animation: UpdateAnimation())
        let core = Timeline(viewportSize: bounds.size, background: .white, transitions: [(zoom, "zoom"), (hold, "hold"), (back, "back")])
        let difference = uikit.firstGeometryDifference(from: core)
        #expect(difference == nil, "\(difference ?? "")")
        let focused = try #require(uikit.segments[0].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 3, section: 0)) })
        #expect(focused.to.zIndex == 1 && focused.to.center == Point(x: 384, y: 512) && abs(focused.to.transform.a - 6.4) < 1e-12)
    }
}
