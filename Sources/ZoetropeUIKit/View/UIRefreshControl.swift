import Foundation

/// UIKit's `UIRefreshControl`: a scroll view's pull-to-refresh control, set as its
/// `refreshControl` (a list or grid screen that reloads its data when pulled).
///
/// No finger pulls a recording, so it never begins refreshing by itself and never sends its
/// `.valueChanged` action; the targets and actions added are kept. The app's own
/// `beginRefreshing()` and `endRefreshing()` set `isRefreshing` and, as in UIKit, send nothing
/// and scroll nothing. It is kept, not drawn: on the phone its spinner lies above the content,
/// where only a pull shows it.
open class UIRefreshControl: UIControl {
    private var refreshing = false

    /// Whether a refresh is under way: from `beginRefreshing()` until `endRefreshing()`.
    open var isRefreshing: Bool { refreshing }

    /// The text UIKit shows under the spinner while pulled.
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Marks a refresh as under way, as the app does when it reloads by itself (at launch).
    open func beginRefreshing() {
        refreshing = true
    }

    /// Marks the refresh as done, as the app does when its data has come.
    open func endRefreshing() {
        refreshing = false
    }
}
