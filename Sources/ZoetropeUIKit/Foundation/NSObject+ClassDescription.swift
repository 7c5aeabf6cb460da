import Foundation

#if !canImport(ObjectiveC)
/// Objective-C's `+[NSObject description]` and `+debugDescription`: a class's name, qualified
/// by its module (`MyApp.PhotoCell`), as `NSStringFromClass` gives it for a Swift class.
///
/// Apps name a view's reuse identifier after its class with it:
///
/// ```swift
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.description())
/// ```
///
/// Swift on Linux has no Objective-C runtime, and Foundation's `NSObject` has only the
/// instance's `description` there, so without these that line would not compile.
extension NSObject {
    public class func description() -> String { String(reflecting: self) }
    public class func debugDescription() -> String { String(reflecting: self) }
}
#endif
