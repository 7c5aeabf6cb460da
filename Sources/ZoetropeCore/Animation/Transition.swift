/// Everything that happens in one step: a track per element visible before or after.
///
/// Tracks are listed in layout order; the timeline decides the paint order.
public struct Transition: Hashable, Sendable {
    public var tracks: [Track]
    /// The step's length: its own timing, or longer when an element's delay runs past it.
    public var duration: Double
    /// The step's own timing, which also moves the bounds when they change.
    public var timing: Timing
    /// The visible rectangle before and after the step.
    package var oldBounds: Rect
    package var newBounds: Rect
    /// The background the step fades to, with its timing; nil keeps the background.
    package var newBackground: Color?
    /// When the next step interrupts this one, how many seconds in: the step is shown that
    /// long, and what it was still doing is carried into the next (see `interrupting`).
    package var handoffAfter: Double?
    /// Scrolls and rotations of interrupted steps still under way, added to this step's own
    /// change of bounds (see `BoundsMotion`).
    package var carriedBounds: [BoundsMotion] = []

    /// How the visible rectangle moves in this step.
    package var boundsMotion: BoundsMotion {
        BoundsMotion(from: oldBounds, to: newBounds, timing: timing, carried: carriedBounds)
    }

    /// The visible rectangle `time` seconds into the step.
    public func bounds(atStepTime time: Double) -> Rect {
        carriedBounds.isEmpty ? oldBounds.interpolatedByCorner(to: newBounds, progress: timing.progress(atStepTime: time))
            : boundsMotion.bounds(atStepTime: time)
    }

    /// How long the step is shown: its duration, or less when the next interrupts it.
    package var shownDuration: Double {
        handoffAfter.map { Swift.min($0, duration) } ?? duration
    }

    package init(tracks: [Track], duration: Double, timing: Timing, oldBounds: Rect, newBounds: Rect) {
        self.tracks = tracks
        self.duration = duration
        self.timing = timing
        self.oldBounds = oldBounds
        self.newBounds = newBounds
    }
}
