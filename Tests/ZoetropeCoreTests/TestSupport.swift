import ZoetropeCore

/// A section of plain items with the given ids.
func section(_ id: SectionID, _ items: [String]) -> Section {
    Section(id: id, items: items.map { Item(id: ItemID($0)) })
}

func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Item ids per section, for comparing snapshots at a glance.
func ids(_ snapshot: CollectionSnapshot) -> [[String]] {
    snapshot.sections.map { $0.items.map(\.id.rawValue) }
}
