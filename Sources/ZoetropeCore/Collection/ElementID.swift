/// Which element of a layout: a cell, or a supplementary or decoration view of some kind, at an
/// index path. This is UIKit's triple of `representedElementCategory`,
/// `representedElementKind` and `indexPath`.
///
/// An `ElementID` names a place in one layout at one moment; the same data item has another
/// `ElementID` after an insert above it. What follows an item across updates is its
/// `ElementIdentity`.
public enum ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    case cell(IndexPath)
    case supplementary(ElementKind, IndexPath)
    case decoration(ElementKind, IndexPath)

    @inlinable public var indexPath: IndexPath {
        switch self {
        case .cell(let path), .supplementary(_, let path), .decoration(_, let path): return path
        }
    }

    public var category: ElementCategory {
        switch self {
        case .cell: return .cell
        case .supplementary: return .supplementaryView
        case .decoration: return .decorationView
        }
    }

    /// The kind of a supplementary or decoration view; nil for a cell.
    public var kind: ElementKind? {
        switch self {
        case .cell: return nil
        case .supplementary(let kind, _), .decoration(let kind, _): return kind
        }
    }

    /// The same element at another index path.
    package func with(indexPath: IndexPath) -> ElementID {
        switch self {
        case .cell: return .cell(indexPath)
        case .supplementary(let kind, _): return .supplementary(kind, indexPath)
        case .decoration(let kind, _): return .decoration(kind, indexPath)
        }
    }

    /// Index path first, then cells before supplementary views before decorations, then kind:
    /// a stable order for output that people read and diff.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        return (lhs.kind?.rawValue ?? "") < (rhs.kind?.rawValue ?? "")
    }

    public var description: String {
        switch self {
        case .cell(let path): return "cell \(path)"
        case .supplementary(let kind, let path): return "\(kind) \(path)"
        case .decoration(let kind, let path): return "decoration \(kind) \(path)"
        }
    }
}

/// `UICollectionView.ElementCategory`.
public enum ElementCategory: Int, Hashable, Sendable, Comparable {
    case cell
    case supplementaryView
    case decorationView

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
