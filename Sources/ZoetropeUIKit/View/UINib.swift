import Foundation

/// A nib, declared with UIKit's initialisers and loading method so that code that loads one
/// (a cell's nib by name, a view that loads its content from its nib) is told why it does not
/// compile, and nothing else: without them Swift takes `UINib(nibName:bundle:)` for
/// `NSObject()` and complains of an argument, then of `nil`, before the reason.
@available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: register a class, or use UICollectionView.CellRegistration.")
open class UINib: NSObject {
    /// The keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    public init(data: Data, bundle bundleOrNil: Bundle?) {}
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }
}
