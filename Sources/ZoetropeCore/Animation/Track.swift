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

    public init(identity: ElementIdentity, element: ElementID, role: TrackRole, reason: AppearanceReason?,
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
    public func isPresent(atStepTime time: Double) -> Bool {
        role != .disappearing || time < timing.end
    }

    /// The element's attributes `time` seconds after the start of its step.
    public func attributes(atStepTime time: Double) -> LayoutAttributes {
        from.interpolated(to: to, progress: timing.progress(atStepTime: time))
    }
}
