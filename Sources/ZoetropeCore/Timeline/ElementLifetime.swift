/// One element's life in a timeline: from the step it comes into view (or the start) to the
/// step it disappears in (or the end), under one identity.
///
/// An item deleted and later inserted again under the same identity has two lifetimes. The SVG
/// writer draws one node per lifetime; both backends paint lifetimes in the same fixed order,
/// which is what lets the SVG (whose document order cannot change over time) match every PNG.
public struct ElementLifetime: Hashable, Sendable {
    public var identity: ElementIdentity
    /// The first and last segment with a track of this lifetime.
    public var firstSegment: Int
    public var lastSegment: Int
    /// Position in paint order: lower is painted first, so lies beneath.
    public var paintRank: Int
}
