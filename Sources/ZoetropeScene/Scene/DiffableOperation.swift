import ZoetropeCore

/// One operation of a diffable data source snapshot, as a fixture's `apply` step writes it:
/// `NSDiffableDataSourceSnapshot`'s methods, and a section snapshot's `expand` and `collapse`.
public enum DiffableOperation: Hashable, Sendable {
    case appendSections([Section])
    case appendItems([Item], toSection: SectionID?)
    case insertItems([Item], before: ItemID)
    case insertItemsAfter([Item], after: ItemID)
    case deleteItems([ItemID])
    case deleteSections([SectionID])
    case moveItem(ItemID, before: ItemID)
    case moveItemAfter(ItemID, after: ItemID)
    case moveSection(SectionID, before: SectionID)
    case moveSectionAfter(SectionID, after: SectionID)
    /// Items replaced by new cells; with content, the item's new content.
    case reloadItems([Item])
    /// Items that keep their cells and show new content.
    case reconfigureItems([Item])
    case reloadSections([SectionID])
    case expand([ItemID])
    case collapse([ItemID])

    /// What the operation does, in words.
    public var label: String {
        func names(_ ids: [String]) -> String { ids.joined(separator: ", ") }
        switch self {
        case .appendSections(let sections): return "append sections \(names(sections.map(\.id.rawValue)))"
        case .appendItems(let items, _): return "append \(names(items.map(\.id.rawValue)))"
        case .insertItems(let items, let target): return "insert \(names(items.map(\.id.rawValue))) before \(target)"
        case .insertItemsAfter(let items, let target): return "insert \(names(items.map(\.id.rawValue))) after \(target)"
        case .deleteItems(let ids): return "delete \(names(ids.map(\.rawValue)))"
        case .deleteSections(let ids): return "delete sections \(names(ids.map(\.rawValue)))"
        case .moveItem(let id, let target): return "move \(id) before \(target)"
        case .moveItemAfter(let id, let target): return "move \(id) after \(target)"
        case .moveSection(let id, let target): return "move section \(id) before \(target)"
        case .moveSectionAfter(let id, let target): return "move section \(id) after \(target)"
        case .reloadItems(let items): return "reload \(names(items.map(\.id.rawValue)))"
        case .reconfigureItems(let items): return "reconfigure \(names(items.map(\.id.rawValue)))"
        case .reloadSections(let ids): return "reload sections \(names(ids.map(\.rawValue)))"
        case .expand(let ids): return "expand \(names(ids.map(\.rawValue)))"
        case .collapse(let ids): return "collapse \(names(ids.map(\.rawValue)))"
        }
    }

    /// Applies the operation; `expand` and `collapse` act on the outline that holds the item
    /// and show its visible items in its section.
    func apply(to snapshot: inout DiffableDataSourceSnapshot,
               outlines: inout [SectionID: DiffableDataSourceSectionSnapshot]) throws(DiffableSnapshotError) {
        switch self {
        case .appendSections(let sections): try snapshot.appendSections(sections)
        case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
        case .insertItems(let items, let target): try snapshot.insertItems(items, beforeItem: target)
        case .insertItemsAfter(let items, let target): try snapshot.insertItems(items, afterItem: target)
        case .deleteItems(let ids):
            snapshot.deleteItems(ids)
            for key in outlines.keys { outlines[key]?.delete(ids) }
        case .deleteSections(let ids):
            snapshot.deleteSections(ids)
            for id in ids { outlines[id] = nil }
        case .moveItem(let id, let target): try snapshot.moveItem(id, beforeItem: target)
        case .moveItemAfter(let id, let target): try snapshot.moveItem(id, afterItem: target)
        case .moveSection(let id, let target): try snapshot.moveSection(id, beforeSection: target)
        case .moveSectionAfter(let id, let target): try snapshot.moveSection(id, afterSection: target)
        case .reloadItems(let items):
            for item in items where item.content != ElementContent() || item.size != nil { try snapshot.updateItem(item) }
            try snapshot.reloadItems(items.map(\.id))
        case .reconfigureItems(let items):
            for item in items where item.content != ElementContent() || item.size != nil { try snapshot.updateItem(item) }
            try snapshot.reconfigureItems(items.map(\.id))
        case .reloadSections(let ids): try snapshot.reloadSections(ids)
        case .expand(let ids), .collapse(let ids):
            let expanding: Bool
            if case .expand = self { expanding = true } else { expanding = false }
            for id in ids {
                guard let section = outlines.first(where: { $0.value.contains(id) })?.key else {
                    throw DiffableSnapshotError("Attempted to \(expanding ? "expand" : "collapse") item identifier that does not exist in the snapshot: \(id)")
                }
                if expanding { try outlines[section]!.expand([id]) } else { try outlines[section]!.collapse([id]) }
                try snapshot.apply(outlines[section]!, to: section)
            }
        }
    }
}
