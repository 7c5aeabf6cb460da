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
