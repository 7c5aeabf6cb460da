/// How a `UIScrollView` has a `delegate` in Swift. Not UIKit API: in UIKit, `UICollectionView`
/// narrows the scroll view's `delegate` to a `UICollectionViewDelegate`, which Objective-C
/// allows and Swift's overriding does not. So the scroll view's `delegate` comes from this
/// protocol's extension, and the collection view's own declaration, being the class's, is the
/// one Swift picks for a collection view: `scrollView.delegate = self` (a zooming picture, a
/// carousel's invisible pager) and `collectionView.delegate = self` both compile as written.
/// Set through a `UIScrollView` reference, a collection view takes a delegate that is a
/// `UICollectionViewDelegate` as its own.
public protocol UIScrollViewDelegateHolding: AnyObject {}

extension UIScrollView: UIScrollViewDelegateHolding {}

extension UIScrollViewDelegateHolding where Self: UIScrollView {
    /// UIKit's `UIScrollView.delegate`, held weakly.
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollDelegate() }
        set { setScrollDelegate(newValue) }
    }
}
