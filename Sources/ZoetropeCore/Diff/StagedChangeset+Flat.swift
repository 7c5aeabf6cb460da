
/// DifferenceKit's linear changeset: the difference between two plain arrays, for a
/// collection view of one section (or a table view), as DifferenceKit's
/// `StagedChangeset(source:target:)` over an array gives it.
///
/// ```swift
/// let changeset = StagedChangeset(source: oldMessages, target: newMessages)
/// for stage in changeset.stages {
///     // stage.elements is the array after the stage; index paths are in section 0
/// }
/// ```
///
/// The stages are the flat layout: element updates (at their source indexes); deletes;
/// inserts and moves — each one valid UIKit batch update of section 0, each stage present only
/// when it changes something.
extension StagedChangeset where Model == FlatSectionModel {
    public init(source: [Element], target: [Element]) {
        self.init(source: [DiffSection(model: FlatSectionModel(), elements: source)],
                  target: [DiffSection(model: FlatSectionModel(), elements: target)])
    }
}

extension Changeset where Model == FlatSectionModel {
    /// The array after this stage.
    public var elements: [Element] { data.first?.elements ?? [] }
}
