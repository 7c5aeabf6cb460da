/// Per-section layout metrics: what UIKit's `UICollectionViewDelegateFlowLayout` answers for a
/// section. Each nil falls back to the layout's own value.
public struct SectionMetrics: Hashable, Sendable {
    public var itemSize: Size?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var sectionInset: EdgeInsets?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?

    public init(itemSize: Size? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
                sectionInset: EdgeInsets? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    public var isEmpty: Bool { self == SectionMetrics() }
}
