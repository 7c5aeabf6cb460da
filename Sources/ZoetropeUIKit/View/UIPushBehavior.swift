/// UIKit Dynamics' push, unavailable (see `UICollisionBehavior`).
@available(*, unavailable, message: "Zoetrope's UIKit Dynamics does not run UIPushBehavior: give the item a velocity with UIDynamicItemBehavior.addLinearVelocity(_:for:).")
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int { case continuous, instantaneous }
    public init(items: [UIDynamicItem], mode: Mode) { fatalError() }
    open var items: [UIDynamicItem] { [] }
    open var active = true
    open var angle: CGFloat = 0
    open var magnitude: CGFloat = 0
    open var pushDirection = CGVector.zero
    open func addItem(_ item: UIDynamicItem) {}
    open func removeItem(_ item: UIDynamicItem) {}
}
