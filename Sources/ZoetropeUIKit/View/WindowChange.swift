/// A view's move into or out of a window, told to it and to every view under it as UIKit tells
/// them: `willMove(toWindow:)` before the move, `didMoveToWindow()` after, each view before
/// the views under it. Code that runs only on screen (a pager's timer, an observer) starts and
/// stops there.
struct WindowChange {
    private let root: UIView
    private let newWindow: UIWindow?

    /// nil when `view` stays in the window it is in (a move within one window, or between two
    /// views in none), which UIKit does not tell.
    init?(of view: UIView, to newWindow: UIWindow?) {
        guard view.window !== newWindow else { return nil }
        self.init(tree: view, to: newWindow)
    }

    /// `root` and the views under it entering `newWindow`, whatever they were in.
    init(tree root: UIView, to newWindow: UIWindow?) {
        (self.root, self.newWindow) = (root, newWindow)
    }

    func announce() {
        Self.visit(root) { $0.willMove(toWindow: newWindow) }
    }

    func complete() {
        Self.visit(root) { $0.didMoveToWindow() }
    }

    private static func visit(_ view: UIView, _ tell: (UIView) -> Void) {
        tell(view)
        for subview in view.subviews { visit(subview, tell) }
    }
}
