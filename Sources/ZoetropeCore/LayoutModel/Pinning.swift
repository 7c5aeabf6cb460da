/// Where a view pinned to the visible bounds (a pinned header or footer) may be along the
/// scroll axis: as near the edge of the bounds it pins to as it may, never before its natural
/// place, never past its section's end (a header) or start (a footer).
///
/// A layout reports it through `CollectionLayout.pinning(of:)` so that a scroll can move such
/// a view exactly at every moment, as UIKit re-lays it out on every frame of a scroll, and not
/// only at the scroll's two ends.
public struct Pinning: Hashable, Sendable {
    public var axis: ScrollDirection
    /// Pinned to the start of the bounds (a header), or to their end (a footer).
    public var toStart: Bool
    /// Its position along the axis when nothing pins it.
    public var natural: Double
    /// The furthest pinning takes it: the last position of a header, the first of a footer.
    public var limit: Double
    /// Its length along the axis.
    public var length: Double

    public init(axis: ScrollDirection, toStart: Bool, natural: Double, limit: Double, length: Double) {
        self.axis = axis
        self.toStart = toStart
        self.natural = natural
        self.limit = limit
        self.length = length
    }

    /// Its position along the axis for the visible rectangle `bounds`.
    public func position(in bounds: Rect) -> Double {
        let range = axis.scrollRange(bounds)
        return toStart ? Swift.max(natural, Swift.min(range.min, limit)) : Swift.min(natural, Swift.max(range.max - length, limit))
    }
}

/// A pinned view's track during a scroll: the bounds move along the step's curve, and the view
/// is placed for the bounds of each moment.
public struct PinnedScroll: Hashable, Sendable {
    public var pinning: Pinning
    public var oldBounds: Rect
    public var newBounds: Rect
    /// The timing that moves the bounds (the step's).
    public var timing: Timing
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
