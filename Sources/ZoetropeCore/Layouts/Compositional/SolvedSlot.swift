/// One cell's place in a solved group, relative to the group's origin.
struct SolvedSlot: Sendable {
    var frame: Rect
    /// The badges anchored to the cell.
    var supplementaryItems: [LayoutSupplementaryItem]
    var zIndex: Int
}
