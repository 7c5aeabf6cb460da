/// A view anchored to a group (or a nested group), relative to the outer group's origin.
struct SolvedGroupSupplementary: Sendable {
    var kind: ElementKind
    var zIndex: Int
    var frame: Rect
    /// The slot of the group's first cell, whose index path the view takes.
    var slot: Int
}
