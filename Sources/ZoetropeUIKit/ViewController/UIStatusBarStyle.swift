/// The status bar's style a controller prefers (`preferredStatusBarStyle`). A recording draws
/// no status bar: the style is kept for code that names it.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
