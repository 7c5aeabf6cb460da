/// How the status bar shows or hides when a controller's preference changes
/// (`preferredStatusBarUpdateAnimation`). A recording draws no status bar: the animation is
/// kept for code that names it.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
