/// The base of UIKit Dynamics' behaviours, unavailable with its animator (see
/// `UIDynamicAnimator`); declared with its members so that code using it fails with the reason.
@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIDynamicBehavior: NSObject {
    open var childBehaviors: [UIDynamicBehavior] { [] }
    open var action: (() -> Void)?
    open var dynamicAnimator: UIDynamicAnimator? { nil }
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {}
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {}
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}
