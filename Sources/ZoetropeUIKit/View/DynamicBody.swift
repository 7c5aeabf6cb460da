/// An item as a dynamic animator moves it: where the simulation has it, and how fast it goes.
///
/// The position is the simulation's, not the item's: a `center` the app sets counts only once
/// it tells the animator (`updateItem(usingCurrentState:)`), as in UIKit.
struct DynamicBody {
    let item: UIDynamicItem
    var position: CGPoint
    /// Points a second.
    var velocity: CGPoint = .zero

    init(item: UIDynamicItem) {
        self.item = item
        self.position = item.center
    }

    var speed: CGFloat { (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() }
}

extension CGPoint {
    /// Adds `other` in place, as a vector: the simulation's velocities and positions.
    static func += (point: inout CGPoint, other: CGPoint) {
        point.x += other.x
        point.y += other.y
    }
}
