/// What a collection view asks ahead of scrolling: UIKit's `UICollectionViewDataSourcePrefetching`,
/// set as the collection view's `prefetchDataSource`.
///
/// At each layout pass (the first, and the one after each step) the collection view asks it to
/// prefetch the items of the screen ahead of the visible one, in the direction its content last
/// scrolled (down or along, at first), nearest first, each once until it shows or is
/// cancelled; an item asked for that leaves that screen without showing is cancelled. So the
/// image loads an app starts there have started before their cells are asked for, as on the
/// phone. Not asked while `isPrefetchingEnabled` is false. UIKit's own timing during a finger's
/// scroll depends on its speed; here a scroll asks at its end.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items whose data the app may start loading: in the screen ahead, not shown.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for earlier that are no longer near: the app may cancel their loads.
    /// Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
