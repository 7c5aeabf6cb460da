/// A group laid out: its cells in item order, the views anchored to it and to its nested
/// groups, and the room it takes.
struct SolvedGroup: Sendable {
    var slots: [SolvedSlot]
    var size: Size
    var supplementaries: [SolvedGroupSupplementary] = []

    /// The group's own supplementary items, on its frame at the origin, when it holds a cell.
    mutating func anchor(_ items: [LayoutSupplementaryItem]) {
        guard !slots.isEmpty, !items.isEmpty else { return }
        let own = items.map { item in
            SolvedGroupSupplementary(kind: item.elementKind, zIndex: item.zIndex, frame: item.frame(on: Rect(origin: .zero, size: size)), slot: 0)
        }
        supplementaries.insert(contentsOf: own, at: 0)
    }
}
