import ZoetropeCore

/// Space around an item on each side: UIKit's `NSCollectionLayoutEdgeSpacing`.
open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, @unchecked Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    var value: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
