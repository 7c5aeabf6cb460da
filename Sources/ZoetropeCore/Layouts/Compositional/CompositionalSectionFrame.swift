/// One section of a prepared compositional layout, in the orientation of a vertical layout
/// ("main" is along the scroll direction): its extent, its cells grouped by group instance
/// for range queries, its badges, boundary items and decorations.
struct CompositionalSectionFrame: Sendable {
    /// A group instance: the cells it holds and its extent along the axis queries search
    /// (the scroll axis, or across it for a section that scrolls orthogonally).
    struct GroupRun: Sendable {
        /// Where the group itself starts (its badges may reach further).
        var start: Double
        var min: Double
        var max: Double
        var items: Range<Int>
    }

    struct Badge: Sendable {
        var kind: ElementKind
        var item: Int
        var frame: Rect
        var zIndex: Int
    }

    struct Boundary: Sendable {
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
        var pinned: Bool
        /// -1 before the content, 1 after, 0 beside.
        var side: Int
    }

    struct Decoration: Sendable {
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
    }

    var start: Double
    var end: Double
    var orthogonal: Bool
    var groups: [GroupRun] = []
    var itemFrames: [Rect] = []
    var badges: [Badge] = []
    /// Decorations that belong to items (a list's separators), by item.
    var itemDecorations: [Badge] = []
    var boundaries: [Boundary] = []
    var decorations: [Decoration] = []
    /// The band an orthogonal section scrolls in, and how far it can scroll.
    var orthogonalBand: Rect = .zero
    var orthogonalContentLength: Double = 0

    /// What a cell may show in: an orthogonal section's band, as its scroll view clips it.
    var clip: Rect? { orthogonal ? orthogonalBand : nil }

    /// Every frame rounded to the pixel grid of `scale` pixels per point, origin and size
    /// each to the nearest 1/scale, as UIKit rounds a compositional layout's frames: five
    /// fractional widths in 375 points at @2x are 84, 37.5, 84.5, 84 and 84.5 points, not
    /// 84.18, 37.48, 84.58…
    mutating func roundToPixels(_ scale: Double) {
        func rounded(_ rect: Rect) -> Rect {
            func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
            return Rect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
        }
        itemFrames = itemFrames.map(rounded)
        for index in badges.indices { badges[index].frame = rounded(badges[index].frame) }
        // A list's separators keep their hairline thickness.
        for index in boundaries.indices { boundaries[index].frame = rounded(boundaries[index].frame) }
        for index in decorations.indices { decorations[index].frame = rounded(decorations[index].frame) }
    }

    init(start: Double, orthogonal: Bool) {
        self.start = start
        self.end = start
        self.orthogonal = orthogonal
    }

    /// A boundary item's frame with pinning applied for the visible rectangle `bounds`: a
    /// header stays at the top of the bounds, a footer at the bottom, within the section.
    func frame(of boundary: Boundary, bounds: Rect?) -> Rect {
        guard boundary.pinned, boundary.side != 0, let bounds else { return boundary.frame }
        let length = boundary.frame.height
        let pinning = Pinning(axis: .vertical, toStart: boundary.side < 0, natural: boundary.frame.minY,
                              limit: boundary.side < 0 ? end - length : start, length: length)
        var frame = boundary.frame
        frame.origin.y = pinning.position(in: bounds)
        return frame
    }
}
