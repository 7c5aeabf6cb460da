/// A gradient's colours and where its ends stop: Core Graphics paints nothing before the start
/// or past the end unless `drawsBeforeStart` or `drawsAfterEnd` says to keep the end colour
/// going.
package struct DrawnGradient: Hashable, Sendable {
    package var stops: [GradientStop]
    package var drawsBeforeStart: Bool
    package var drawsAfterEnd: Bool

    package init(stops: [GradientStop], drawsBeforeStart: Bool = false, drawsAfterEnd: Bool = false) {
        self.stops = stops
        self.drawsBeforeStart = drawsBeforeStart
        self.drawsAfterEnd = drawsAfterEnd
    }

    /// For a linear gradient from `start` to `end`, the part of the plane it paints, as a
    /// polygon reaching `reach` past both points along the line and across it: the band between
    /// the two perpendiculars, or the half-plane on the side that is kept; nil when it paints
    /// everywhere (both ends extended) or the line has no length.
    package func linearCoverage(start: Point, end: Point, reach: Double) -> VectorPath? {
        guard !(drawsBeforeStart && drawsAfterEnd) else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        let ux = dx / length, uy = dy / length
        let from = drawsBeforeStart ? -reach : 0.0
        let to = drawsAfterEnd ? length + reach : length
        func point(along: Double, across: Double) -> Point {
            Point(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
        }
        return VectorPath(elements: [
            .move(to: point(along: from, across: -reach)), .line(to: point(along: to, across: -reach)),
            .line(to: point(along: to, across: reach)), .line(to: point(along: from, across: reach)), .close,
        ])
    }
}
