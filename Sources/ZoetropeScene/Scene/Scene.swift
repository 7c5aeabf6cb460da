import ZoetropeCairo
import ZoetropeCore

/// A whole animation described as data: a screen, a layout, the initial sections, and the
/// steps that change them.
///
/// A fixture file decodes to a `Scene`; tests and custom layouts build one in Swift.
///
/// ```swift
/// var scene = Scene(name: "demo", viewport: Viewport(size: Size(width: 390, height: 600)),
///                   layout: FlowLayout(itemSize: Size(width: 80, height: 80)),
///                   snapshot: CollectionSnapshot(sections: [section]))
/// scene.steps = [SceneStep(.batch(BatchUpdate(deletedItems: [IndexPath(item: 1, section: 0)])))]
/// let timeline = try scene.makeTimeline()
/// ```
public struct Scene: Sendable {
    /// Names the output: `Output/NAME/` and `Output/NAME.svg`.
    public var name: String
    public var summary: String?
    public var viewport: Viewport
    public var background: Color
    public var layout: any CollectionLayout
    public var snapshot: CollectionSnapshot
    public var animation: SceneAnimation
    public var steps: [SceneStep]
    /// Sections whose items form an outline (children under expandable rows), by identity:
    /// what `expand` and `collapse` operations act on.
    public var outlines: [SectionID: DiffableDataSourceSectionSnapshot] = [:]
    /// The appearance the scene's colours were resolved in (a fixture's `"appearance"`).
    public var appearance: Appearance = .standard
    /// The SF Symbols the fixture names that are drawn as stand-ins (no picture of them in its
    /// `"symbols"` folder), in the order first named: Apple's symbols cannot ship here.
    public var symbolStandIns: [String] = []

    public init(name: String, summary: String? = nil, viewport: Viewport, background: Color = .white,
                layout: any CollectionLayout, snapshot: CollectionSnapshot,
                animation: SceneAnimation = SceneAnimation(), steps: [SceneStep] = []) {
        self.name = name
        self.summary = summary
        self.viewport = viewport
        self.background = background
        self.layout = layout
        self.snapshot = snapshot
        self.animation = animation
        self.steps = steps
    }

    /// Runs every step on a headless collection view and lays the transitions end to end.
    ///
    /// There is one timeline segment per step, in order, so segment k is step k. A scene
    /// without steps gives one still segment of length zero: the initial layout.
    ///
    /// - Parameter textMeasurer: measures wrapping labels: by default with Cairo and Pango, as
    ///   `zoetrope render` and the PNG frames do, so a self-sized cell is as tall from Swift as
    ///   from the command line (`ApproximateTextMeasurer` is for code that must not load fonts).
    /// - Parameter limits: the element-steps are added up as each step runs, and the first
    ///   step that goes over the limit stops the work (`.tooManyElementSteps`).
    /// - Throws: `SceneError` for duplicate identities, the first invalid step, or a limit.
    public func makeTimeline(textMeasurer: any TextMeasuring = CairoTextMeasurer(),
                             limits: FixtureLimits = .unlimited) throws(SceneError) -> Timeline {
        var view = try initialView(textMeasurer: textMeasurer)
        var transitions: [(transition: Transition, label: String)] = []
        var outlines = self.outlines
        var restyled = RestyledData()
        var elementSteps = 0
        for (index, step) in steps.enumerated() {
            if case .item(let path, _) = step.scroll {
                // Checked against the data after the step, where UIKit's scrollToItem looks.
                try Self.checkScroll(to: path, step: index, in: view, after: step)
            }
            let transition = try run(step, index: index, on: &view, outlines: &outlines, restyled: &restyled)
            try Self.checkRoom(in: view, after: index)
            transitions.append((transition, step.label))
            elementSteps += transition.tracks.count
            if elementSteps > limits.maximumElementSteps { throw .tooManyElementSteps(step: index, count: elementSteps) }
        }
        applyBackgroundsAndInterruptions(to: &transitions)
        if transitions.isEmpty {
            transitions.append((view.stillTransition(duration: 0), "initial layout"))
        }
        return Timeline(viewportSize: viewport.size, background: background, transitions: transitions)
    }

