/// A value the differ can follow: it has an identity that survives changes, and a content
/// that may change.
///
/// Two values with the same identity are the same thing (the same item, moved or changed);
/// when their content differs the thing was updated. Values that are `Equatable` compare
/// content with `==`.
public protocol Differentiable {
    associatedtype DifferenceIdentifier: Hashable
    var differenceIdentifier: DifferenceIdentifier { get }
    /// Whether `self` shows the same as `source` (so needs no update).
    func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    public func isContentEqual(to source: Self) -> Bool { self == source }
}
