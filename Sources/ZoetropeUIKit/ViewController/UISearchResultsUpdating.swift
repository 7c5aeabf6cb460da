/// UIKit's `UISearchResultsUpdating`: told to filter as the search bar's text changes. No one
/// types into a recording, so a search controller calls it when it becomes active (`isActive`
/// set true), as UIKit does, and the recording calls it after setting the bar's text.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
