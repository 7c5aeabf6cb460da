import Synchronization

/// What the layout engine has done, for benchmarks to divide by: UIKitBenchmark reports the
/// solver's cost per constraint from it.
package enum AutoLayoutStatistics {
    private static let added = Atomic<Int>(0)

    /// Every constraint given to the solver since the process started: the app's, stack
    /// views', content sizes' and autoresizing masks', in every pass.
    package static var constraintsAdded: Int { added.load(ordering: .relaxed) }

    static func countConstraint() {
        added.add(1, ordering: .relaxed)
    }
}
