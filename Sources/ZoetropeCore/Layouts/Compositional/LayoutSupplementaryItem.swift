/// Edges of a rectangle, by reading direction: UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1)
    public static let leading = DirectionalRectEdge(rawValue: 2)
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    var transposed: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if contains(.top) { edges.insert(.leading) }
        if contains(.leading) { edges.insert(.top) }
        if contains(.bottom) { edges.insert(.trailing) }
        if contains(.trailing) { edges.insert(.bottom) }
        return edges
    }
}

/// Where a badge sits on its item: UIKit's `NSCollectionLayoutAnchor`.
///
/// The edges name the item's edges the badge lines up with (its top-trailing corner with the
/// item's, for `[.top, .trailing]`); an axis with neither edge named is centred. The offset
/// then moves the badge, in points or in fractions of the badge's own size: Apple's badge
/// sample uses `[.top, .trailing]` and `fractionalOffset: (0.3, -0.3)`, so the badge sticks
/// out of the corner by 30 % of its size.
public struct LayoutAnchor: Hashable, Sendable {
    public enum Offset: Hashable, Sendable {
        case absolute(Point)
        case fractional(Point)
    }

    public var edges: DirectionalRectEdge
    public var offset: Offset

    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }

    public var isAbsoluteOffset: Bool { if case .absolute = offset { return true } else { return false } }
    public var isFractionalOffset: Bool { if case .fractional = offset { return true } else { return false } }

    /// The point this anchor names on a rectangle of `size` at the origin: an edge named on an
    /// axis, else the middle, moved by the offset (fractions of `unit`).
    func point(in size: Size, unit: Size) -> Point {
        var x = size.width / 2, y = size.height / 2
        if edges.contains(.leading) { x = 0 } else if edges.contains(.trailing) { x = size.width }
        if edges.contains(.top) { y = 0 } else if edges.contains(.bottom) { y = size.height }
        switch offset {
        case .absolute(let p): x += p.x; y += p.y
        case .fractional(let p): x += p.x * unit.width; y += p.y * unit.height
        }
        return Point(x: x, y: y)
    }

    /// The frame of an element of `size` anchored to `container`, the element's own
    /// `itemAnchor` point (UIKit's `itemAnchor`) laid on this anchor's point of the container.
    /// Fractional offsets are fractions of the element's size, on both anchors.
    func frame(of size: Size, in container: Rect, itemAnchor: LayoutAnchor) -> Rect {
        let onContainer = point(in: container.size, unit: size)
        let onItem = itemAnchor.point(in: size, unit: size)
        return Rect(x: container.minX + onContainer.x - onItem.x, y: container.minY + onContainer.y - onItem.y,
                    width: size.width, height: size.height)
    }

    /// The frame of an element of `size` anchored to `container`.
    func frame(of size: Size, in container: Rect) -> Rect {
        var x = container.midX - size.width / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        var y = container.midY - size.height / 2
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        switch offset {
        case .absolute(let p): x += p.x; y += p.y
        case .fractional(let p): x += p.x * size.width; y += p.y * size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    var transposed: LayoutAnchor {
        var anchor = self
        anchor.edges = edges.transposed
        switch offset {
        case .absolute(let p): anchor.offset = .absolute(Point(x: p.y, y: p.x))
        case .fractional(let p): anchor.offset = .fractional(Point(x: p.y, y: p.x))
        }
        return anchor
    }
}

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

/// A header, footer or side view of a section (or of the whole layout): UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A top-aligned item sits at the very start of its section, before the section's content
/// insets, and (when it `extendsBoundary`, the default) pushes the content down by its
/// height; a bottom-aligned one follows the content insets. With `pinToVisibleBounds` it
/// stays at the top (bottom) of the visible rectangle while its section is on screen, until
/// the section's end pushes it away. Its index path is item 0 of its section.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    public var extendsBoundary = true
    public var pinToVisibleBounds = false
    public var zIndex = 0
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }

    var transposed: LayoutBoundarySupplementaryItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.alignment = alignment.transposed
        item.absoluteOffset = Point(x: absoluteOffset.y, y: absoluteOffset.x)
        item.contentInsets = contentInsets.transposed
        return item
    }
}

/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
///
/// A background covers the whole section, header to footer, across the full width of the
/// collection view, inside its own `contentInsets`. Its z-index defaults to 0, as UIKit's does,
/// and at an equal z-index a decoration is painted beneath cells and supplementary views
/// ("the decoration item appears below all other items in the section", Apple's
/// documentation of `NSCollectionLayoutDecorationItem.zIndex`).
public struct LayoutDecorationItem: Hashable, Sendable {
    public var elementKind: ElementKind
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var zIndex = 0
    /// Whether it covers only the items (a list's rows) instead of the whole section.
    var coversItemsOnly = false

    public static func background(elementKind: ElementKind) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    var transposed: LayoutDecorationItem {
        var item = self
        item.contentInsets = contentInsets.transposed
        return item
    }
}
