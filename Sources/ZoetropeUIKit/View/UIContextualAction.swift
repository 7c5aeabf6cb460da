/// An action a row shows when swiped: UIKit's `UIContextualAction`. Kept as made; no finger
/// swipes a recording, so its handler never runs and it is never drawn.
open class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// UIKit's handler: the action, the view it shows in, and the completion to call with
    /// whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// The style's colour unless set: red for a destructive action, grey otherwise.
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
