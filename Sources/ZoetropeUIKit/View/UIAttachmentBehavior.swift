/// UIKit Dynamics' attachment: an item held to a point, or two items held to each other, by
/// a rod (`frequency` 0, the default) or a spring (`frequency` above 0, with `damping`).
///
/// `length` starts as the distance between the two at creation; a spring pulls towards it
/// with the oscillation `frequency` (Hz) and `damping` (0: none, 1: critical) say, as a damped
/// spring between two masses does. A rod keeps the length exactly. The item's mass is its
/// area times its density (`UIDynamicItemBehavior`); for an item held to a point the mass
/// does not change its motion. Attachments off an item's centre (which turn it) are not
/// declared: Zoetrope moves items without rotating them.
open class UIAttachmentBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    /// Where the item is held, for an attachment to a point; moving it moves the rest position.
    open var anchorPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    open var length: CGFloat {
        didSet { dynamicAnimator?.resume() }
    }
    open var damping: CGFloat = 0 {
        didSet { dynamicAnimator?.resume() }
    }
    open var frequency: CGFloat = 0 {
        didSet { dynamicAnimator?.resume() }
    }
    /// Resists turning; Zoetrope does not turn items, so it changes nothing.
    open var frictionTorque: CGFloat = 0
    /// Whether the attachment holds an item to a point (`.anchor`) or two items together.
    public let attachedBehaviorType: UIAttachmentBehavior.AttachmentType

    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        length = Self.distance(item.center, point)
        attachedBehaviorType = .anchor
        super.init()
    }

    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        items = [item1, item2]
        anchorPoint = .zero
        length = Self.distance(item1.center, item2.center)
        attachedBehaviorType = .items
        super.init()
    }

    override var ownItems: [UIDynamicItem] { items }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
