import ZoetropeCore

/// Space between items: UIKit's `NSCollectionLayoutSpacing`, fixed or at least so much
/// (flexible, sharing out what is left).
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, @unchecked Sendable {
    let value: LayoutSpacing

    init(_ value: LayoutSpacing) {
        self.value = value
        super.init()
    }

    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }

    public var spacing: CGFloat { CGFloat(value.spacing) }
    public var isFlexibleSpacing: Bool { value.isFlexibleSpacing }
    public var isFixedSpacing: Bool { value.isFixedSpacing }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

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
