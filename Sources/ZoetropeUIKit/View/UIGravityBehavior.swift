/// UIKit Dynamics' gravity: its items accelerate along `gravityDirection`, at 1,000 points a
/// second squared for a magnitude of 1, as Apple documents (UIKit's "UIKit gravity").
///
/// Nothing stops a falling item here (collisions are not run, see `UICollisionBehavior`): an
/// animator with gravity never comes to rest, and its items fall for as long as the recording
/// lets time pass.
open class UIGravityBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    /// The acceleration's direction and size: (0, 1), downwards at 1,000 points/s², by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { dynamicAnimator?.resume() }
    }
    /// The direction as an angle in radians (0: to the right, π/2: down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }
    /// The acceleration in units of 1,000 points/s².
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set {
            let angle = self.angle
            gravityDirection = CGVector(dx: cos(angle) * newValue, dy: sin(angle) * newValue)
        }
    }

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

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var ownItems: [UIDynamicItem] { items }
}
