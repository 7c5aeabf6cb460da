/// A flow layout's invalidation context: UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Ask the delegate for sizes and metrics again. Default true, as UIKit's.
    open var invalidateFlowLayoutDelegateMetrics: Bool = true
    /// Recompute the attributes. Default true, as UIKit's.
    open var invalidateFlowLayoutAttributes: Bool = true
}
