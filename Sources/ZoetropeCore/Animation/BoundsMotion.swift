/// The visible rectangle's motion in one step: from one bounds to another along the step's
/// timing, plus the motions of interrupted steps still under way.
///
/// A scroll or a rotation interrupted by the next step goes on as an element's motion does
/// (see `CarriedMotion`): additively, as Core Animation does. The new step moves the bounds
/// from where the interrupted one was taking them, and the interrupted motion adds its offset
/// from its end until it finishes, so the bounds neither jump nor change speed at the
/// hand-over. The PNG frames, `dump`, pinned views and the SVG all read the bounds from here.
package struct BoundsMotion: Hashable, Sendable {
    package var from: Rect
    package var to: Rect
    /// Counted from the start of the step that shows the motion: negative delay once a
    /// carried motion was under way before that step began.
    package var timing: Timing
    /// Motions of interrupted steps, added on top (each without carried motions of its own).
    package var carried: [BoundsMotion]

    package init(from: Rect, to: Rect, timing: Timing, carried: [BoundsMotion] = []) {
        self.from = from
        self.to = to
        self.timing = timing
        self.carried = carried
    }

    /// The bounds `time` seconds into the step: origin and size each interpolated (the
    /// top-left corner is the content offset), plus what carried motions still add.
    package func bounds(atStepTime time: Double) -> Rect {
        let own = from.interpolatedByCorner(to: to, progress: timing.progress(atStepTime: time))
        guard !carried.isEmpty else { return own }
        var x = own.origin.x, y = own.origin.y, width = own.width, height = own.height
        for motion in carried {
            let shown = motion.from.interpolatedByCorner(to: motion.to, progress: motion.timing.progress(atStepTime: time))
            x += shown.origin.x - motion.to.origin.x
            y += shown.origin.y - motion.to.origin.y
            width += shown.width - motion.to.width
            height += shown.height - motion.to.height
        }
        return Rect(x: x, y: y, width: Swift.max(0, width), height: Swift.max(0, height))
    }

    /// Whether the bounds ever change in the step.
    package var isStill: Bool { from == to && carried.isEmpty }

    /// When the last motion (its own or a carried one) is over, from the step's start.
    package var end: Double {
        carried.reduce(from == to ? 0 : timing.end) { Swift.max($0, $1.timing.end) }
    }

    /// What is still under way `seconds` into this motion, counted from then: carried into a
    /// step that starts at that moment.
    func carriedMotions(after seconds: Double) -> [BoundsMotion] {
        var result = carried.map { BoundsMotion(from: $0.from, to: $0.to, timing: $0.timing.shifted(by: seconds)) }
        if from != to {
            result.append(BoundsMotion(from: from, to: to, timing: timing.shifted(by: seconds)))
        }
        return result.filter { $0.timing.end > 0 }
    }
}
