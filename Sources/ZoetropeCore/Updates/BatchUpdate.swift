/// One batch of changes, in UIKit's coordinates: what `performBatchUpdates` receives.
///
/// Deletes name index paths *before* the update; inserts name index paths *after* it. The
/// order in which operations are listed does not matter, as in UIKit. Inserts carry the new
/// data (UIKit's data source would hold it), so the snapshot after the update follows from
/// the snapshot before and the batch.
///
/// Operations on items inside a section that the same batch deletes or inserts are covered by
/// the section operation and ignored, as UIKit discards them; inserting items into a newly
/// inserted section therefore cannot produce duplicated cells here.
public struct BatchUpdate: Hashable, Sendable {
    public var deletedSections: [Int]
    public var insertedSections: [SectionInsertion]
    public var deletedItems: [IndexPath]
    public var insertedItems: [ItemInsertion]

    public init(deletedSections: [Int] = [], insertedSections: [SectionInsertion] = [],
                deletedItems: [IndexPath] = [], insertedItems: [ItemInsertion] = []) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
    }

    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
    }
}

/// A section to insert, at its index after the update.
public struct SectionInsertion: Hashable, Sendable {
    public var index: Int
    public var section: Section

    public init(index: Int, section: Section) {
        self.index = index
        self.section = section
    }
}

/// An item to insert, at its index path after the update.
public struct ItemInsertion: Hashable, Sendable {
    public var indexPath: IndexPath
    public var item: Item

    public init(indexPath: IndexPath, item: Item) {
        self.indexPath = indexPath
        self.item = item
    }
}

/// Which operation of a `BatchUpdate` something refers to: its list and its position there,
/// so that an error can point at the line of the fixture that caused it.
public enum BatchOperation: Hashable, Sendable, CustomStringConvertible {
    case deleteSection(Int)
    case insertSection(Int)
    case deleteItem(Int)
    case insertItem(Int)

    public var description: String {
        switch self {
        case .deleteSection(let i): return "deleted section #\(i)"
        case .insertSection(let i): return "inserted section #\(i)"
        case .deleteItem(let i): return "deleted item #\(i)"
        case .insertItem(let i): return "inserted item #\(i)"
        }
    }
}
