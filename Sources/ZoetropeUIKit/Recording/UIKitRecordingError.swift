/// Why a recording failed: what UIKit would have raised (and crashed the app with), something
/// Zoetrope cannot draw, or a file it cannot read.
///
/// UIKit's own exceptions carry UIKit's reason word for word, so that a reason pasted from a
/// crash log finds its rule ("Invalid update: invalid number of items in section 0. …").
public struct UIKitRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// UIKit raises an exception: `name` is its name (`NSInternalInconsistencyException`).
        case exception(name: String)
        /// Something UIKit can do that Zoetrope cannot draw (a perspective transform).
        case unsupported
        /// A layout answered in a way UIKit reports (attributes for another element).
        case layoutError
        /// A file that cannot be read, or a value out of range.
        case badInput
    }

    public var kind: Kind
    public var reason: String
    /// What the collection view was doing: the step, counted from 1, and its call.
    public var step: String?
    /// What probably caused it, when Zoetrope can tell, and what to do.
    public var hint: String?

    public init(_ kind: Kind, reason: String, step: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.step = step
    }

    static func internalInconsistency(_ reason: String) -> UIKitRecordingError {
        UIKitRecordingError(.exception(name: "NSInternalInconsistencyException"), reason: reason)
    }

    public var description: String {
        let prefix = step.map { "\($0): " } ?? ""
        let text: String
        switch kind {
        case .exception(let name): text = "\(prefix)*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
        case .unsupported: text = "\(prefix)not supported by Zoetrope: \(reason)"
        case .layoutError: text = "\(prefix)layout error: \(reason)"
        case .badInput: text = "\(prefix)\(reason)"
        }
        return hint.map { "\(text)\nhint: \($0)" } ?? text
    }
}
