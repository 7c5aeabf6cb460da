/// UIKit Dynamics' spring between an item and a point, unavailable (see `UIDynamicAnimator`);
/// declared with its members so that code using it fails with the reason.
@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIAttachmentBehavior: UIDynamicBehavior {
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) { fatalError() }
    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) { fatalError() }

    open var items: [UIDynamicItem] { [] }
    open var anchorPoint: CGPoint = .zero
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0
}
