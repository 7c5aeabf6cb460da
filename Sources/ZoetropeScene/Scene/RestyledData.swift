import ZoetropeCore

/// The data of each restyled scene that a scene switches to, followed through the steps as the
/// scene runs: what an appearance change shows.
///
/// Only the data is followed (no layout), and each restyled scene only as far as it is asked
/// for, so a scene that switches back and forth costs each appearance one pass over the steps.
struct RestyledData {
    private struct State {
        var data: CollectionSnapshot
        var outlines: [SectionID: DiffableDataSourceSectionSnapshot]
        var next = 0
    }

    private var states: [Appearance: State] = [:]

    /// The data of `change.restyled` before step `index`, checked against `current`, the data
    /// the scene shows then: the same sections and items, in the same places.
    mutating func data(for change: AppearanceChange, before index: Int, current: CollectionSnapshot) throws(SceneError) -> CollectionSnapshot {
        let scene = change.restyled
        guard scene.steps.count > index else {
            throw .invalidAppearanceChange(step: index, "the scene restyled in \(change.appearance) has \(scene.steps.count) steps; it needs the same steps as this scene")
        }
        var state = states[change.appearance] ?? State(data: scene.snapshot, outlines: scene.outlines)
        while state.next < index {
            state.data = try Self.data(after: scene.steps[state.next], index: state.next, from: state.data, outlines: &state.outlines)
            state.next += 1
        }
        states[change.appearance] = state
        guard state.data.sections.map(\.id) == current.sections.map(\.id),
              state.data.sections.map({ $0.items.map(\.id) }) == current.sections.map({ $0.items.map(\.id) }) else {
            throw .invalidAppearanceChange(step: index, "the scene restyled in \(change.appearance) does not hold the same sections and items as this scene before the change")
        }
        return state.data
    }

    /// The data after `step`: only a batch, a snapshot and snapshot operations change it.
    private static func data(after step: SceneStep, index: Int, from data: CollectionSnapshot,
                             outlines: inout [SectionID: DiffableDataSourceSectionSnapshot]) throws(SceneError) -> CollectionSnapshot {
        switch step.action {
        case .batch(let update, let dataAfter):
            do {
                return try update.applied(to: data, dataAfter: dataAfter).snapshot
            } catch {
                throw .invalidStep(index: index, error)
            }
        case .snapshot(let snapshot):
            return snapshot
        case .diffable(let operations, _):
            var snapshot = DiffableDataSourceSnapshot(data)
            for (position, operation) in operations.enumerated() {
                do {
                    try operation.apply(to: &snapshot, outlines: &outlines)
                } catch {
                    throw .invalidDiffableOperation(step: index, operation: position, error)
                }
            }
            return snapshot.collectionSnapshot
        case .layout, .bounds, .orthogonalScroll, .appearance, .pause:
            return data
        }
    }
}
