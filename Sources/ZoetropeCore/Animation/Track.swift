/// One element's animation within one step: from which attributes to which, with what
/// timing, and why.
public struct Track: Hashable, Sendable {
    /// What the element is, stable across steps.
    public var identity: ElementIdentity
    /// Where the element is: its new place, or its old place when it disappears.
    public var element: ElementID
    public var role: TrackRole
    /// Why it appears, disappears or moves; nil when it stays.
    public var reason: AppearanceReason?
    public var from: LayoutAttributes
    public var to: LayoutAttributes
    public var timing: Timing
    public var content: ElementContent
    /// Motions of an interrupted step, still under way, added on top (see `CarriedMotion`).
    package var carried: [CarriedMotion] = []
    /// For a view pinned to the visible bounds during a scroll: placed for the bounds of each
    /// moment instead of gliding between its two ends.
    package var pinnedScroll: PinnedScroll?
    /// For an element still on its way out when the step before was interrupted: the index of
    /// its track in that step, whose lifetime it goes on (another element of the same identity
    /// may be leaving in this step too: a reload interrupted by another reload).
    package var continuesTrack: Int?

    package init(identity: ElementIdentity, element: ElementID, role: TrackRole, reason: AppearanceReason?,
                from: LayoutAttributes, to: LayoutAttributes, timing: Timing, content: ElementContent) {
        self.identity = identity
        self.element = element
        self.role = role
        self.reason = reason
        self.from = from
        self.to = to
        self.timing = timing
        self.content = content
    }

    /// Whether the element is drawn `time` seconds after the start of its step: a
    /// disappearing element is removed once its animation is over, as UIKit removes the view.
    package func isPresent(atStepTime time: Double) -> Bool {
        role != .disappearing || time < end
    }

    /// The element's attributes `time` seconds after the start of its step: its own motion,
    /// plus what carried motions still add.
    ///
    /// Its z-index is `to`'s from the moment its animation starts (the step's start, or the end
    /// of its delay), `from`'s before: the paint order of each moment follows it.
    package func attributes(atStepTime time: Double) -> LayoutAttributes {
        var own = from.interpolated(to: to, progress: timing.progress(atStepTime: time))
        own.zIndex = zIndex(atStepTime: time)
        if let pinnedScroll { own = pinnedScroll.placing(own, atStepTime: time) }
        guard !carried.isEmpty else { return own }
        let total = carried.reduce(AttributeVector(own)) { $0 + $1.offset(atStepTime: time) }
        var result = total.attributes(like: own)
        if let space = own.transform3D {
            // A turn in space does not add in the plane: the element keeps its own turn and
            // perspective, moved as far as the carried motions move it.
            let dx = result.transform.tx - own.transform.tx, dy = result.transform.ty - own.transform.ty
            result.setTransform3D(space.concatenating(Transform3D(Transform(translationX: dx, y: dy))))
        }
        return result
    }

    /// The z-index in force `time` seconds into the step: `from`'s until the animation starts,
    /// `to`'s from then on (at once when the animation takes no time).
    package func zIndex(atStepTime time: Double) -> Int {
        time < timing.delay && timing.duration > 0 ? from.zIndex : to.zIndex
    }

    /// When the z-index changes, in seconds from the step's start; nil when it does not.
    package var zIndexChange: Double? {
        from.zIndex == to.zIndex ? nil : (timing.duration > 0 ? Swift.max(0, timing.delay) : 0)
    }

    /// When the element's last motion (its own or a carried one) is over, from the step's start.
    public var end: Double {
        carried.reduce(timing.end) { Swift.max($0, $1.timing.end) }
    }
}
