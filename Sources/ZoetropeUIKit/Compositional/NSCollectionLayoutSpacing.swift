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
