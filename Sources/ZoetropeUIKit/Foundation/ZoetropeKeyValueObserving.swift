#if !canImport(ObjectiveC)
/// What hears a change observed by name: `observeValue(forKeyPath:of:change:context:)`, which
/// views, view controllers and layouts declare for their subclasses to override.
public protocol ZoetropeKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension UIView: ZoetropeKeyValueObserving {}
extension UIViewController: ZoetropeKeyValueObserving {}
extension UICollectionViewLayout: ZoetropeKeyValueObserving {}
#endif
