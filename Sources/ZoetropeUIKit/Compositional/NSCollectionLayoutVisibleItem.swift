import ZoetropeCore

/// A visible item as a section's invalidation handler sees it: UIKit's
/// `NSCollectionLayoutVisibleItem`. Zoetrope does not call the handler (see
/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: Foundation.IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}
