/// A pinned view's track during a scroll: the bounds move along the step's curve, and the view
/// is placed for the bounds of each moment.
package struct PinnedScroll: Hashable, Sendable {
    package var pinning: Pinning
    package var oldBounds: Rect
    package var newBounds: Rect
    /// The timing that moves the bounds (the step's).
    package var timing: Timing
    /// Scrolls of interrupted steps still moving the bounds (the step's `carriedBounds`).
    package var carriedBounds: [BoundsMotion] = []

    package init(pinning: Pinning, oldBounds: Rect, newBounds: Rect, timing: Timing, carriedBounds: [BoundsMotion] = []) {
        self.pinning = pinning
        self.oldBounds = oldBounds
        self.newBounds = newBounds
        self.timing = timing
        self.carriedBounds = carriedBounds
    }

    /// `attributes` with the position along the axis that the bounds give `time` seconds into the step.
    func placing(_ attributes: LayoutAttributes, atStepTime time: Double) -> LayoutAttributes {
        let bounds = BoundsMotion(from: oldBounds, to: newBounds, timing: timing, carried: carriedBounds).bounds(atStepTime: time)
        var placed = attributes
        let position = pinning.position(in: bounds)
        switch pinning.axis {
        case .vertical: placed.frame.origin.y = position
        case .horizontal: placed.frame.origin.x = position
        }
        return placed
    }
}
