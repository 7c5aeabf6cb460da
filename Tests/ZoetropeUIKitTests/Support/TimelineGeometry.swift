import ZoetropeCore

/// The geometry of a timeline's tracks, step by step: what must agree between a UIKit layout
/// recorded through ZoetropeUIKit and its value-type equivalent in the core (identities and
/// content differ: the two name their items differently).
struct TrackGeometry: CustomStringConvertible {
    var element: ElementID
    var role: TrackRole
    var reason: AppearanceReason?
    var from: LayoutAttributes
    var to: LayoutAttributes
    var timing: Timing

    var description: String { "\(element) \(role) \(reason.map { "\($0)" } ?? "-") from [\(from)] to [\(to)] \(timing)" }

    var key: String { "\(element) \(role)" }

    /// Equal within `tolerance` points (and its share of alpha and transform terms). The
    /// attributes' own element names are not compared: a layout may answer a moving item's
    /// initial attributes under its new index path, where the core keeps the old one.
    func matches(_ other: TrackGeometry, tolerance: Double = 1e-6) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        func same(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
            let ta = a.transform, tb = b.transform
            return close(a.frame.minX, b.frame.minX) && close(a.frame.minY, b.frame.minY)
                && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
                && close(ta.a, tb.a) && close(ta.b, tb.b) && close(ta.c, tb.c) && close(ta.d, tb.d) && close(ta.tx, tb.tx) && close(ta.ty, tb.ty)
                && close(a.alpha, b.alpha) && a.zIndex == b.zIndex && a.isHidden == b.isHidden
        }
        return element == other.element && role == other.role && reason == other.reason && same(from, other.from) && same(to, other.to)
            && timing == other.timing
    }
}

extension Timeline {
    /// Each step's tracks that show on screen at either end, in a stable order. (A layout may
    /// answer for elements that only touch the visible rectangle, as `CGRect.intersects`
    /// counts a shared edge; they draw nothing.)
    var trackGeometry: [[TrackGeometry]] {
        segments.map { segment in
            let transition = segment.transition
            func shows(_ a: LayoutAttributes) -> Bool {
                a.transformedBoundingBox.intersects(transition.oldBounds) || a.transformedBoundingBox.intersects(transition.newBounds)
            }
            return transition.tracks.filter { shows($0.from) || shows($0.to) }.map { TrackGeometry(element: $0.element, role: $0.role, reason: $0.reason, from: $0.from, to: $0.to, timing: $0.timing) }
                .sorted { ($0.element, "\($0.role)") < ($1.element, "\($1.role)") }
        }
    }

    /// The first difference between this timeline's geometry and `other`'s, in words; nil when
    /// they agree.
    func firstGeometryDifference(from other: Timeline, tolerance: Double = 1e-6) -> String? {
        let mine = trackGeometry, theirs = other.trackGeometry
        guard mine.count == theirs.count else { return "\(mine.count) steps, expected \(theirs.count)" }
        for (step, (a, b)) in zip(mine, theirs).enumerated() {
            guard a.count == b.count else {
                return "step \(step): \(a.count) tracks, expected \(b.count)\n  got: \(a.map(\.key))\n  expected: \(b.map(\.key))"
            }
            for (x, y) in zip(a, b) where !x.matches(y, tolerance: tolerance) {
                return "step \(step):\n  got      \(x)\n  expected \(y)"
            }
        }
        return nil
    }
}
