/// UIKit Dynamics' collisions, unavailable: Zoetrope runs springs, rods, gravity and velocities
/// (see `UIDynamicAnimator`), not contacts between items and boundaries. Declared with its
/// members so that code using it fails with this reason alone.
@available(*, unavailable, message: "Zoetrope's UIKit Dynamics runs attachments, gravity and item velocities, not collisions: hold items with UIAttachmentBehavior, or animate them with UIView.animate(withDuration:delay:usingSpringWithDamping:...).")
open class UICollisionBehavior: UIDynamicBehavior {
    public init(items: [UIDynamicItem]) { fatalError() }
    open var items: [UIDynamicItem] { [] }
    open var translatesReferenceBoundsIntoBoundary = false
    open var collisionDelegate: AnyObject?
    open func addItem(_ item: UIDynamicItem) {}
    open func removeItem(_ item: UIDynamicItem) {}
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {}
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {}
    open func removeAllBoundaries() {}
}
