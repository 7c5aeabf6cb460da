/// UIKit's `UIAlertAction`: kept; its handler never runs (no finger taps it).
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
