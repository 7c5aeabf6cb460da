/// A view's move into or out of a window, told to it and to every view under it as UIKit tells
/// them: `willMove(toWindow:)` before the move, `didMoveToWindow()` after, each view before
/// the views under it. Code that runs only on screen (a pager's timer, an observer) starts and
/// stops there. UIKit tells nothing of a move within one window, or between two views in none:
/// the caller asks only when the window changes.
///
/// Every cell that comes on screen or leaves is told, with its content view: the walk reads
/// each view's stored subviews, so that telling a cell costs a call to each of its views and
/// little more.
enum WindowChange {
    /// Tells `root` and the views under it that they are about to enter `window` (nil: leave
    /// the one they are in).
    static func announce(_ root: UIView, entering window: UIWindow?) {
        root.willMove(toWindow: window)
        for subview in root.storedSubviews { announce(subview, entering: window) }
    }

    /// Tells `root` and the views under it that they moved.
    static func complete(_ root: UIView) {
        root.didMoveToWindow()
        for subview in root.storedSubviews { complete(subview) }
    }
}
