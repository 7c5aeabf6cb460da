/// UIKit's `UISearchController`: a search bar, set as a navigation item's `searchController`
/// (a list screen's search), and the controller its results show in.
///
/// Its bar lies in the navigation bar, which a recording does not draw (the bar itself is drawn
/// where the app puts it in a cell or a header; see `UISearchBar`). Setting `isActive` tells the
/// delegate it is presented or dismissed and, becoming active, asks `searchResultsUpdater` to
/// filter, as UIKit does; nothing is presented over the screen. As no one types, a recording
/// that shows a search sets `searchBar.text` and calls `updateSearchResults(for:)` itself.
open class UISearchController: UIViewController {
    /// The bar, made with the controller.
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    private var active = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// Whether the search is under way. Setting it true tells the delegate the controller is
    /// presented, shows the bar's Cancel button (`automaticallyShowsCancelButton`) and asks the
    /// updater to filter; setting it false tells the delegate it is dismissed and hides the
    /// button. Setting it to what it is does nothing, as in UIKit.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
                active = true
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                delegate?.didPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                delegate?.willDismissSearchController(self)
                active = false
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                delegate?.didDismissSearchController(self)
            }
        }
    }
}
