import ZoetropeCore

/// Edges by leading and trailing: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    var value: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if contains(.top) { edges.insert(.top) }
        if contains(.leading) { edges.insert(.leading) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}

/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var value: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}

/// Where a supplementary item (a badge) is pinned to its item: UIKit's `NSCollectionLayoutAnchor`.
open class NSCollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable {
    let value: LayoutAnchor

    public init(edges: NSDirectionalRectEdge) {
        value = LayoutAnchor(edges: edges.value)
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        value = LayoutAnchor(edges: edges.value, absoluteOffset: Bridging.point(absoluteOffset))
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        value = LayoutAnchor(edges: edges.value, fractionalOffset: Bridging.point(fractionalOffset))
        super.init()
    }

    open var isAbsoluteOffset: Bool { value.isAbsoluteOffset }
    open var isFractionalOffset: Bool { value.isFractionalOffset }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
