/// One step of a timeline: a transition placed at a start time.
public struct TimelineSegment: Hashable, Sendable {
    /// Seconds from the start of the timeline.
    public var start: Double
    public var transition: Transition
    /// The lifetime of each track, index for index with `transition.tracks`.
    public var lifetimes: [Int]
    /// A name for people: the fixture step's name, or a description of what it does.
    public var label: String
    /// The background at the start and at the end of the step.
    package var fromBackground: Color
    package var toBackground: Color

    /// How long the step is shown: its duration, or less when the next step interrupts it.
    public var duration: Double { transition.shownDuration }
    public var end: Double { start + duration }
    /// Whether the next step interrupts this one before it is over.
    package var isInterrupted: Bool { transition.shownDuration < transition.duration }

    /// Whether its elements have more than one z-index between them (then the paint order of a
    /// moment depends on them; otherwise it is the lifetimes' paint ranks).
    var hasZIndexes: Bool {
        guard let z = transition.tracks.first?.from.zIndex else { return false }
        return transition.tracks.contains { $0.from.zIndex != z || $0.to.zIndex != z }
    }
}
