/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives
/// it: UIKit's `UICollectionViewUpdateItem`.
///
/// A section's change has an index path whose item is `NSNotFound`, as UIKit's does, so that
/// the usual test `updateItem.indexPathAfterUpdate?.item == NSNotFound` tells sections from items.
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the element was before the update; nil for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where it is after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        func path(_ p: IndexPath?) -> String {
            guard let p else { return "(null)" }
            return p.item == NSNotFound ? "\(p.section)-NSNotFound" : "\(p.section)-\(p.item)"
        }
        let name: String
        switch updateAction {
        case .insert: name = "I"
        case .delete: name = "D"
        case .reload: name = "R"
        case .move: name = "M"
        case .none: name = "N"
        }
        return "<UICollectionViewUpdateItem: index path: (\(path(indexPathBeforeUpdate))) -> (\(path(indexPathAfterUpdate))), action: \(name)>"
    }
}
