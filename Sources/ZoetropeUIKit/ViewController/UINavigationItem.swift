/// A navigation bar's content for one controller: UIKit's `UINavigationItem`, kept so that a
/// screen's code compiles and runs; Zoetrope records the collection view, not the bar.
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true
    /// The search shown in the bar: kept, not drawn (see `UISearchController`).
    open var searchController: UISearchController?
    /// The bar's buttons (an "Add", an "Edit"), and a view in the title's place: kept, not
    /// drawn, never tapped (see `UIBarButtonItem`).
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftItemsSupplementBackButton = false
    open var backBarButtonItem: UIBarButtonItem?
    open var titleView: UIView?

    /// The first of the left items, as UIKit's setter makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the right items, as UIKit's setter makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

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
