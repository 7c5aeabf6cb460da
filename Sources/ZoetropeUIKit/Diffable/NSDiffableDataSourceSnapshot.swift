import ZoetropeCore

/// The data a diffable data source shows: UIKit's `NSDiffableDataSourceSnapshot`, sections
/// and items named by the app's own hashable identifiers, with UIKit's vocabulary.
///
/// UIKit raises an exception for a mistake (a duplicate identifier, an item added when there
/// is no section); the snapshot keeps the first such mistake, with UIKit's reason, and
/// `apply` reports it, which ends the recording with that reason as its error.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    var core = DiffableDataSourceSnapshot()
    let table: IdentifierTable
    /// The first mistake made, with UIKit's reason.
    private(set) var exception: String?

    public init() {
        table = IdentifierTable()
    }

    init(core: DiffableDataSourceSnapshot, table: IdentifierTable) {
        self.core = core
        self.table = table
    }

    private func item(_ identifier: ItemIdentifierType) -> ItemID { table.itemID(AnyHashable(identifier)) }
    private func section(_ identifier: SectionIdentifierType) -> SectionID { table.sectionID(AnyHashable(identifier)) }

    private func items(_ ids: [ItemID]) -> [ItemIdentifierType] {
        ids.compactMap { table.value(named: $0.rawValue)?.base as? ItemIdentifierType }
    }

    private func sections(_ ids: [SectionID]) -> [SectionIdentifierType] {
        ids.compactMap { table.value(named: $0.rawValue)?.base as? SectionIdentifierType }
    }

    private mutating func run(_ change: (inout DiffableDataSourceSnapshot) throws(DiffableSnapshotError) -> Void) {
        guard exception == nil else { return }
        do {
            try change(&core)
        } catch {
            exception = error.message
        }
    }

    // MARK: Reading

    public var numberOfItems: Int { core.numberOfItems }
    public var numberOfSections: Int { core.numberOfSections }
    public var sectionIdentifiers: [SectionIdentifierType] { sections(core.sectionIdentifiers) }
    public var itemIdentifiers: [ItemIdentifierType] { items(core.itemIdentifiers) }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { items(core.reloadedItemIdentifiers) }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { items(core.reconfiguredItemIdentifiers) }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sections(core.reloadedSectionIdentifiers) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        (try? core.numberOfItems(inSection: section(identifier))) ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items((try? core.itemIdentifiers(inSection: section(identifier))) ?? [])
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        core.sectionIdentifier(containingItem: item(identifier)).flatMap { sections([$0]).first }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { core.indexOfItem(item(identifier)) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { core.indexOfSection(section(identifier)) }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let ids = identifiers.map(section)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.appendSections(ids) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let ids = identifiers.map(section), target = section(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.insertSections(ids, beforeSection: target) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let ids = identifiers.map(section), target = section(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.insertSections(ids, afterSection: target) }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let ids = identifiers.map(section)
        run { (snapshot) throws(DiffableSnapshotError) in snapshot.deleteSections(ids) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let id = section(identifier), target = section(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.moveSection(id, beforeSection: target) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let id = section(identifier), target = section(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.moveSection(id, afterSection: target) }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let ids = identifiers.map(section)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.reloadSections(ids) }
    }

    // MARK: Items

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let ids = identifiers.map(item), target = sectionIdentifier.map(section)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.appendItems(ids, toSection: target) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let ids = identifiers.map(item), target = item(beforeIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.insertItems(ids, beforeItem: target) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let ids = identifiers.map(item), target = item(afterIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.insertItems(ids, afterItem: target) }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let ids = identifiers.map(item)
        run { (snapshot) throws(DiffableSnapshotError) in snapshot.deleteItems(ids) }
    }

    public mutating func deleteAllItems() {
        run { (snapshot) throws(DiffableSnapshotError) in snapshot.deleteAllItems() }
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        let id = item(identifier), target = item(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.moveItem(id, beforeItem: target) }
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        let id = item(identifier), target = item(toIdentifier)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.moveItem(id, afterItem: target) }
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let ids = identifiers.map(item)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.reloadItems(ids) }
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let ids = identifiers.map(item)
        run { (snapshot) throws(DiffableSnapshotError) in try snapshot.reconfigureItems(ids) }
    }
}
