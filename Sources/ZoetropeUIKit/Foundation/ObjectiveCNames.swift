import Foundation

#if !canImport(ObjectiveC)
/// Objective-C's integer types, which UIKit code has through UIKit's import of the Objective-C
/// module: a delegate protocol written by an app that began in Objective-C takes its section
/// as an `NSInteger`. Swift on Linux has no Objective-C module, so they are declared here as
/// Swift maps them, `Int` and `UInt`.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

extension NSObjectProtocol {
    /// Whether the object implements `aSelector`: always true here.
    ///
    /// Code that began in Objective-C asks its delegate before it calls an optional method:
    ///
    /// ```swift
    /// if delegate.responds(to: #selector(Delegate.collectionView(_:layout:isCalculateHeaderViewIndex:))) {
    ///     showsHeader = delegate.collectionView!(collectionView, layout: self, isCalculateHeaderViewIndex: section)
    /// } else {
    ///     showsHeader = isCalculateHeader
    /// }
    /// ```
    ///
    /// Swift on Linux has no Objective-C runtime to ask, and no optional requirements: UIKit's
    /// are requirements with defaults here, and `zoetrope port` gives an app's the same, each
    /// default answering what the method's absence meant (the `else` branch's value, where the
    /// port finds one; see docs/bring-your-own-layout.md). So the method is always there, and
    /// calling it answers as the phone does whether or not the delegate implements it.
    /// A selector that names no method at all is also answered true: there is no runtime to
    /// say otherwise.
    public func responds(to aSelector: Selector!) -> Bool { true }
}
#endif