    /// The collection view at rest after step `last` (nil: before any step), with every element
    /// of its content laid out, on screen or not: what `zoetrope dump --all` lists.
    public func restingView(afterStep last: Int?, textMeasurer: any TextMeasuring = CairoTextMeasurer()) throws(SceneError) -> CollectionView {
        var view = try initialView(textMeasurer: textMeasurer)
        var outlines = self.outlines
        var restyled = RestyledData()
        for (index, step) in steps.enumerated() where index <= (last ?? -1) {
            if case .item(let path, _) = step.scroll { try Self.checkScroll(to: path, step: index, in: view, after: step) }
            _ = try run(step, index: index, on: &view, outlines: &outlines, restyled: &restyled)
            try Self.checkRoom(in: view, after: index)
        }
        return view
    }

    /// Refuses a layout in which a compositional section has no room across, as UIKit raises
    /// for it, rather than draw the section zero points wide.
    private static func checkRoom(in view: CollectionView, after step: Int?) throws(SceneError) {
        guard let compositional = view.layout.unmirrored as? CompositionalLayout,
              let first = compositional.sectionsWithoutRoom(in: view.context).first else { return }
        throw .sectionWithoutRoom(step: step, first)
    }

    /// The collection view with the initial data, laid out in the viewport.
    private func initialView(textMeasurer: any TextMeasuring) throws(SceneError) -> CollectionView {
        var view: CollectionView
        do {
            view = try CollectionView(snapshot: snapshot, layout: layout, bounds: viewport.bounds, textMeasurer: textMeasurer,
                                      displayScale: Double(viewport.scale), safeAreaInsets: viewport.safeAreaInsets,
                                      layoutMargins: viewport.layoutMargins, layoutDirection: appearance.direction)
            if appearance.direction == .rightToLeft {
                // Written left to right, the fixture's content is mirrored with its layout, and a
                // horizontal scroll starts at the right end, as UIKit starts it.
                view.mirrorsContent = true
                view.startAtLeadingEdge()
            }
        } catch {
            if case .duplicateIdentity(let duplicate) = error.reason { throw .duplicateIdentity(duplicate) }
            throw .invalidStep(index: -1, error)
        }
        try Self.checkRoom(in: view, after: nil)
        return view
    }

    /// Runs one step on the collection view: its transition.
    private func run(_ step: SceneStep, index: Int, on view: inout CollectionView,
                     outlines: inout [SectionID: DiffableDataSourceSectionSnapshot], restyled: inout RestyledData) throws(SceneError) -> Transition {
        let animation = UpdateAnimation(timing: step.timing ?? self.animation.timing, effects: self.animation.effects,
                                        stagger: step.stagger ?? self.animation.stagger)
        switch step.action {
        case .batch(let update, let dataAfter):
            do {
                return try view.performBatchUpdates(update, dataAfter: dataAfter, animation: animation, scrollingTo: step.scroll)
            } catch {
                throw .invalidStep(index: index, error)
            }
        case .snapshot(let snapshot):
            do {
                return try view.apply(snapshot, animation: animation, scrollingTo: step.scroll)
            } catch {
                throw .invalidStep(index: index, error)
            }
        case .layout(let layout):
            return view.setCollectionViewLayout(layout, animation: animation)
        case .bounds(let size, let offset, let safeArea):
            let bounds = Rect(origin: offset ?? view.bounds.origin, size: size ?? view.bounds.size)
            return view.setBounds(bounds, safeAreaInsets: safeArea, animation: animation, scrollingTo: step.scroll)
        case .orthogonalScroll(let section, let target):
            let offset = try Self.orthogonalOffset(of: section, to: target, step: index, in: view)
            return view.setOrthogonalOffset(offset, forSection: section, animation: animation)
        case .diffable(let operations, let animatingDifferences):
            var snapshot = DiffableDataSourceSnapshot(view.snapshot)
            for (position, operation) in operations.enumerated() {
                do {
                    try operation.apply(to: &snapshot, outlines: &outlines)
                } catch {
                    throw .invalidDiffableOperation(step: index, operation: position, error)
                }
            }
            do {
                return try view.apply(snapshot, animatingDifferences: animatingDifferences, animation: animation, scrollingTo: step.scroll)
            } catch {
                throw .invalidStep(index: index, error)
            }
        case .appearance(let change):
            // Every element whose content the appearance changes cross-fades to it, as the phone
            // cross-fades the screen when dark mode is switched on; self-sizing cells are
            // measured again.
            let data = try restyled.data(for: change, before: index, current: view.snapshot)
            var transition: Transition
            do {
                transition = try view.apply(data, animation: animation)
            } catch {
                throw .invalidStep(index: index, error)
            }
            // The phone lays a picture of the old screen over the new one and fades it out: the
            // new look is there at once beneath the old one (a disappearing element paints
            // above), not faded in beside it as a reloaded cell is, which would dim the screen
            // halfway.
            for position in transition.tracks.indices where transition.tracks[position].role == .appearing
                && transition.tracks[position].reason == .reloaded {
                transition.tracks[position].from.alpha = transition.tracks[position].to.alpha
            }
            return transition
        case .pause(let seconds):
            return view.stillTransition(duration: seconds)
        }
    }

