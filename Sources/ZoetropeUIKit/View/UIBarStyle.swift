/// UIKit's `UIBarStyle`: a bar's look (a search bar's, a navigation bar's), kept; bars are drawn
/// in the default one.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}
