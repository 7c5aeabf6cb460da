

/// A view anchored to an item, such as a badge: UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is relative to the item it decorates; its index path is the item's. Its z-index
/// defaults to 1, above its cell.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    public var containerAnchor: LayoutAnchor
    /// The point of the element itself laid on the container anchor's point (UIKit's
    /// `itemAnchor`); nil lines the element up inside the container's named edges.
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int = 1

    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    /// Anchored on both sides: the element's `itemAnchor` point on the container's
    /// `containerAnchor` point (a badge whose centre sits on its cell's top-trailing corner:
    /// container `[.top, .trailing]`, item `[]`).
    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        self.itemAnchor = itemAnchor
    }

    /// Its frame on an item whose frame is `container`.
    func frame(on container: Rect) -> Rect {
        let size = layoutSize.resolved(in: container.size)
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        return containerAnchor.frame(of: size, in: container, itemAnchor: itemAnchor)
    }

    var transposed: LayoutSupplementaryItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.containerAnchor = containerAnchor.transposed
        item.itemAnchor = itemAnchor?.transposed
        return item
    }
}

/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var transposed: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        case .bottomLeading: return .topTrailing
        case .topTrailing: return .bottomLeading
        }
    }

    /// Along the scroll axis of a vertical layout: -1 before the content (top), 1 after
    /// (bottom), 0 beside it.
    var verticalSide: Int {
        switch self {
        case .top, .topLeading, .topTrailing: return -1
        case .bottom, .bottomLeading, .bottomTrailing: return 1
        default: return 0
        }
    }

    /// Across: -1 leading, 1 trailing, 0 centred.
    var horizontalSide: Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: return -1
        case .trailing, .topTrailing, .bottomTrailing: return 1
        default: return 0
        }
    }
}
