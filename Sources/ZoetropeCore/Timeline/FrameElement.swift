/// One element as it is at one moment.
public struct FrameElement: Hashable, Sendable {
    /// Which lifetime of the timeline this is (see `Timeline.lifetimes`).
    public var lifetime: Int
    public var identity: ElementIdentity
    public var role: TrackRole
    public var reason: AppearanceReason?
    /// In content coordinates; subtract the frame's content offset for the screen.
    public var attributes: LayoutAttributes
    public var content: ElementContent

    package init(lifetime: Int, identity: ElementIdentity, role: TrackRole, reason: AppearanceReason?,
                attributes: LayoutAttributes, content: ElementContent) {
        self.lifetime = lifetime
        self.identity = identity
        self.role = role
        self.reason = reason
        self.attributes = attributes
        self.content = content
    }

    /// Whether drawing this element would change any pixel.
    package var isVisible: Bool {
        !attributes.isHidden && attributes.alpha > 0 && !attributes.frame.isEmpty
    }
}
