/// UIKit Dynamics' physical properties of items: their density (with their area, their mass),
/// their resistance to moving (linear damping), and the velocity given to them.
///
/// When several item behaviours name the same item, the one added last decides each property,
/// as UIKit says. `elasticity` and `friction` matter only in collisions, and
/// `angularResistance` and `allowsRotation` only where items turn; Zoetrope runs neither (see
/// `UICollisionBehavior`), so they are kept and change nothing.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1 {
        didSet { dynamicAnimator?.resume() }
    }
    /// Linear damping: at 1 an item loses about a sixtieth of its speed a frame.
    open var resistance: CGFloat = 0 {
        didSet { dynamicAnimator?.resume() }
    }
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
    /// An anchored item takes part in the simulation but does not move.
    open var isAnchored = false {
        didSet { dynamicAnimator?.resume() }
    }
    open var charge: CGFloat = 0

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        add(item, to: &items)
    }

    open func removeItem(_ item: UIDynamicItem) {
        remove(item, from: &items)
    }

    /// Adds `velocity` (points a second) to the item's: at once when the behaviour is in an
    /// animator, else when it is added to one.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let dynamicAnimator else {
            let key = ObjectIdentifier(item)
            let earlier = pendingVelocities[key] ?? .zero
            pendingVelocities[key] = CGPoint(x: earlier.x + velocity.x, y: earlier.y + velocity.y)
            return
        }
        dynamicAnimator.addVelocity(velocity, to: item)
    }

    /// The item's velocity in points a second (zero for an item the animator does not move).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.velocity(of: item) ?? pendingVelocities[ObjectIdentifier(item)] ?? .zero
    }

    /// Items turn nowhere here: kept for code that sets it, and read back as zero.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {}
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }

    /// Velocities given before the behaviour was in an animator, handed over when it is.
    var pendingVelocities: [ObjectIdentifier: CGPoint] = [:]

    override var ownItems: [UIDynamicItem] { items }
}
