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
