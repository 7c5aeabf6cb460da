/// Why a batch update cannot be applied, with everything needed to fix it.
///
/// Where UIKit raises an `NSInternalInconsistencyException`, the message is UIKit's reason
/// word for word (docs/uikit-behaviour.md#messages; `isUIKitReason`), index paths printed as UIKit prints
/// an `NSIndexPath` — `<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1}`, with a
/// fixed address in place of the object's — and the two spaces UIKit puts after "section N."
/// in its "Invalid update" messages, so that a reason pasted from a crash log finds its rule.
/// (A fixture error names the step, with its index paths written `[0, 1]`, before it.)
/// Where UIKit silently corrupts its state (deleting one index path twice) or silently shows
/// stale cells (operations that do not match the data), Zoetrope reports an error of its own,
/// in its own words.
public struct UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        // Reloads
        case deleteAndReloadItem(IndexPath)
        case deleteAndReloadSection(Int)
        case duplicateItemReload(IndexPath)
        case duplicateSectionReload(Int)
        case reloadItemInMovedSection(IndexPath)
        // Deletes
        case deleteSectionOutOfRange(section: Int, sectionCount: Int)
        case deleteAndMoveSection(Int)
        case moveItemFromDeletedSection(Int)
        case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
        case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
        case deleteAndMoveItem(IndexPath)
        case duplicateSectionDelete(section: Int)
        case duplicateItemDelete(IndexPath)
        // Inserts
        case insertSectionOutOfRange(section: Int, sectionCount: Int)
        case insertAndMoveSection(Int)
        case moveItemIntoInsertedSection(Int)
        case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
        case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
        case insertAndMoveItem(IndexPath)
        case duplicateSectionInsert(section: Int)
        case duplicateItemInsert(IndexPath)
        // Moves
        case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
        case moveSectionDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
        case moveSectionToTwoPlaces(from: Int, first: Int, second: Int)
        case moveTwoSectionsToOnePlace(first: Int, second: Int, to: Int)
        case moveItemSourceSectionOutOfRange(IndexPath, sectionCount: Int)
        case moveItemSourceOutOfRange(IndexPath, itemCount: Int)
        case moveItemDestinationSectionOutOfRange(from: IndexPath, to: IndexPath, sectionCount: Int)
        case moveItemDestinationOutOfRange(from: IndexPath, to: IndexPath, itemCount: Int)
        case moveItemToTwoPlaces(from: IndexPath, first: IndexPath, second: IndexPath)
        case moveTwoItemsToOnePlace(first: IndexPath, second: IndexPath, to: IndexPath)
        // Counts
        case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        // Data
        case missingItemData(IndexPath)
        case missingSectionData(Int)
        case itemIdentityMismatch(from: IndexPath, to: IndexPath, expected: ItemID, found: ItemID)
        case sectionIdentityMismatch(from: Int, to: Int, expected: SectionID, found: SectionID)
        case duplicateIdentity(DuplicateIdentity)
    }

    public var reason: Reason
    /// The operation at fault, when one operation is.
    public var operation: BatchOperation?

    package init(_ reason: Reason, operation: BatchOperation? = nil) {
        self.reason = reason
        self.operation = operation
    }

    public var message: String {
        switch reason {
        case .deleteAndReloadItem(let path):
            return "attempt to delete and reload the same index path (\(Self.ns(path)))"
        case .deleteAndReloadSection(let section):
            return "attempt to delete and reload the same section (\(section))"
        case .duplicateItemReload(let path):
            return "attempt to reload the item at index path \(path) twice in one batch"
        case .duplicateSectionReload(let section):
            return "attempt to reload section \(section) twice in one batch"
        case .reloadItemInMovedSection(let path):
            return "attempt to reload the item at \(path) in a section that moves in the same batch; UIKit would reload it in the wrong section, so reload it in a batch of its own"
        case .deleteSectionOutOfRange(let section, let count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case .deleteAndMoveSection(let section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case .moveItemFromDeletedSection(let section):
            return "cannot move an item from a deleted section (\(section))"
        case .deleteItemSectionOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
        case .deleteItemOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
        case .deleteAndMoveItem(let path):
            return "attempt to perform a delete and a move from the same index path (\(Self.ns(path)))"
        case .duplicateSectionDelete(let section):
            return "attempt to delete section \(section) twice in one batch"
        case .duplicateItemDelete(let path):
            return "attempt to delete the item at index path \(path) twice in one batch (UIKit would corrupt its state here)"
        case .insertSectionOutOfRange(let section, let count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case .insertAndMoveSection(let section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case .moveItemIntoInsertedSection(let section):
            return "cannot move an item into a newly inserted section (\(section))"
        case .insertItemSectionOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
        case .insertItemOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
        case .insertAndMoveItem(let path):
            return "attempt to perform an insert and a move to the same index path (\(Self.ns(path)))"
        case .duplicateSectionInsert(let section):
            return "attempt to insert two sections at index \(section) in one batch"
        case .duplicateItemInsert(let path):
            return "attempt to insert two items at index path \(path) in one batch"
        case .moveSectionSourceOutOfRange(let section, let count):
            return "attempt to move section \(section), but there are only \(count) sections before the update"
        case .moveSectionDestinationOutOfRange(let from, let to, let count):
            return "attempt to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case .moveSectionToTwoPlaces(let from, let first, let second):
            return "attempt to move section \(from) to both section \(first) and section \(second)"
        case .moveTwoSectionsToOnePlace(let first, let second, let to):
            return "attempt to move both section \(first) and section \(second) to section \(to)"
        case .moveItemSourceSectionOutOfRange(let path, let count):
            return "attempt to move index path (\(Self.ns(path))) that does not exist - there are only \(count) sections before the update"
        case .moveItemSourceOutOfRange(let path, let count):
            return "attempt to move index path (\(Self.ns(path))) that does not exist - there are only \(count) items in section \(path.section) before the update"
        case .moveItemDestinationSectionOutOfRange(let from, let to, let count):
            return "attempt to move index path (\(Self.ns(from))) to index path (\(Self.ns(to))) that does not exist - there are only \(count) sections after the update"
        case .moveItemDestinationOutOfRange(let from, let to, let count):
            return "attempt to move index path (\(Self.ns(from))) to index path (\(Self.ns(to))) that does not exist - there are only \(count) items in section \(to.section) after the update"
        case .moveItemToTwoPlaces(let from, let first, let second):
            return "attempt to move item at index path \(Self.ns(from)) to both \(Self.ns(first)) and \(Self.ns(second))"
        case .moveTwoItemsToOnePlace(let first, let second, let to):
            return "attempt to move both item at index path \(Self.ns(first)) and \(Self.ns(second)) to \(Self.ns(to))"
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            return "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidItemCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .missingItemData(let path):
            return "the item inserted at \(path) has no data; give the item, or give the step's data after the update"
        case .missingSectionData(let section):
            return "the section inserted at \(section) has no data; give the section, or give the step's data after the update"
        case .itemIdentityMismatch(let from, let to, let expected, let found):
            return "the update takes item \"\(expected)\" from \(from) to \(to), but the data after the update has item \"\(found)\" there (UIKit would keep showing \"\(expected)\"'s cell, unchanged)"
        case .sectionIdentityMismatch(let from, let to, let expected, let found):
            return "the update takes section \"\(expected)\" from \(from) to \(to), but the data after the update has section \"\(found)\" there"
        case .duplicateIdentity(let duplicate):
            return "after the update, \(duplicate)"
        }
    }

    public var description: String { message }

    /// An index path as UIKit's reasons print it (`%@` of an `NSIndexPath`), with a fixed
    /// address: `<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1}`.
    package static func ns(_ path: IndexPath) -> String {
        "<NSIndexPath: 0x0000000000000000> {length = 2, path = \(path.section) - \(path.item)}"
    }

    /// Whether `message` is UIKit's own reason, word for word (else the error is one UIKit
    /// does not raise, and the words are Zoetrope's).
    public var isUIKitReason: Bool {
        switch reason {
        case .duplicateItemReload, .duplicateSectionReload, .reloadItemInMovedSection, .duplicateSectionDelete, .duplicateItemDelete,
             .duplicateSectionInsert, .duplicateItemInsert, .moveSectionSourceOutOfRange, .moveSectionDestinationOutOfRange,
             .missingItemData, .missingSectionData, .itemIdentityMismatch, .sectionIdentityMismatch, .duplicateIdentity,
             .deleteAndReloadSection:
            return false
        default:
            return true
        }
    }
}
