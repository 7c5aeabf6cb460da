/// One batch of changes, in UIKit's coordinates: what `performBatchUpdates` receives.
///
/// Deletes and reloads name index paths *before* the update; inserts name index paths
/// *after* it; a move goes from a path before to a path after. The order in which operations
/// are listed does not matter, as in UIKit.
///
/// The data after the update comes one of two ways. Either the batch carries it (inserts and
/// reloads hold their new items and sections), and the snapshot after follows from the one
/// before; or the caller gives the data after the update, as UIKit's data source would, and
/// the batch is checked against it exactly as UIKit checks it ("Invalid update: invalid
/// number of items in section 0…").
///
/// Operations on items inside a section that the same batch deletes or inserts are covered by
/// the section operation and ignored, as UIKit discards them; inserting items into a newly
/// inserted section therefore cannot produce duplicated cells here.
public struct BatchUpdate: Hashable, Sendable {
    public var deletedSections: [Int]
    public var insertedSections: [SectionInsertion]
    public var movedSections: [SectionMove]
    public var reloadedSections: [SectionReload]
    public var deletedItems: [IndexPath]
    public var insertedItems: [ItemInsertion]
    public var movedItems: [ItemMove]
    public var reloadedItems: [ItemReload]

    public init(deletedSections: [Int] = [], insertedSections: [SectionInsertion] = [],
                movedSections: [SectionMove] = [], reloadedSections: [SectionReload] = [],
                deletedItems: [IndexPath] = [], insertedItems: [ItemInsertion] = [],
                movedItems: [ItemMove] = [], reloadedItems: [ItemReload] = []) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }

    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// Where the item counts after the update come from.
    package enum CountsAfter {
        /// The data source's counts, as UIKit asks for them: the batch must account for them
        /// exactly (docs/uikit-behaviour.md#counts).
        case given([Int])
        /// Counts that follow from the batch; only inserted (and reloaded) sections need their
        /// item count, given by the operation that creates them.
        case derived(itemCountOfCreatedSection: (BatchOperation) -> Int)
    }

    /// Validates the batch against the counts before the update, in UIKit's order, and works
    /// out where every section and item goes.
    ///
    /// Order (docs/uikit-behaviour.md#the-order-of-a-batch): reloads are decomposed into a
    /// delete at their path and an insert at the path shifted by the other deletes and inserts;
    /// deletes are validated in descending order, inserts in ascending order, then moves, then
    /// the counts. Item operations inside a deleted or inserted section are covered by it and
    /// ignored. `UpdateValidator` runs the phases.
    ///
    /// - Throws: `UpdateError` for the first rule broken, naming the operation at fault.
    /// - Complexity: O(n + m log m) for n items and m operations.
    package func validated(itemCountsBefore before: [Int], after countsAfter: CountsAfter) throws(UpdateError) -> UpdatePlan {
        var validator = UpdateValidator(update: self, before: before, countsAfter: countsAfter)
        return try validator.run()
    }
}

/// Which operation of a `BatchUpdate` something refers to: its list and its position there,
/// so that an error can point at the line of the fixture that caused it.
public enum BatchOperation: Hashable, Sendable, CustomStringConvertible {
    case deleteSection(Int)
    case insertSection(Int)
    case moveSection(Int)
    case reloadSection(Int)
    case deleteItem(Int)
    case insertItem(Int)
    case moveItem(Int)
    case reloadItem(Int)

    public var description: String {
        switch self {
        case .deleteSection(let i): return "deleted section #\(i)"
        case .insertSection(let i): return "inserted section #\(i)"
        case .moveSection(let i): return "moved section #\(i)"
        case .reloadSection(let i): return "reloaded section #\(i)"
        case .deleteItem(let i): return "deleted item #\(i)"
        case .insertItem(let i): return "inserted item #\(i)"
        case .moveItem(let i): return "moved item #\(i)"
        case .reloadItem(let i): return "reloaded item #\(i)"
        }
    }
}
