/// A navigation bar's content for one controller: UIKit's `UINavigationItem`, kept so that a
/// screen's code compiles and runs; Zoetrope records the collection view, not the bar.
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
