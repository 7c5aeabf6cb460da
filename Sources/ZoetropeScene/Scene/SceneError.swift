import ZoetropeCore

/// Why a scene cannot become a timeline.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The initial data repeats an identity.
    case duplicateIdentity(DuplicateIdentity)
    /// A step's batch update is invalid.
    case invalidStep(index: Int, UpdateError)
    /// An operation of a diffable-snapshot step is invalid (UIKit's exception reason).
    case invalidDiffableOperation(step: Int, operation: Int, DiffableSnapshotError)
    /// A step scrolls a section that cannot scroll across.
    case invalidOrthogonalScroll(step: Int, String)
    /// A step scrolls to an item the layout has no place for.
    case invalidScroll(step: Int, String)
    /// By this step the timeline holds more element-steps than `FixtureLimits` allows.
    case tooManyElementSteps(step: Int, count: Int)
    /// A compositional section has no room across after step `step` (nil: in the initial
    /// layout), which UIKit raises for.
    case sectionWithoutRoom(step: Int?, SectionWithoutRoom)
    /// A step switches to an appearance whose restyled scene does not match this one.
    case invalidAppearanceChange(step: Int, String)

    public var description: String {
        switch self {
        case .duplicateIdentity(let duplicate): return duplicate.description
        case .invalidStep(let index, let error): return "step \(index): \(error.message)"
        case .invalidOrthogonalScroll(let index, let message): return "step \(index): \(message)"
        case .invalidScroll(let index, let message): return "step \(index): \(message)"
        case .tooManyElementSteps(let index, let count): return "step \(index): the animation has \(count) element-steps, more than the limit"
        case .invalidDiffableOperation(let index, let operation, let error): return "step \(index), operation \(operation): \(error.message)"
        case .sectionWithoutRoom(let index?, let problem): return "step \(index): \(problem)"
        case .sectionWithoutRoom(nil, let problem): return "the initial layout: \(problem)"
        case .invalidAppearanceChange(let index, let message): return "step \(index): \(message)"
        }
    }
}
