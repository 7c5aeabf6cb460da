/// The base of UIKit Dynamics' behaviours: what an animator runs (see `UIDynamicAnimator`).
///
/// A behaviour can gather others (`addChildBehavior(_:)`), as UIKit's composite behaviours
/// do; the animator runs the children with their parent. `action` is called at every step of
/// the animator's simulation, after the items have moved, as on the phone.
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at every step of the simulation while the behaviour is in a running animator.
    open var action: (() -> Void)?
    /// The animator the behaviour was added to (its own, or its parent's); nil before.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    private weak var parent: UIDynamicBehavior?

    public override init() {
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator {
            behavior.moveAll(to: dynamicAnimator)
            dynamicAnimator.itemsChanged()
        }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if let dynamicAnimator {
            behavior.moveAll(to: nil)
            dynamicAnimator.itemsChanged()
        }
    }

    /// Called before the behaviour is added to an animator, or removed from one (nil), as UIKit
    /// calls it: an override point.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Adds `item` to a behaviour's `items` once, and tells the animator: what the behaviours
    /// that hold items share for `addItem(_:)`.
    func add(_ item: UIDynamicItem, to items: inout [UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.itemsChanged()
    }

    /// Removes `item` from a behaviour's `items`, and tells the animator (`removeItem(_:)`).
    func remove(_ item: UIDynamicItem, from items: inout [UIDynamicItem]) {
        items.removeAll { $0 === item }
        dynamicAnimator?.itemsChanged()
    }

    /// The items the behaviour acts on itself (not its children's); overridden by each kind.
    var ownItems: [UIDynamicItem] { [] }

    /// This behaviour and its children, depth first.
    var selfAndDescendants: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.selfAndDescendants)
    }

    /// Tells this behaviour and its children the animator they now belong to.
    func moveAll(to animator: UIDynamicAnimator?) {
        for behavior in selfAndDescendants {
            behavior.willMove(to: animator)
            behavior.dynamicAnimator = animator
        }
    }
}
