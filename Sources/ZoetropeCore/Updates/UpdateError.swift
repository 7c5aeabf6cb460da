/// Why a batch update cannot be applied, with everything needed to fix it.
///
/// Messages follow UIKit's `NSInternalInconsistencyException` texts (REFERENCE.md B4), with
/// index paths written `[section, item]` as fixtures write them. Where UIKit silently corrupts
/// its state (deleting one index path twice) Zoetrope reports an error instead.
public struct UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case deleteSectionOutOfRange(section: Int, sectionCount: Int)
        case insertSectionOutOfRange(section: Int, sectionCount: Int)
        case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
        case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
        case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
        case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
        case duplicateSectionDelete(section: Int)
        case duplicateSectionInsert(section: Int)
        case duplicateItemDelete(IndexPath)
        case duplicateItemInsert(IndexPath)
        case duplicateIdentity(DuplicateIdentity)
    }

    public var reason: Reason
    /// The operation at fault, when one operation is.
    public var operation: BatchOperation?

    public init(_ reason: Reason, operation: BatchOperation? = nil) {
        self.reason = reason
        self.operation = operation
    }

    public var message: String {
        switch reason {
        case .deleteSectionOutOfRange(let section, let count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case .insertSectionOutOfRange(let section, let count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case .deleteItemSectionOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
        case .deleteItemOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
        case .insertItemSectionOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
        case .insertItemOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
        case .duplicateSectionDelete(let section):
            return "attempt to delete section \(section) twice in one batch"
        case .duplicateSectionInsert(let section):
            return "attempt to insert two sections at index \(section) in one batch"
        case .duplicateItemDelete(let path):
            return "attempt to delete the item at index path \(path) twice in one batch (UIKit would corrupt its state here)"
        case .duplicateItemInsert(let path):
            return "attempt to insert two items at index path \(path) in one batch"
        case .duplicateIdentity(let duplicate):
            return "after the update, \(duplicate)"
        }
    }

    public var description: String { message }
}
