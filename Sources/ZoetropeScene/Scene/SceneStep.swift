import ZoetropeCore

/// One step of a scene: a batch update, or a pause in which nothing moves.
public struct SceneStep: Sendable {
    public enum Action: Sendable {
        /// A batch update. With `dataAfter`, the batch is checked against that data as UIKit
        /// checks a batch against its data source; without it, the batch carries its data.
        case batch(BatchUpdate, dataAfter: CollectionSnapshot? = nil)
        /// A whole new snapshot, diffed by identity and animated in one step.
        case snapshot(CollectionSnapshot)
        /// Switch to another layout, animated.
        case layout(any CollectionLayout)
        /// Change the visible rectangle: its size (a rotation, a resize), its origin (a
        /// scroll), or both, and the safe area with it (a rotation moves the sensor housing);
        /// nil keeps the current value.
        case bounds(size: Size?, contentOffset: Point?, safeAreaInsets: EdgeInsets? = nil)
        /// Operations on a diffable data source snapshot of the data, applied as UIKit's
        /// `apply(_:animatingDifferences:)` applies a snapshot.
        case diffable([DiffableOperation], animatingDifferences: Bool)
        /// Scroll a section that scrolls across the layout's direction (a compositional
        /// layout's carousel) to a group or an offset.
        case orthogonalScroll(section: SectionID, target: OrthogonalTarget)
        /// Show the screen in another appearance (dark mode turned on, a larger text size):
        /// every element takes its content in it, in place, and the screen its background.
        indirect case appearance(AppearanceChange)
        /// Hold still for this many seconds.
        case pause(Double)
    }

    /// Where an orthogonal scroll comes to rest.
    public enum OrthogonalTarget: Hashable, Sendable {
        /// The group at this index rests where the first one starts.
        case group(Int)
        /// So many points from the start, clamped to the section's content.
        case offset(Double)
    }

    public var name: String?
    public var action: Action
    /// This step's timing; nil uses the scene's.
    public var timing: Timing?
    /// This step's stagger; nil uses the scene's.
    public var stagger: Stagger?
    /// The background this step fades to; nil keeps it.
    public var background: Color?
    /// When set, the step starts this many seconds into the previous one and interrupts it:
    /// every element goes on from where it is shown, at the speed it has.
    public var interruptAfter: Double?
    /// Where the step scrolls to, in the same animation as its change (an update, a new
    /// snapshot, a resize): resolved against the layout after the change.
    public var scroll: ScrollTarget?

    public init(name: String? = nil, _ action: Action, timing: Timing? = nil, stagger: Stagger? = nil, background: Color? = nil) {
        self.name = name
        self.action = action
        self.timing = timing
        self.stagger = stagger
        self.background = background
    }

    /// What the step does, in words: its name, or a summary of its operations and its scroll.
    public var label: String {
        if let name { return name }
        if case .bounds = action { return actionLabel }
        return [actionLabel, scroll.map(Self.describe) ?? ""].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// "scroll to (0, 10)", "scroll to item [0, 5] (bottom)", "scroll to the end".
    static func describe(_ scroll: ScrollTarget) -> String {
        switch scroll {
        case .offset(let point, _): return "scroll to (\(JSONWriter.format(point.x)), \(JSONWriter.format(point.y)))"
        case .item(let path, let position): return "scroll to item \(path) (\(position.rawValue))"
        case .end: return "scroll to the end"
        }
    }

    private var actionLabel: String {
        switch action {
        case .pause(let seconds):
            return "pause \(JSONWriter.format(seconds)) s"
        case .appearance(let change):
            return "switch to \(change.appearance)"
        case .snapshot:
            return "new snapshot"
        case .diffable(let operations, _):
            return operations.map(\.label).joined(separator: "; ")
        case .orthogonalScroll(let section, .group(let group)):
            return "scroll \(section) to group \(group)"
        case .orthogonalScroll(let section, .offset(let offset)):
            return "scroll \(section) to \(JSONWriter.format(offset))"
        case .layout(let layout):
            return "switch to \(type(of: layout))"
        case .bounds(let size, let offset, let safeArea):
            var parts: [String] = []
            if let size { parts.append("resize to \(JSONWriter.format(size.width))×\(JSONWriter.format(size.height))") }
            if let safeArea {
                parts.append("safe area \([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(JSONWriter.format).joined(separator: " "))")
            }
            if let offset { parts.append("scroll to (\(JSONWriter.format(offset.x)), \(JSONWriter.format(offset.y)))") }
            if let scroll { parts.append(Self.describe(scroll)) }
            return parts.joined(separator: ", ")
        case .batch(let update, _):
            var parts: [String] = []
            if !update.deletedSections.isEmpty {
                parts.append("delete section\(update.deletedSections.count == 1 ? "" : "s") "
                             + update.deletedSections.map(String.init).joined(separator: ", "))
            }
            if !update.deletedItems.isEmpty {
                parts.append("delete item\(update.deletedItems.count == 1 ? "" : "s") "
                             + update.deletedItems.map(\.description).joined(separator: ", "))
            }
            if !update.insertedSections.isEmpty {
                parts.append("insert section\(update.insertedSections.count == 1 ? "" : "s") "
                             + update.insertedSections.map { String($0.index) }.joined(separator: ", "))
            }
            if !update.insertedItems.isEmpty {
                parts.append("insert item\(update.insertedItems.count == 1 ? "" : "s") "
                             + update.insertedItems.map(\.indexPath.description).joined(separator: ", "))
            }
            if !update.movedSections.isEmpty {
                parts.append("move section\(update.movedSections.count == 1 ? "" : "s") "
                             + update.movedSections.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))
            }
            if !update.movedItems.isEmpty {
                parts.append("move item\(update.movedItems.count == 1 ? "" : "s") "
                             + update.movedItems.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))
            }
            if !update.reloadedSections.isEmpty {
                parts.append("reload section\(update.reloadedSections.count == 1 ? "" : "s") "
                             + update.reloadedSections.map { String($0.index) }.joined(separator: ", "))
            }
            if !update.reloadedItems.isEmpty {
                parts.append("reload item\(update.reloadedItems.count == 1 ? "" : "s") "
                             + update.reloadedItems.map(\.indexPath.description).joined(separator: ", "))
            }
            return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
        }
    }
}
