/// A batch's operations as index paths and section indexes only: everything UIKit looks at
/// when it validates a batch, and all the validation needs.
public struct UpdateOperations: Sendable {
    public var deletedSections: [Int]
    public var insertedSections: [Int]
    public var movedSections: [(from: Int, to: Int)]
    public var reloadedSections: [Int]
    public var deletedItems: [IndexPath]
    public var insertedItems: [IndexPath]
    public var movedItems: [(from: IndexPath, to: IndexPath)]
    public var reloadedItems: [IndexPath]

    public init(deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [(from: Int, to: Int)] = [],
                reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
                movedItems: [(from: IndexPath, to: IndexPath)] = [], reloadedItems: [IndexPath] = []) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }

    /// Where the item counts after the update come from.
    public enum CountsAfter {
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
    public func validated(itemCountsBefore before: [Int], after countsAfter: CountsAfter) throws(UpdateError) -> UpdatePlan {
        var validator = UpdateValidator(operations: self, before: before, countsAfter: countsAfter)
        return try validator.run()
    }
}
