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
    package var toStart: Bool
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
