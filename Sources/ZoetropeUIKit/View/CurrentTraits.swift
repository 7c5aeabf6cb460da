/// `UITraitCollection.current`, one stack a thread, as UIKit keeps it: `performAsCurrent(_:)`
/// puts a collection on top while its block runs; reading or drawing a view puts the view
/// there, and its traits are made only when something asks for them (most views resolve no
/// dynamic colour while they are read, and most `draw(_:)` calls draw nothing).
///
/// Kept per thread rather than in a task-local value: a block runs on the thread that calls it,
/// and pushing a task-local value cost more than reading a cell's plain content.
final class CurrentTraits {
    private enum Entry {
        case traits(UITraitCollection)
        /// A view whose traits are current, not asked for yet. Not retained: the caller holds
        /// the view while its block runs.
        case traitsOf(Unmanaged<UIView>)
    }

    private var entries: [Entry] = []

    private static let slot = ThreadSlot { CurrentTraits() }

    /// This thread's stack.
    static var onThisThread: CurrentTraits { slot.value }

    /// The traits on top, made from a view's the first time they are asked for; nil when no
    /// block set any (the screen's are current).
    var top: UITraitCollection? {
        guard let last = entries.last else { return nil }
        switch last {
        case .traits(let traits):
            return traits
        case .traitsOf(let view):
            let traits = view.takeUnretainedValue().traitCollection
            entries[entries.count - 1] = .traits(traits)
            return traits
        }
    }

    /// Runs `body` with `traits` current.
    func with<Result>(_ traits: UITraitCollection, _ body: () throws -> Result) rethrows -> Result {
        entries.append(.traits(traits))
        defer { entries.removeLast() }
        return try body()
    }

    /// Runs `body` with `view`'s traits current, made if asked for.
    func with<Result>(traitsOf view: UIView, _ body: () throws -> Result) rethrows -> Result {
        entries.append(.traitsOf(Unmanaged.passUnretained(view)))
        defer { entries.removeLast() }
        return try body()
    }
}
