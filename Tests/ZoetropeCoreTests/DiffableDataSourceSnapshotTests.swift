import Testing
import ZoetropeCore

/// `DiffableDataSourceSnapshot` speaks `NSDiffableDataSourceSnapshot`'s vocabulary, with UIKit's
/// exception wording, and `CollectionView.apply` animates it by identity.
@Suite struct DiffableDataSourceSnapshotTests {
    func items(_ ids: String...) -> [Item] { ids.map { Item(id: ItemID($0)) } }

    @Test func sectionsAndItemsAreAppendedInsertedMovedAndDeletedByIdentifier() throws {
        var snapshot = DiffableDataSourceSnapshot()
        try snapshot.appendSections(["main", "more"])
        try snapshot.appendItems(items("a", "b", "c"), toSection: "main")
        try snapshot.appendItems(items("x"))
        try snapshot.insertItems(items("z"), beforeItem: "a")
        try snapshot.insertItems(items("y"), afterItem: "x")
        try snapshot.moveItem("c", beforeItem: "z")
        try snapshot.moveItem("a", afterItem: "y")
        #expect(snapshot.itemIdentifiers == ["c", "z", "b", "x", "y", "a"].map { ItemID($0) })
        #expect(try snapshot.itemIdentifiers(inSection: "more") == ["x", "y", "a"].map { ItemID($0) })
        #expect(snapshot.sectionIdentifier(containingItem: "a") == "more")
        #expect(snapshot.indexOfItem("x") == 3)
        snapshot.deleteItems(["b", "nothing"])
        try snapshot.moveSection("more", beforeSection: "main")
        #expect(snapshot.sectionIdentifiers == ["more", "main"])
        #expect(snapshot.numberOfItems == 5)
        snapshot.deleteSections(["more"])
        #expect(snapshot.itemIdentifiers == ["c", "z"].map { ItemID($0) })
    }

    @Test func mistakesThrowUIKitsWords() throws {
        var empty = DiffableDataSourceSnapshot()
        #expect(throws: DiffableSnapshotError("There are currently no sections in the data source. Please add a section first.")) {
            try empty.appendItems(items("a"))
        }
        var snapshot = DiffableDataSourceSnapshot()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(items("a", "b"))
        #expect(throws: DiffableSnapshotError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}")) {
            try snapshot.appendItems(items("c", "b"))
        }
        #expect(throws: DiffableSnapshotError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    main\n)}")) {
            try snapshot.appendSections(["main"])
        }
        #expect(throws: DiffableSnapshotError("Attempted to reload item identifier that does not exist in the snapshot: q")) {
            try snapshot.reloadItems(["q"])
        }
        #expect(throws: DiffableSnapshotError("Attempted to insert items before item identifier that does not exist in the snapshot: q")) {
            try snapshot.insertItems(items("c"), beforeItem: "q")
        }
        #expect(snapshot.itemIdentifiers == ["a", "b"].map { ItemID($0) }, "a failed call changes nothing")
    }

    func view(_ snapshot: DiffableDataSourceSnapshot) throws -> CollectionView {
        try CollectionView(snapshot: snapshot.collectionSnapshot, layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
                           bounds: Rect(x: 0, y: 0, width: 320, height: 600))
    }

    @Test func applyingAnimatesByIdentityAndReloadsOnlyWhatIsMarked() throws {
        var before = DiffableDataSourceSnapshot()
        try before.appendSections(["main"])
        try before.appendItems([Item(id: "a", content: ElementContent(fill: Color.black)), Item(id: "b"), Item(id: "c")])
        var view = try view(before)

        var after = before
        try after.updateItem(Item(id: "a", content: ElementContent(fill: Color.white)))
        try after.reconfigureItems(["a"])
        try after.reloadItems(["c"])
        try after.moveItem("b", beforeItem: "a")
        let transition = try view.apply(after)
        let a = try #require(transition.tracks.first { $0.identity == .item("a") && $0.role != .disappearing })
        #expect(a.role == .moving && a.content.fill == .color(.white), "reconfigured: the cell stays, its content is new")
        let c = transition.tracks.filter { $0.identity == .item("c") }
        #expect(Set(c.map(\.role)) == [.appearing, .disappearing] && c.allSatisfy { $0.reason == .reloaded }, "reloaded: replaced")
        #expect(transition.tracks.first { $0.identity == .item("b") }?.reason == .shifted)
    }

    @Test func applyingWithoutAnimationTakesNoTime() throws {
        var before = DiffableDataSourceSnapshot()
        try before.appendSections(["main"])
        try before.appendItems(items("a"))
        var view = try view(before)
        var after = before
        try after.appendItems(items("b"))
        #expect(try view.apply(after, animatingDifferences: false).duration == 0)
    }

    @Test func expandingAnOutlineRowInsertsItsChildrenBeneathItIndented() throws {
        var outline = DiffableDataSourceSectionSnapshot()
        let label = Label(text: "x")
        try outline.append([Item(id: "fruit", content: ElementContent(label: label)), Item(id: "veg", content: ElementContent(label: label))])
        try outline.append([Item(id: "apple", content: ElementContent(label: label)), Item(id: "pear")], to: "fruit")
        try outline.append([Item(id: "gala", content: ElementContent(label: label))], to: "apple")
        #expect(outline.visibleItems.map(\.id) == ["fruit", "veg"])
        try outline.expand(["fruit", "apple"])
        #expect(outline.visibleItems.map(\.id) == ["fruit", "apple", "gala", "pear", "veg"])
        #expect(outline.level(of: "gala") == 2)
        #expect(outline.visibleItems[2].content.label?.insets.left == label.insets.left + 40)

        var collapsed = DiffableDataSourceSectionSnapshot()
        try collapsed.append([Item(id: "fruit"), Item(id: "veg")])
        try collapsed.append([Item(id: "apple"), Item(id: "pear")], to: "fruit")
        var snapshot = DiffableDataSourceSnapshot()
        try snapshot.apply(collapsed, to: "main")
        var view = try view(snapshot)
        try collapsed.expand(["fruit"])
        try snapshot.apply(collapsed, to: "main")
        let transition = try view.apply(snapshot)
        let inserted = transition.tracks.filter { $0.role == .appearing }.map(\.identity)
        #expect(inserted == [.item("apple"), .item("pear")])
        #expect(transition.tracks.first { $0.identity == .item("veg") }?.to.indexPath == IndexPath(item: 3, section: 0))
    }
}
