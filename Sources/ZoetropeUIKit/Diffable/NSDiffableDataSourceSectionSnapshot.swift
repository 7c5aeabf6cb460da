import ZoetropeCore

/// One section's items as a tree, for outlines: UIKit's `NSDiffableDataSourceSectionSnapshot`.
/// Children show below an expanded parent; applied with
/// `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)`, expanding a row
/// inserts its children beneath it, and a list cell is indented by its level.
///
/// A mistake (a duplicate identifier, a parent that is not there) is kept, with UIKit's
/// reason, and reported when the snapshot is applied.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    var core = DiffableDataSourceSectionSnapshot()
    let table: IdentifierTable
    private(set) var exception: String?

    public init() {
        table = IdentifierTable()
    }

    private func id(_ identifier: ItemIdentifierType) -> ItemID { table.itemID(AnyHashable(identifier)) }

    private func identifiers(_ ids: [ItemID]) -> [ItemIdentifierType] {
        ids.compactMap { table.value(named: $0.rawValue)?.base as? ItemIdentifierType }
    }

    private mutating func run(_ change: (inout DiffableDataSourceSectionSnapshot) throws(DiffableSnapshotError) -> Void) {
        guard exception == nil else { return }
        do { try change(&core) } catch { exception = error.message }
    }

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let ids = items.map(id), parentID = parent.map(id)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.append(ids, to: parentID) }
    }

    public mutating func delete(_ items: [ItemIdentifierType]) {
        let ids = items.map(id)
        run { (snapshot) throws(DiffableSnapshotError) in snapshot.delete(ids) }
    }

    public mutating func deleteAll() {
        let all = core.rootItems
        run { (snapshot) throws(DiffableSnapshotError) in snapshot.delete(all) }
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        let ids = items.map(id)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.expand(ids) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        let ids = items.map(id)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.collapse(ids) }
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { core.contains(id(item)) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { core.isExpanded(id(item)) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { core.isVisible(id(item)) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { core.parent(of: id(child)).flatMap { identifiers([$0]).first } }
    public func level(of item: ItemIdentifierType) -> Int { core.level(of: id(item)) }
    public func index(of item: ItemIdentifierType) -> Int? { core.items.firstIndex(of: id(item)) }
    public var items: [ItemIdentifierType] { identifiers(core.items) }
    public var rootItems: [ItemIdentifierType] { identifiers(core.rootItems) }
    public var visibleItems: [ItemIdentifierType] { identifiers(core.visibleItems.map(\.id)) }

    /// The visible items with their levels.
    var visibleLevels: [(id: ItemID, level: Int)] {
        core.visibleItems.map { ($0.id, core.level(of: $0.id)) }
    }
}
