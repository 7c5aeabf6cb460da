/// A mistake in building a diffable snapshot, worded as UIKit's exception reason.
public struct DiffableSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
