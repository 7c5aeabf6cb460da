import ZoetropeCore

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
