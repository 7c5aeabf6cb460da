/// The diffable data source's snapshot: UIKit's `NSDiffableDataSourceSnapshot`, with its
/// vocabulary, over Zoetrope's sections of identified items.
///
/// UIKit's identifiers carry no content (a cell provider turns them into cells); here an item
/// carries its content, so `appendItems` takes `Item`s, and plain identifiers where content
/// does not matter. `CollectionView.apply(_:animatingDifferences:animation:)` animates the
/// difference from what the collection view shows: items by identity, with only the items
/// marked by `reloadItems` replaced (a cross-fade) and those marked by `reconfigureItems`, or
/// whose content simply changed, updated in place.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot()
/// try snapshot.appendSections(["main"])
/// try snapshot.appendItems(["a", "b", "c"].map { Item(id: ItemID($0)) })
/// try snapshot.moveItem("c", beforeItem: "a")
/// ```
///
/// Mistakes throw `DiffableSnapshotError`, worded as UIKit's exceptions are.
public struct DiffableDataSourceSnapshot: Hashable, Sendable {
    public private(set) var sections: [Section] = []
    public private(set) var reloadedItemIdentifiers: [ItemID] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemID] = []
    public private(set) var reloadedSectionIdentifiers: [SectionID] = []
    /// Where each item is: its section and index.
    private var locations: [ItemID: (section: Int, item: Int)] {
        var result: [ItemID: (section: Int, item: Int)] = [:]
        for (s, section) in sections.enumerated() {
            for (i, item) in section.items.enumerated() { result[item.id] = (s, i) }
        }
        return result
    }

    public init() {}

    /// A snapshot of what `snapshot` holds.
    public init(_ snapshot: CollectionSnapshot) {
        sections = snapshot.sections
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(sections) }

    /// The data as a collection view holds it.
    package var collectionSnapshot: CollectionSnapshot { CollectionSnapshot(sections: sections) }

    // MARK: - Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionID] { sections.map(\.id) }
    public var itemIdentifiers: [ItemID] { sections.flatMap { $0.items.map(\.id) } }

    public func numberOfItems(inSection identifier: SectionID) throws(DiffableSnapshotError) -> Int {
        try sections[sectionIndex(identifier, for: "count the items of")].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionID) throws(DiffableSnapshotError) -> [ItemID] {
        try sections[sectionIndex(identifier, for: "read the items of")].items.map(\.id)
    }

    public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
        sections.first { $0.items.contains { $0.id == identifier } }?.id
    }

    public func indexOfItem(_ identifier: ItemID) -> Int? {
        var offset = 0
        for section in sections {
            if let index = section.items.firstIndex(where: { $0.id == identifier }) { return offset + index }
            offset += section.items.count
        }
        return nil
    }

    public func indexOfSection(_ identifier: SectionID) -> Int? { sections.firstIndex { $0.id == identifier } }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionID]) throws(DiffableSnapshotError) {
        try appendSections(identifiers.map { Section(id: $0) })
    }

    /// Sections with their content (header, footer, items).
    public mutating func appendSections(_ newSections: [Section]) throws(DiffableSnapshotError) {
        try checkNewSections(newSections)
        sections += newSections
    }

    public mutating func insertSections(_ identifiers: [SectionID], beforeSection identifier: SectionID) throws(DiffableSnapshotError) {
        let index = try sectionIndex(identifier, for: "insert sections before")
        let new = identifiers.map { Section(id: $0) }
        try checkNewSections(new)
        sections.insert(contentsOf: new, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionID], afterSection identifier: SectionID) throws(DiffableSnapshotError) {
        let index = try sectionIndex(identifier, for: "insert sections after")
        let new = identifiers.map { Section(id: $0) }
        try checkNewSections(new)
        sections.insert(contentsOf: new, at: index + 1)
    }

    /// Removes the sections and their items; identifiers not in the snapshot are ignored, as in UIKit.
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.id) }
    }

    public mutating func moveSection(_ identifier: SectionID, beforeSection target: SectionID) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: target, after: false)
    }

    public mutating func moveSection(_ identifier: SectionID, afterSection target: SectionID) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: target, after: true)
    }

    private mutating func moveSection(_ identifier: SectionID, relativeTo target: SectionID, after: Bool) throws(DiffableSnapshotError) {
        let from = try sectionIndex(identifier, for: "move")
        guard identifier != target else { throw DiffableSnapshotError("Attempted to move a section identifier relative to itself: \(identifier)") }
        _ = try sectionIndex(target, for: "move a section relative to")
        let section = sections.remove(at: from)
        let to = sections.firstIndex { $0.id == target }! + (after ? 1 : 0)
        sections.insert(section, at: to)
    }

    public mutating func reloadSections(_ identifiers: [SectionID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try sectionIndex(identifier, for: "reload") }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: - Items

    /// Appends items with no content of their own.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(DiffableSnapshotError) {
        try appendItems(identifiers.map { Item(id: $0) }, toSection: section)
    }

    /// Appends `items` to `section`, or to the last section.
    public mutating func appendItems(_ items: [Item], toSection section: SectionID? = nil) throws(DiffableSnapshotError) {
        guard !sections.isEmpty else {
            throw DiffableSnapshotError("There are currently no sections in the data source. Please add a section first.")
        }
        let index = try section.map { id throws(DiffableSnapshotError) in try sectionIndex(id, for: "append items to") } ?? sections.count - 1
        try checkNewItems(items)
        sections[index].items += items
    }

    public mutating func insertItems(_ items: [Item], beforeItem identifier: ItemID) throws(DiffableSnapshotError) {
        let place = try location(of: identifier, for: "insert items before")
        try checkNewItems(items)
        sections[place.section].items.insert(contentsOf: items, at: place.item)
    }

    public mutating func insertItems(_ items: [Item], afterItem identifier: ItemID) throws(DiffableSnapshotError) {
        let place = try location(of: identifier, for: "insert items after")
        try checkNewItems(items)
        sections[place.section].items.insert(contentsOf: items, at: place.item + 1)
    }

    public mutating func insertItems(_ identifiers: [ItemID], beforeItem identifier: ItemID) throws(DiffableSnapshotError) {
        try insertItems(identifiers.map { Item(id: $0) }, beforeItem: identifier)
    }

    public mutating func insertItems(_ identifiers: [ItemID], afterItem identifier: ItemID) throws(DiffableSnapshotError) {
        try insertItems(identifiers.map { Item(id: $0) }, afterItem: identifier)
    }

    /// Removes the items; identifiers not in the snapshot are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0.id) } }
    }

    public mutating func deleteAllItems() {
        sections = []
    }

    public mutating func moveItem(_ identifier: ItemID, beforeItem target: ItemID) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: target, after: false)
    }

    public mutating func moveItem(_ identifier: ItemID, afterItem target: ItemID) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: target, after: true)
    }

    private mutating func moveItem(_ identifier: ItemID, relativeTo target: ItemID, after: Bool) throws(DiffableSnapshotError) {
        let from = try location(of: identifier, for: "move")
        guard identifier != target else { throw DiffableSnapshotError("Attempted to move an item identifier relative to itself: \(identifier)") }
        _ = try location(of: target, for: "move an item relative to")
        let item = sections[from.section].items.remove(at: from.item)
        let to = locations[target]!
        sections[to.section].items.insert(item, at: to.item + (after ? 1 : 0))
    }

    /// Marks items to be replaced by new cells when applied (a cross-fade).
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try location(of: identifier, for: "reload") }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items whose cells keep their place and show new content when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try location(of: identifier, for: "reconfigure") }
        reconfiguredItemIdentifiers += identifiers
    }

    /// Replaces the content of an item that is in the snapshot (then mark it with
    /// `reloadItems` or `reconfigureItems`, or leave it to update in place).
    package mutating func updateItem(_ item: Item) throws(DiffableSnapshotError) {
        let place = try location(of: item.id, for: "update")
        sections[place.section].items[place.item] = item
    }

    /// Replaces the items of `section` with those of `sectionSnapshot` that are visible: its
    /// roots and the children of expanded items, in order (UIKit's `apply(_:to:)` of a section
    /// snapshot).
    public mutating func apply(_ sectionSnapshot: DiffableDataSourceSectionSnapshot, to section: SectionID) throws(DiffableSnapshotError) {
        let visible = sectionSnapshot.visibleItems
        if let index = sections.firstIndex(where: { $0.id == section }) {
            deleteItems(visible.map(\.id))
            sections[index].items = visible
        } else {
            deleteItems(visible.map(\.id))
            try appendSections([section])
            sections[sections.count - 1].items = visible
        }
    }

    // MARK: - Checks

    private func sectionIndex(_ identifier: SectionID, for action: String) throws(DiffableSnapshotError) -> Int {
        guard let index = sections.firstIndex(where: { $0.id == identifier }) else {
            throw DiffableSnapshotError("Attempted to \(action) a section identifier that does not exist in the snapshot: \(identifier)")
        }
        return index
    }

    private func location(of identifier: ItemID, for action: String) throws(DiffableSnapshotError) -> (section: Int, item: Int) {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.id == identifier }) { return (s, i) }
        }
        throw DiffableSnapshotError("Attempted to \(action) item identifier that does not exist in the snapshot: \(identifier)")
    }

    private func checkNewSections(_ new: [Section]) throws(DiffableSnapshotError) {
        var seen = Set(sections.map(\.id))
        var duplicates: [SectionID] = []
        for section in new where !seen.insert(section.id).inserted { duplicates.append(section.id) }
        if !duplicates.isEmpty {
            throw DiffableSnapshotError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: " + Self.set(duplicates.map(\.rawValue)))
        }
        try checkNewItems(new.flatMap(\.items))
    }

    private func checkNewItems(_ items: [Item]) throws(DiffableSnapshotError) {
        var seen = Set(itemIdentifiers)
        var duplicates: [ItemID] = []
        for item in items where !seen.insert(item.id).inserted { duplicates.append(item.id) }
        if !duplicates.isEmpty {
            throw DiffableSnapshotError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: " + Self.set(duplicates.map(\.rawValue)))
        }
    }

    /// Identifiers as Foundation prints an NSSet: `{(\n    a,\n    b\n)}`.
    static func set(_ names: [String]) -> String {
        "{(\n" + names.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
}