    /// Where a section that scrolls across comes to rest for `target`: a group's resting offset,
    /// or an offset clamped to the section's content.
    private static func orthogonalOffset(of section: SectionID, to target: SceneStep.OrthogonalTarget, step index: Int,
                                         in view: CollectionView) throws(SceneError) -> Double {
        guard let sectionIndex = view.snapshot.sections.firstIndex(where: { $0.id == section }) else {
            throw .invalidOrthogonalScroll(step: index, "no section has the id \"\(section)\" at this step")
        }
        guard let compositional = view.layout.unmirrored as? CompositionalLayout else {
            throw .invalidOrthogonalScroll(step: index, "only a compositional layout has sections that scroll across; this step's layout is \(type(of: view.layout))")
        }
        switch target {
        case .group(let group):
            guard let resting = compositional.orthogonalOffset(toGroup: group, inSection: sectionIndex) else {
                throw .invalidOrthogonalScroll(step: index, "section \"\(section)\" does not scroll across (give it an \"orthogonalScrollingBehavior\"), or has no group \(group)")
            }
            return resting
        case .offset(let points):
            return compositional.clampedOrthogonalOffset(points, inSection: sectionIndex)
        }
    }

    /// Each step's background change rides on its transition; then the interruptions, in order,
    /// so that a chain of them carries everything along.
    private func applyBackgroundsAndInterruptions(to transitions: inout [(transition: Transition, label: String)]) {
        for (index, step) in steps.enumerated() where step.background != nil {
            transitions[index].transition.newBackground = step.background
        }
        for (index, step) in steps.enumerated() where index > 0 {
            guard let seconds = step.interruptAfter else { continue }
            let previous = transitions[index - 1].transition
            guard seconds < previous.duration else { continue }
            transitions[index].transition = transitions[index].transition.interrupting(previous, after: seconds)
            transitions[index - 1].transition.handoffAfter = seconds
        }
    }

    /// A scroll to an item names one that exists after the step: only a batch or a snapshot
    /// changes the data, so for other steps the data now is the data after.
    private static func checkScroll(to path: IndexPath, step index: Int, in view: CollectionView, after step: SceneStep) throws(SceneError) {
        var data = view.snapshot
        switch step.action {
        case .batch(let update, let dataAfter):
            guard let applied = try? update.applied(to: view.snapshot, dataAfter: dataAfter) else { return }  // the step reports it
            data = applied.snapshot
        case .snapshot(let snapshot):
            data = snapshot
        case .diffable:
            return  // checked by the layout when the step runs: no place, no scroll
        default:
            break
        }
        guard data.sections.indices.contains(path.section), data.sections[path.section].items.indices.contains(path.item) else {
            let count = data.sections.indices.contains(path.section) ? "section \(path.section) has \(data.sections[path.section].items.count) items" : "there are \(data.sections.count) sections"
            throw .invalidScroll(step: index, "cannot scroll to item \(path): after the step \(count) (UIKit's scrollToItem raises here)")
        }
    }
}
