/// UIKit Dynamics' physical properties of items, unavailable (see `UIDynamicAnimator`);
/// declared with its members so that code using it fails with the reason.
@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public init(items: [UIDynamicItem]) { fatalError() }

    open var items: [UIDynamicItem] { [] }
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
    open func addItem(_ item: UIDynamicItem) {}
    open func removeItem(_ item: UIDynamicItem) {}
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {}
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint { .zero }
}
