/// The difference between two lists of sections, as stages that are each one valid UIKit
/// batch update.
///
/// Identities are paired first to first: the k-th source occurrence of an identity with its
/// k-th target occurrence; surplus occurrences are deleted or inserted. Stages come in this
/// order, each applied to the data the previous one left:
///
/// 1. element updates (content changed), at their source index paths;
/// 2. deletes of elements and sections;
/// 3. section inserts and section moves;
/// 4. element inserts and element moves;
/// 5. section updates (model changed), at their target indexes.
///
/// Updates come first because UIKit cannot reload and move one element in one batch. An
/// element whose section is deleted, or that lands in an inserted section, is deleted and
/// inserted rather than moved, since UIKit cannot move an item out of a deleted section or into
/// an inserted one. Moves are minimal: sections and elements keep their place when they are on
/// a longest increasing subsequence of the survivors (see `longestIncreasingSubsequenceMask`),
/// so an element moves only if its order relative to the others that stay really changes, or
/// if it changes section.
///
/// Identical inputs are recognised in one linear pass, without hashing, and give no stages.
///
/// The method is Heckel's (1978) pairing by unique identity, extended to sections and to
/// duplicates as DifferenceKit extends it, with LIS-minimal moves in place of DifferenceKit's
/// "everything that shifted" moves.
///
/// - Complexity: O(n log n) for n elements and sections; O(n) hashing.
public struct StagedChangeset<Model: Differentiable, Element: Differentiable> {
    public var stages: [Changeset<Model, Element>]

    public init(stages: [Changeset<Model, Element>]) {
        self.stages = stages
    }

    public var isEmpty: Bool { stages.isEmpty }

    /// Every change of every stage.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }

    @inlinable
    public init(source: [DiffSection<Model, Element>], target: [DiffSection<Model, Element>]) {
        if Self.areIdentical(source, target) {
            stages = []
            return
        }
        stages = DiffEngine(source: source, target: target).stages()
    }

    @inlinable
    static func areIdentical(_ source: [DiffSection<Model, Element>], _ target: [DiffSection<Model, Element>]) -> Bool {
        guard source.count == target.count else { return false }
        for (a, b) in zip(source, target) {
            guard a.elements.count == b.elements.count,
                a.model.differenceIdentifier == b.model.differenceIdentifier, b.model.isContentEqual(to: a.model)
            else { return false }
            for (x, y) in zip(a.elements, b.elements) {
                guard x.differenceIdentifier == y.differenceIdentifier, y.isContentEqual(to: x) else { return false }
            }
        }
        return true
    }
}

extension StagedChangeset: Sendable where Model: Sendable, Element: Sendable {}
