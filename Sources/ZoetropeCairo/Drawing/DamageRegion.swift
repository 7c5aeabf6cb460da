import ZoetropeCore

/// The pixels that may differ between two frames drawn one after the other: what a worker
/// that still holds the first frame's pixels must redraw to have the second's.
///
/// An element that moved, changed, came or went damages where it was and where it is, with
/// its shadow, labels and a point of antialiasing; an element that stayed as it was damages
/// nothing unless it reaches into damage, when it is redrawn whole and its pixels join the
/// damage. A change of scroll, viewport, background or paint order damages everything, and so
/// does any frame with a backdrop blur.
/// Redrawing only the damage gives the same bytes as redrawing everything
/// (`FrameRenderer.draw(_:into:damage:cache:)`).
package struct DamageRegion: Equatable, Sendable {
    /// The damaged rectangles, which may overlap; nil for the whole canvas.
    package var rectangles: [PixelRect]?

    package init(rectangles: [PixelRect]?) {
        self.rectangles = rectangles
    }

    /// The whole canvas.
    package static let everything = DamageRegion(rectangles: nil)

    /// Whether nothing changed: the previous frame's pixels are this frame's.
    package var isEmpty: Bool { rectangles?.isEmpty ?? false }

    /// The damaged pixels' share of a canvas of `width` × `height`, 1 for everything.
    package func share(ofWidth width: Int, height: Int) -> Double {
        guard let rectangles else { return 1 }
        // The union's area, slab by slab between the rectangles' left and right edges.
        let edges = Set(rectangles.flatMap { [$0.x, $0.x + $0.width] }).sorted()
        var area = 0
        for (left, right) in zip(edges, edges.dropFirst()) {
            let spans = rectangles.filter { $0.x <= left && $0.x + $0.width >= right }
                .map { ($0.y, $0.y + $0.height) }.sorted { $0.0 < $1.0 }
            var covered = 0, end = Int.min
            for (top, bottom) in spans where bottom > end {
                covered += bottom - Swift.max(top, end)
                end = bottom
            }
            area += covered * (right - left)
        }
        return Swift.min(1, Double(area) / Double(Swift.max(1, width * height)))
    }

    /// The rows that hold damage, as sorted ranges that neither overlap nor touch.
    package func rows(height: Int) -> [Range<Int>] {
        guard let rectangles else { return height > 0 ? [0..<height] : [] }
        var merged: [Range<Int>] = []
        for range in rectangles.map({ $0.y..<($0.y + $0.height) }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

extension FrameRenderer {
    /// What changes on the canvas from `previous` to `frame` (see `DamageRegion`), widened to
    /// every element that reaches into it, and to every element those reach, and so on: each
    /// of those is drawn whole over the background, so none may overlap a pixel left as it was.
    func damage(from previous: Frame, to frame: Frame, cache: inout DrawingCache) -> DamageRegion {
        guard previous.canvasSize == frame.canvasSize, previous.viewportSize == frame.viewportSize,
              frame.viewportSize == frame.canvasSize, previous.contentOffset == frame.contentOffset,
              previous.background == frame.background,
              // An underlay lies under every pixel of the viewport, which the damage's
              // rectangles would set to the background alone.
              previous.underlay == nil, frame.underlay == nil else { return .everything }
        // A backdrop blur reads the pixels around it as they are before what lies over it is
        // drawn: a frame with one is drawn whole.
        guard !previous.elements.contains(where: \.content.hasBackdropBlur),
              !frame.elements.contains(where: \.content.hasBackdropBlur) else { return .everything }
        let before = previous.elements.filter(\.isVisible), after = frame.elements.filter(\.isVisible)
        var indexBefore: [Int: Int] = [:]
        for (index, element) in before.enumerated() {
            // One lifetime shows once a frame; if not, do not guess.
            guard indexBefore.updateValue(index, forKey: element.lifetime) == nil else { return .everything }
        }
        let visible = Rect(origin: frame.contentOffset, size: frame.viewportSize)
        func pixels(_ element: FrameElement) -> PixelRect? {
            placement(of: element, visible: visible, cache: &cache).flatMap { pixelRect(of: $0.extent, in: frame) }
        }
        var rectangles: [PixelRect] = []
        /// The pixels of the elements that stayed as they were, not yet part of the damage.
        var standing: [PixelRect] = []
        var seen = Set<Int>()
        var lastIndexBefore = -1
        for element in after {
            guard seen.insert(element.lifetime).inserted else { return .everything }
            guard let index = indexBefore[element.lifetime] else {
                if let p = pixels(element) { rectangles.append(p) }
                continue
            }
            // Elements that stay must keep their order, or what covers what changes anywhere.
            guard index > lastIndexBefore else { return .everything }
            lastIndexBefore = index
            let old = before[index]
            if old.attributes != element.attributes || old.content != element.content {
                if let p = pixels(old) { rectangles.append(p) }
                if let p = pixels(element) { rectangles.append(p) }
            } else if let p = pixels(element) {
                standing.append(p)
            }
        }
        for element in before where !seen.contains(element.lifetime) {
            if let p = pixels(element) { rectangles.append(p) }
        }
        // Standing elements that reach into the damage join it, until none does.
        var grew = !rectangles.isEmpty
        while grew {
            grew = false
            standing.removeAll { candidate in
                guard rectangles.contains(where: { $0.intersects(candidate) }) else { return false }
                rectangles.append(candidate)
                grew = true
                return true
            }
        }
        return DamageRegion(rectangles: rectangles)
    }
}
