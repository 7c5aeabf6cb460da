import ZoetropeCore

/// One dimension of a compositional layout's size: UIKit's `NSCollectionLayoutDimension`,
/// a fraction of the container's width or height, an absolute length, or an estimate.
public final class NSCollectionLayoutDimension: NSObject, NSCopying, @unchecked Sendable {
    let value: LayoutDimension

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(Double(fractionalWidth))) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(Double(fractionalHeight))) }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// An estimate: Zoetrope measures the item from its content before the first frame (see
    /// docs/custom-layouts.md, "Estimated dimensions").
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }
    /// iOS 17's size shared by the items of a group: each item is measured as an estimated
    /// dimension is, then grows to its largest sibling's (on a section's group: every group
    /// instance to the largest's).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    init(_ value: LayoutDimension) {
        self.value = value
        super.init()
    }

    public var isFractionalWidth: Bool { value.isFractionalWidth }
    public var isFractionalHeight: Bool { value.isFractionalHeight }
    public var isAbsolute: Bool { value.isAbsolute }
    public var isEstimated: Bool { value.isEstimated && !value.isUniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }
    public var dimension: CGFloat { CGFloat(value.dimension) }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool { (object as? NSCollectionLayoutDimension)?.value == value }
    public override var hash: Int { value.hashValue }
}
