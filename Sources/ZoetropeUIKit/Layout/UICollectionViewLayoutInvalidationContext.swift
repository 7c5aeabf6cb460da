/// What a layout invalidation covers: UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// Zoetrope prepares the layout in full after every invalidation, so the context is
/// information for layouts that override `invalidateLayout(with:)` to decide what to throw
/// away (a cache emptied when the data source's counts change), as UIKit passes it.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything: `invalidateLayout()`, `reloadData()`, a new layout.
    open internal(set) var invalidateEverything: Bool = false
    /// The counts changed: a batch update.
    open internal(set) var invalidateDataSourceCounts: Bool = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
