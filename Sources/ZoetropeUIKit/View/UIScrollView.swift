/// A view that scrolls: UIKit's `UIScrollView`. Its bounds' origin is the content offset.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var decelerationRate: DecelerationRate = .normal
    /// Kept: no finger touches a recording, so no touch is delayed or cancelled.
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// No finger touches a recording: never dragging, tracking or decelerating.
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }
    open var bounces = true
    /// Kept: no one taps the status bar in a recording, so it never scrolls to the top.
    open var scrollsToTop = true
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// The scroll view's own pan, as UIKit gives every scroll view one: an app sets its
    /// delegate or makes another recogniser wait for it. Never recognises (no finger).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        addGestureRecognizer(pan)
        return pan
    }()
    /// Nil, as UIKit's is for a scroll view that does not zoom.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    /// The pull-to-refresh control: kept, never pulled, not drawn (see `UIRefreshControl`).
    /// Unlike UIKit's, it is not made one of the scroll view's subviews.
    open var refreshControl: UIRefreshControl?

    /// UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// A plain scroll view tells its delegate whenever its offset moves, as UIKit does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds.origin = newValue
            if newValue != old { scrollDelegate()?.scrollViewDidScroll(self) }
        }
    }

    /// The delegate of a scroll view that is not a collection view (see
    /// `UIScrollViewDelegateHolding`), held weakly as UIKit holds it.
    weak var storedScrollDelegate: (any UIScrollViewDelegate)?

    /// What `delegate` answers when the scroll view is seen as a `UIScrollView`: a collection
    /// view answers with its own delegate.
    func scrollDelegate() -> (any UIScrollViewDelegate)? { storedScrollDelegate }

    /// What setting `delegate` does when the scroll view is seen as a `UIScrollView`: a
    /// collection view takes a `UICollectionViewDelegate` as its own delegate.
    func setScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) { storedScrollDelegate = delegate }

    /// The content inset: a recording's scroll views rest and scroll as UIKit's do with
    /// `contentInsetAdjustmentBehavior = .never`, the safe area not added (a layout that sizes
    /// its decorations by the height less this inset covers what its cells fill).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Animated during a recording, a plain scroll view plays the scroll at 60 frames a second
    /// along the batch updates' curve, telling its delegate at each, as UIKit does: what the
    /// delegate changes in a collection view then (a carousel following an invisible pager)
    /// is recorded frame after frame.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let animation = ViewAnimation.forChange(animated: animated)
        let start = self.contentOffset
        guard Recording.current != nil, animation.timing.duration > 0, contentOffset != start else {
            self.contentOffset = contentOffset
            return
        }
        let frames = animation.frames()
        for (index, (progress, step)) in frames.enumerated() {
            let offset = index == frames.count - 1 ? contentOffset
                : CGPoint(x: start.x + (contentOffset.x - start.x) * progress, y: start.y + (contentOffset.y - start.y) * progress)
            Recording.$pacing.withValue(index == 0 ? .withTurn : .afterPrevious) {
                ViewAnimation.animating(with: step) { self.contentOffset = offset }
            }
        }
        Recording.whenTurnEnds(Recording.current) { [weak self] in
            guard let self else { return }
            self.scrollDelegate()?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls just enough that `rect` (in the content's coordinates) shows, as UIKit does:
    /// not at all when it shows already; to its leading or top edge when it is larger than
    /// the bounds; never past the content and its insets. Animated, a collection view records
    /// the scroll as `setContentOffset(_:animated:)` does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        func axis(_ offset: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, content: CGFloat,
                  before: CGFloat, after: CGFloat) -> CGFloat {
            var moved = offset
            if high > moved + length { moved = high - length }
            if low < moved { moved = low }
            return Swift.min(Swift.max(moved, -before), Swift.max(-before, content + after - length))
        }
        let insets = adjustedContentInset
        let target = CGPoint(x: axis(contentOffset.x, bounds.width, rect.minX, rect.maxX, content: contentSize.width,
                                     before: insets.left, after: insets.right),
                             y: axis(contentOffset.y, bounds.height, rect.minY, rect.maxY, content: contentSize.height,
                                     before: insets.top, after: insets.bottom))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}
