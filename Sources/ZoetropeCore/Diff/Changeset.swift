/// One stage of a staged changeset: a set of changes that UIKit can apply as one batch
/// update, and the data after it.
///
/// Index conventions are UIKit's: deletes, updates and move sources are indexes before the
/// stage; inserts and move targets are indexes after it.
public struct Changeset<Model: Differentiable, Element: Differentiable> {
    /// The data after this stage: what the data source holds when the batch is performed.
    public var data: [DiffSection<Model, Element>]
    public var sectionDeleted: [Int] = []
    public var sectionInserted: [Int] = []
    /// Sections whose model changed (for example their header), by index.
    public var sectionUpdated: [Int] = []
    public var sectionMoved: [(source: Int, target: Int)] = []
    public var elementDeleted: [IndexPath] = []
    public var elementInserted: [IndexPath] = []
    /// Elements whose content changed, by index path.
    public var elementUpdated: [IndexPath] = []
    public var elementMoved: [(source: IndexPath, target: IndexPath)] = []

    public init(data: [DiffSection<Model, Element>]) {
        self.data = data
    }

    /// The stage as one of UIKit's batch updates, updates as reloads, without the data: what
    /// `BatchUpdate.validated(itemCountsBefore:after:)` checks, as UIKit checks the batch.
    public var batchUpdate: BatchUpdate {
        BatchUpdate(
            deletedSections: sectionDeleted, insertedSections: sectionInserted.map { SectionInsertion(index: $0) },
            movedSections: sectionMoved.map { SectionMove(from: $0.source, to: $0.target) },
            reloadedSections: sectionUpdated.map { SectionReload(index: $0) },
            deletedItems: elementDeleted, insertedItems: elementInserted.map { ItemInsertion(indexPath: $0) },
            movedItems: elementMoved.map { ItemMove(from: $0.source, to: $0.target) },
            reloadedItems: elementUpdated.map { ItemReload(indexPath: $0) })
    }

    /// How many changes the stage holds.
    public var changeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
            + elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    public var hasChanges: Bool { changeCount > 0 }
}

extension Changeset: Sendable where Model: Sendable, Element: Sendable {}
