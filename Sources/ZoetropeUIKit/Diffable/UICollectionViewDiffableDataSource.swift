import ZoetropeCore

/// A data source that is given snapshots: UIKit's `UICollectionViewDiffableDataSource`.
/// `apply(_:animatingDifferences:)` animates the difference by identity, as UIKit does: only
/// items marked with `reloadItems` get new cells; those marked with `reconfigureItems` show
/// what the cell provider gives now, in place; the others keep their cells.
///
/// The first snapshot applied before the collection view loads is what it first shows.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource, DiffableSourceDriving {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: Foundation.IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: Foundation.IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private weak var collectionView: UICollectionView?
    private let table = IdentifierTable()
    /// What the collection view shows.
    private var current = DiffableDataSourceSnapshot()
    /// Each outline item's depth, from the section snapshots applied.
    private var levels: [ItemID: Int] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
        collectionView.diffableSource = self
    }

    // MARK: Snapshots

    /// What the collection view shows now, to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var plain = DiffableDataSourceSnapshot()
        for section in current.sections {
            try? plain.appendSections([section.id])
            try? plain.appendItems(section.items.map(\.id), toSection: section.id)
        }
        return NSDiffableDataSourceSnapshot(core: plain, table: table)
    }

    /// Shows `snapshot`, animating the difference unless `animatingDifferences` is false.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        guard let collectionView else { return }
        if let exception = snapshot.exception {
            collectionView.report(.internalInconsistency(exception))
            return
        }
        let target = translated(snapshot)
        if !collectionView.isLoaded {
            current = target
            completion?()
            return
        }
        collectionView.applyDiffable { shown in
            let withContent = contents(of: target, shown: shown, in: collectionView)
            current = withContent
            return withContent
        } animated: { animatingDifferences }
        if let completion { Recording.whenTurnEnds(collectionView.recording) { completion() } }
    }

    /// Shows `snapshot` as the section `section` (added at the end when it is not there),
    /// the children of expanded items beneath them, animated unless `animatingDifferences` is false.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else { return }
        if let exception = snapshot.exception {
            collectionView.report(.internalInconsistency(exception))
            return
        }
        var target = self.snapshot()
        let sectionID = table.sectionID(AnyHashable(section))
        let visible = snapshot.visibleLevels.map { entry -> (ItemID, Int) in
            (snapshot.table.value(named: entry.id.rawValue).map(table.itemID) ?? entry.id, entry.level)
        }
        for (id, level) in visible { levels[id] = level }
        var sectionSnapshot = DiffableDataSourceSectionSnapshot()
        try? sectionSnapshot.append(visible.map(\.0))
        do {
            try target.core.apply(sectionSnapshot, to: sectionID)
        } catch {
            collectionView.report(.internalInconsistency(error.message))
            return
        }
        apply(target, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// A section's items as a section snapshot, flat (the outline's structure is the app's).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let identifiers = self.snapshot().itemIdentifiers(inSection: section)
        result.append(identifiers)
        return result
    }

    /// Shows `snapshot` at once, every cell made again: UIKit's `applySnapshotUsingReloadData`.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        guard let collectionView else { return }
        if let exception = snapshot.exception {
            collectionView.report(.internalInconsistency(exception))
            return
        }
        current = translated(snapshot)
        collectionView.reloadData()
        if let completion { Recording.whenTurnEnds(collectionView.recording) { completion() } }
    }

    /// The snapshot's identifiers in this data source's names, marks included.
    private func translated(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> DiffableDataSourceSnapshot {
        func item(_ id: ItemID) -> ItemID { snapshot.table.value(named: id.rawValue).map(table.itemID) ?? id }
        func section(_ id: SectionID) -> SectionID { snapshot.table.value(named: id.rawValue).map(table.sectionID) ?? id }
        var result = DiffableDataSourceSnapshot()
        for s in snapshot.core.sections {
            let id = section(s.id)
            try? result.appendSections([id])
            try? result.appendItems(s.items.map { item($0.id) }, toSection: id)
        }
        try? result.reloadItems(snapshot.core.reloadedItemIdentifiers.map(item))
        try? result.reconfigureItems(snapshot.core.reconfiguredItemIdentifiers.map(item))
        try? result.reloadSections(snapshot.core.reloadedSectionIdentifiers.map(section))
        return result
    }

    /// `target` with every item's content: kept from `shown` for items the collection view
    /// already shows (unless marked), asked of the cell provider for the rest.
    private func contents(of target: DiffableDataSourceSnapshot, shown: CollectionSnapshot, in collectionView: UICollectionView)
        -> DiffableDataSourceSnapshot {
        var shownItems: [ItemID: Item] = [:]
        var shownSections: [SectionID: ZoetropeCore.Section] = [:]
        for section in shown.sections {
            shownSections[section.id] = section
            for item in section.items { shownItems[item.id] = item }
        }
        let refreshed = Set(target.reloadedItemIdentifiers + target.reconfiguredItemIdentifiers)
        let reloadedSections = Set(target.reloadedSectionIdentifiers)
        var result = DiffableDataSourceSnapshot()
        for (s, section) in target.sections.enumerated() {
            var items: [Item] = []
            for (i, item) in section.items.enumerated() {
                if let kept = shownItems[item.id], !refreshed.contains(item.id), !reloadedSections.contains(section.id) {
                    items.append(kept)
                } else {
                    items.append(Item(id: item.id, content: content(of: item.id, at: Foundation.IndexPath(item: i, section: s), in: collectionView)))
                }
            }
            var made = ZoetropeCore.Section(id: section.id, items: items)
            if let old = shownSections[section.id], !reloadedSections.contains(section.id) {
                made.supplementaryContent = old.supplementaryContent
                made.decorationContent = old.decorationContent
            } else {
                let contents = collectionView.sectionContent(s)
                made.supplementaryContent = contents.supplementary
                made.decorationContent = contents.decoration
            }
            try? result.appendSections([made])
        }
        try? result.reloadItems(target.reloadedItemIdentifiers)
        try? result.reconfigureItems(target.reconfiguredItemIdentifiers)
        try? result.reloadSections(target.reloadedSectionIdentifiers)
        return result
    }

    private func content(of id: ItemID, at indexPath: Foundation.IndexPath, in collectionView: UICollectionView) -> ElementContent {
        guard let identifier = table.value(named: id.rawValue)?.base as? ItemIdentifierType,
              let cell = collectionView.making(at: .item(indexPath), {
                  cellProvider(collectionView, indexPath, identifier)
              }) else { return .placeholder }
        // An outline's list cells are indented by their depth, as UIKit sets them.
        if let list = cell as? UICollectionViewListCell, let level = levels[id] { list.indentationLevel = level }
        return collectionView.takeContent(of: cell, at: ZoetropeCore.IndexPath(item: indexPath.item, section: indexPath.section))
    }

    // MARK: Lookups

    open func itemIdentifier(for indexPath: Foundation.IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section), current.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return table.value(named: current.sections[indexPath.section].items[indexPath.item].id.rawValue)?.base as? ItemIdentifierType
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> Foundation.IndexPath? {
        let id = table.itemID(AnyHashable(itemIdentifier))
        for (s, section) in current.sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.id == id }) { return Foundation.IndexPath(item: i, section: s) }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard current.sections.indices.contains(index) else { return nil }
        return table.value(named: current.sections[index].id.rawValue)?.base as? SectionIdentifierType
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(table.sectionID(AnyHashable(sectionIdentifier)))
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        guard let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, identifier) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: DiffableSourceDriving

    var itemCounts: [Int] { current.sections.map(\.items.count) }

    func cell(for collectionView: UICollectionView, at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) }
    }

    func supplementaryView(for collectionView: UICollectionView, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    func collectionSnapshot(for collectionView: UICollectionView) -> CollectionSnapshot {
        contents(of: current, shown: CollectionSnapshot(), in: collectionView).collectionSnapshot
    }
}
