/// UIKit Dynamics' snap, unavailable (see `UICollisionBehavior`): its motion is not
/// documented, so Zoetrope cannot draw it as the phone does.
@available(*, unavailable, message: "Zoetrope's UIKit Dynamics does not run UISnapBehavior, whose motion Apple does not document: attach the item to the point with a spring (UIAttachmentBehavior(item:attachedToAnchor:), length 0, a frequency and damping), or use UIView.animate(withDuration:delay:usingSpringWithDamping:...).")
open class UISnapBehavior: UIDynamicBehavior {
    public init(item: UIDynamicItem, snapTo point: CGPoint) { fatalError() }
    open var snapPoint: CGPoint = .zero
    open var damping: CGFloat = 0.5
}
