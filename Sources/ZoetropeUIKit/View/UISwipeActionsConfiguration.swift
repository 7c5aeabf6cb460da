/// The actions a row shows when swiped: UIKit's `UISwipeActionsConfiguration`. Kept as made;
/// no finger swipes a recording (see `UIContextualAction`).
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true, as in UIKit.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
