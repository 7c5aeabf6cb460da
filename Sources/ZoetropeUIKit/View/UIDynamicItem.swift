/// What UIKit Dynamics moves: a view, or a layout's attributes. Zoetrope runs no dynamics (see
/// `UIDynamicAnimator`); the protocol is here so that the names code passes to it are the
/// phone's, and a view or attributes object is one, as in UIKit.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
