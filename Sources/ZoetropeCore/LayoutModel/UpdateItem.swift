/// One change of a batch as a layout sees it: UIKit's `UICollectionViewUpdateItem`.
///
/// Section-level changes carry a section and no item. (UIKit encodes that as an index path
/// whose item is `NSNotFound`; here it is a case of its own.) A layout receives these in
/// `prepare(forCollectionViewUpdates:)` in UIKit's order: deletes, then inserts, each sorted
/// by index path, a section after the items of the same index.
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    public enum Action: String, Hashable, Sendable {
        case insert, delete, reload, move, none
    }

    /// A section, or an item at an index path.
    public enum Target: Hashable, Sendable, Comparable, CustomStringConvertible {
        case section(Int)
        case item(IndexPath)

        public var section: Int {
            switch self {
            case .section(let s): return s
            case .item(let path): return path.section
            }
        }

        /// nil for a section-level target.
        public var indexPath: IndexPath? {
            if case .item(let path) = self { return path }
            return nil
        }

        /// Index-path order, a section sorting after its items (as NSNotFound does in UIKit).
        public static func < (lhs: Target, rhs: Target) -> Bool {
            func key(_ t: Target) -> (Int, Int) {
                switch t {
                case .section(let s): return (s, Int.max)
                case .item(let p): return (p.section, p.item)
                }
            }
            return key(lhs) < key(rhs)
        }

        public var description: String {
            switch self {
            case .section(let s): return "section \(s)"
            case .item(let p): return "item \(p)"
            }
        }
    }

    public var action: Action
    /// Where the change applies before the update (deletes, moves and reloads).
    public var indexPathBeforeUpdate: Target?
    /// Where the change applies after the update (inserts, moves and reloads).
    public var indexPathAfterUpdate: Target?

    public init(action: Action, before: Target?, after: Target?) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    package var isSectionOperation: Bool {
        if case .section = indexPathBeforeUpdate ?? indexPathAfterUpdate { return true }
        return false
    }

    public var description: String {
        switch action {
        case .insert: return "insert \(indexPathAfterUpdate.map(String.init(describing:)) ?? "?")"
        case .delete: return "delete \(indexPathBeforeUpdate.map(String.init(describing:)) ?? "?")"
        default:
            return "\(action) \(indexPathBeforeUpdate.map(String.init(describing:)) ?? "?") → \(indexPathAfterUpdate.map(String.init(describing:)) ?? "?")"
        }
    }
}
