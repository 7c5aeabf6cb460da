/// One section's items as a tree, for outline lists: UIKit's
/// `NSDiffableDataSourceSectionSnapshot`.
///
/// Children are shown only below an expanded parent; `visibleItems` is what the section shows,
/// each child's label indented by `indentationWidth` per level (UIKit's list cells indent
/// themselves by their level). Applied to a snapshot with
/// `DiffableDataSourceSnapshot.apply(_:to:)`, expanding a row inserts its children beneath it,
/// so they slide in as inserted items do.
public struct DiffableDataSourceSectionSnapshot: Hashable, Sendable {
    private struct Node: Hashable, Sendable {
        var item: Item
        var parent: ItemID?
        var children: [ItemID] = []
        var isExpanded = false
    }

    private var roots: [ItemID] = []
    private var nodes: [ItemID: Node] = [:]
    /// Points a label moves right per level of depth.
    public var indentationWidth: Double = 20

    public init() {}

    /// Items under `parent` (or as roots), after its existing children.
    public mutating func append(_ items: [Item], to parent: ItemID? = nil) throws(DiffableSnapshotError) {
        try checkNew(items)
        if let parent {
            guard nodes[parent] != nil else {
                throw DiffableSnapshotError("Attempted to append items to a parent item identifier that does not exist in the snapshot: \(parent)")
            }
            nodes[parent]!.children += items.map(\.id)
        } else {
            roots += items.map(\.id)
        }
        for item in items { nodes[item.id] = Node(item: item, parent: parent) }
    }

    public mutating func append(_ identifiers: [ItemID], to parent: ItemID? = nil) throws(DiffableSnapshotError) {
        try append(identifiers.map { Item(id: $0) }, to: parent)
    }

    /// Removes the items and everything under them.
    public mutating func delete(_ identifiers: [ItemID]) {
        for identifier in identifiers {
            guard let node = nodes[identifier] else { continue }
            delete(node.children)
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == identifier } } else { roots.removeAll { $0 == identifier } }
            nodes[identifier] = nil
        }
    }

    public mutating func expand(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers {
            guard nodes[identifier] != nil else {
                throw DiffableSnapshotError("Attempted to expand item identifier that does not exist in the snapshot: \(identifier)")
            }
            nodes[identifier]!.isExpanded = true
        }
    }

    public mutating func collapse(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers {
            guard nodes[identifier] != nil else {
                throw DiffableSnapshotError("Attempted to collapse item identifier that does not exist in the snapshot: \(identifier)")
            }
            nodes[identifier]!.isExpanded = false
        }
    }

    public func contains(_ identifier: ItemID) -> Bool { nodes[identifier] != nil }
    public func isExpanded(_ identifier: ItemID) -> Bool { nodes[identifier]?.isExpanded ?? false }
    public func parent(of identifier: ItemID) -> ItemID? { nodes[identifier]?.parent }
    public var rootItems: [ItemID] { roots }

    /// How deep the item is: 0 for a root.
    public func level(of identifier: ItemID) -> Int {
        var level = 0
        var current = nodes[identifier]?.parent
        while let parent = current { level += 1; current = nodes[parent]?.parent }
        return level
    }

    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ identifier: ItemID) -> Bool {
        var current = nodes[identifier]?.parent
        while let parent = current {
            guard nodes[parent]?.isExpanded == true else { return false }
            current = nodes[parent]?.parent
        }
        return nodes[identifier] != nil
    }

    /// Every item, depth first.
    public var items: [ItemID] {
        var result: [ItemID] = []
        func walk(_ ids: [ItemID]) { for id in ids { result.append(id); walk(nodes[id]?.children ?? []) } }
        walk(roots)
        return result
    }

    /// What the section shows: roots, and the children of expanded items beneath them, each
    /// label indented by its level.
    public var visibleItems: [Item] {
        var result: [Item] = []
        func walk(_ ids: [ItemID], level: Int) {
            for id in ids {
                guard let node = nodes[id] else { continue }
                var item = node.item
                if level > 0, var label = item.content.label {
                    label.insets.left += Double(level) * indentationWidth
                    item.content.label = label
                }
                result.append(item)
                if node.isExpanded { walk(node.children, level: level + 1) }
            }
        }
        walk(roots, level: 0)
        return result
    }

    /// - Complexity: O(k) for k new items.
    private func checkNew(_ items: [Item]) throws(DiffableSnapshotError) {
        var seen = Set<ItemID>()
        var duplicates: [ItemID] = []
        for item in items where nodes[item.id] != nil || !seen.insert(item.id).inserted { duplicates.append(item.id) }
        if !duplicates.isEmpty {
            throw DiffableSnapshotError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
                                        + DiffableDataSourceSnapshot.set(duplicates.map(\.rawValue)))
        }
    }
}
