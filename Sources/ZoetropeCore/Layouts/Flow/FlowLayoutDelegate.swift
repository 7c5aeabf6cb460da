/// Per-item and per-section answers for a flow layout: UIKit's
/// `UICollectionViewDelegateFlowLayout` as closures. A closure that returns nil, or is absent,
/// leaves the answer to the data and then to the layout's properties.
public struct FlowLayoutDelegate: Sendable {
    public var sizeForItem: (@Sendable (IndexPath) -> Size?)?
    public var insetForSection: (@Sendable (Int) -> EdgeInsets?)?
    public var minimumLineSpacingForSection: (@Sendable (Int) -> Double?)?
    public var minimumInteritemSpacingForSection: (@Sendable (Int) -> Double?)?
    public var referenceSizeForHeader: (@Sendable (Int) -> Size?)?
    public var referenceSizeForFooter: (@Sendable (Int) -> Size?)?

    public init(sizeForItem: (@Sendable (IndexPath) -> Size?)? = nil, insetForSection: (@Sendable (Int) -> EdgeInsets?)? = nil,
                minimumLineSpacingForSection: (@Sendable (Int) -> Double?)? = nil,
                minimumInteritemSpacingForSection: (@Sendable (Int) -> Double?)? = nil,
                referenceSizeForHeader: (@Sendable (Int) -> Size?)? = nil, referenceSizeForFooter: (@Sendable (Int) -> Size?)? = nil) {
        self.sizeForItem = sizeForItem
        self.insetForSection = insetForSection
        self.minimumLineSpacingForSection = minimumLineSpacingForSection
        self.minimumInteritemSpacingForSection = minimumInteritemSpacingForSection
        self.referenceSizeForHeader = referenceSizeForHeader
        self.referenceSizeForFooter = referenceSizeForFooter
    }
}
