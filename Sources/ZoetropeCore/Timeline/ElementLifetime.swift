/// One element's life in a timeline: from the step it comes into view (or the start) to the
/// step it disappears in (or the end), under one identity.
///
/// An item deleted and later inserted again under the same identity has two lifetimes. Both
/// backends paint by the z-index in force at each moment, then by `paintRank`; the SVG writer
/// draws a node per stretch of a lifetime at one z-index (`Timeline.paintPieces()`), which is
/// what lets the SVG (whose document order cannot change over time) match every PNG.
package struct ElementLifetime: Hashable, Sendable {
    package var identity: ElementIdentity
    /// The first and last segment with a track of this lifetime.
    package var firstSegment: Int
    package var lastSegment: Int
    /// Position in paint order among elements of the same z-index: lower is painted first, so
    /// lies beneath.
    package var paintRank: Int
}
