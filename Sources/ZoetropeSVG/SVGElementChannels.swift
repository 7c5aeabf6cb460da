import ZoetropeCore

/// Everything that changes about one element lifetime over the timeline.
struct SVGElementChannels {
    /// Centre plus translation, in content coordinates.
    var position: SVGChannel
    /// Radians, as the core interpolates them; written out in degrees.
    var rotation: SVGChannel
    /// Radians of horizontal skew; written out in degrees.
    var skew: SVGChannel
    var scale: SVGChannel
    /// Width and height of the frame.
    var size: SVGChannel
    var opacity: SVGChannel
    /// The clip rectangle (x, y, width, height in content coordinates); `SVGElementChannels.noClip`
    /// where the element has none.
    var clip: SVGChannel
    /// Changes of visibility, in time order.
    var visibility: [(time: Double, visible: Bool)] = []

    /// The values of each channel for `attributes`.
    static func values(of attributes: LayoutAttributes) -> (position: [Double], rotation: Double, skew: Double,
                                                            scale: [Double], size: [Double], opacity: Double) {
        let components = TransformComponents(attributes.transform)
        let center = attributes.frame.center
        return ([center.x + components.translationX, center.y + components.translationY],
                components.rotation, components.skew,
                [components.scaleX, components.scaleY],
                [attributes.frame.width, attributes.frame.height], attributes.alpha)
    }

    init(first attributes: LayoutAttributes) {
        let v = Self.values(of: attributes)
        position = SVGChannel(startValues: v.position)
        rotation = SVGChannel(startValues: [v.rotation])
        skew = SVGChannel(startValues: [v.skew])
        scale = SVGChannel(startValues: v.scale)
        size = SVGChannel(startValues: v.size)
        opacity = SVGChannel(startValues: [v.opacity])
        clip = SVGChannel(startValues: Self.clipValues(attributes.clipRect))
    }

    /// A clip that clips nothing.
    static let noClip: [Double] = [-1e6, -1e6, 2e6, 2e6]

    static func clipValues(_ rect: Rect?) -> [Double] {
        rect.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? noClip
    }

    /// Whether the element is ever clipped.
    var isClipped: Bool { !clip.isAlways(Self.noClip) }

    /// Adds one track placed in `segment`: a jump to its start values at the step's start
    /// (only ever visible as no change, since values are continuous where the element shows),
    /// a hold through its delay, and its animation along its curve.
    mutating func add(_ track: Track, in segment: TimelineSegment, epsilon: Double) {
        // One curve per interval describes a track unless motions are added to it, it is pinned
        // to scrolling bounds, it was already under way, or the next step interrupts it: then
        // it is sampled. A turn in space moves the flat picture's numbers along no timing curve, so it is
        // sampled too.
        let sampled = !track.carried.isEmpty || track.pinnedScroll != nil || track.timing.delay < 0 || track.end > segment.duration + 1e-9
            || track.from.transform3D != nil || track.to.transform3D != nil
        // An element shown again after a step out of view takes its new values while still
        // hidden, a moment before the step starts: its visibility turns on at the step's start
        // (rounded down), and it must not show its old place even for that moment.
        let wasHidden = visibility.max { $0.time < $1.time }.map { !$0.visible } ?? false
        let jumpTime = wasHidden ? segment.start - 3 * epsilon : segment.start
        if sampled {
            addSampled(track, in: segment, jumpTime: jumpTime, epsilon: epsilon)
        } else {
            addExact(track, in: segment, jumpTime: jumpTime, epsilon: epsilon)
        }
        let shownWhileAnimating = !(track.from.isHidden && track.to.isHidden)
        visibility.append((segment.start, shownWhileAnimating))
        if track.role == .disappearing {
            // Gone when its motion ends in this step; otherwise the next step carries it on.
            if track.end <= segment.duration + 1e-9 { visibility.append((segment.start + track.end, false)) }
        } else if track.to.isHidden == shownWhileAnimating {
            visibility.append((segment.start + track.timing.end, !track.to.isHidden))
        }
    }

    /// Per channel, the most a straight piece may stray from a sampled motion: a twentieth of a
    /// point of position or size (a sixth of a pixel at scale 3), a fiftieth of a degree, two
    /// ten-thousandths of scale, a thousandth of alpha. Coarser pieces showed in a browser as
    /// edges half a pixel off.
    static let tolerances: [Double] = [0.05, 0.05, 0.02 * .pi / 180, 0.02 * .pi / 180, 0.0002, 0.0002, 0.05, 0.05, 0.001]

    /// All channels as one vector, rotation continuing from `rotation`.
    private static func vector(_ attributes: LayoutAttributes, continuing rotation: Double) -> [Double] {
        let v = values(of: attributes)
        return v.position + [shortestRotationTarget(from: rotation, to: v.rotation), v.skew] + v.scale + v.size + [v.opacity]
    }

    private mutating func addSampled(_ track: Track, in segment: TimelineSegment, jumpTime: Double, epsilon: Double) {
        let length = Swift.min(segment.duration, Swift.max(0, track.end))
        var lastRotation = rotation.lastValues[0]
        func sample(_ t: Double) -> [Double] {
            let v = Self.vector(track.attributes(atStepTime: t), continuing: lastRotation)
            return v
        }
        var times: [Double] = [0]
        if length > 0 {
            // A view pinned to scrolling bounds must cancel the scroll to the pixel, and one that
            // carries an interrupted motion moves against the bounds' own pieces at a hand-over
            // (a rotation, a scroll turned back), so their positions (and its sizes) are held ten
            // times closer.
            var tolerances = Self.tolerances
            if track.pinnedScroll != nil { tolerances[0] /= 10; tolerances[1] /= 10 }
            if !track.carried.isEmpty { for c in [0, 1, 6, 7] { tolerances[c] /= 10 } }
            times += Self.adaptiveTimes(length: length, tolerances: tolerances) { t in Self.vector(track.attributes(atStepTime: t), continuing: lastRotation) }
        }
        for (k, t) in times.enumerated() {
            let v = sample(t)
            lastRotation = v[2]
            let time = segment.start + t
            if k == 0 {
                position.jump(to: [v[0], v[1]], at: jumpTime, epsilon: epsilon)
                rotation.jump(to: [v[2]], at: jumpTime, epsilon: epsilon)
                skew.jump(to: [v[3]], at: jumpTime, epsilon: epsilon)
                scale.jump(to: [v[4], v[5]], at: jumpTime, epsilon: epsilon)
                size.jump(to: [v[6], v[7]], at: jumpTime, epsilon: epsilon)
                opacity.jump(to: [v[8]], at: jumpTime, epsilon: epsilon)
                clip.jump(to: Self.clipValues(track.attributes(atStepTime: t).clipRect), at: jumpTime, epsilon: epsilon)
            } else {
                position.animate(to: [v[0], v[1]], at: time, curve: .linear, epsilon: epsilon)
                rotation.animate(to: [v[2]], at: time, curve: .linear, epsilon: epsilon)
                skew.animate(to: [v[3]], at: time, curve: .linear, epsilon: epsilon)
                scale.animate(to: [v[4], v[5]], at: time, curve: .linear, epsilon: epsilon)
                size.animate(to: [v[6], v[7]], at: time, curve: .linear, epsilon: epsilon)
                opacity.animate(to: [v[8]], at: time, curve: .linear, epsilon: epsilon)
                clip.animate(to: Self.clipValues(track.attributes(atStepTime: t).clipRect), at: time, curve: .linear, epsilon: epsilon)
            }
        }
    }

    /// Times in (0, length] at which to sample `vector` so that straight pieces between them
    /// stay within `tolerances`, channel by channel.
    static func adaptiveTimes(length: Double, tolerances: [Double], _ vector: (Double) -> [Double]) -> [Double] {
        var times: [Double] = []
        func strays(_ a: Double, _ va: [Double], _ b: Double, _ vb: [Double]) -> Bool {
            for fraction in [0.25, 0.5, 0.75] {
                let t = a + (b - a) * fraction
                let v = vector(t)
                for c in v.indices where abs(v[c] - (va[c] + (vb[c] - va[c]) * fraction)) > tolerances[c] { return true }
            }
            return false
        }
        func refine(_ a: Double, _ va: [Double], _ b: Double, _ vb: [Double], depth: Int) {
            if depth < 16 && strays(a, va, b, vb) {
                let m = (a + b) / 2, vm = vector(m)
                refine(a, va, m, vm, depth: depth + 1)
                refine(m, vm, b, vb, depth: depth + 1)
            } else {
                times.append(b)
            }
        }
        let pieces = 8
        var a = 0.0, va = vector(0)
        for k in 1...pieces {
            let b = length * Double(k) / Double(pieces), vb = vector(b)
            refine(a, va, b, vb, depth: 0)
            a = b
            va = vb
        }
        return times
    }

    private mutating func addExact(_ track: Track, in segment: TimelineSegment, jumpTime: Double, epsilon: Double) {
        var from = Self.values(of: track.from)
        var to = Self.values(of: track.to)
        // The track turns the shorter way; keep the angle continuous with what came before.
        to.rotation = shortestRotationTarget(from: from.rotation, to: to.rotation)
        let previous = rotation.lastValues[0]
        let unwrapped = shortestRotationTarget(from: previous, to: from.rotation)
        to.rotation += unwrapped - from.rotation
        from.rotation = unwrapped

        let timing = track.timing
        let start = segment.start
        let animationStart = start + timing.delay
        let animationEnd = start + timing.end
        func step(_ channel: inout SVGChannel, _ a: [Double], _ b: [Double]) {
            channel.jump(to: a, at: jumpTime, epsilon: epsilon)
            channel.hold(until: animationStart)
            channel.animate(to: b, at: animationEnd, curve: timing.curve, epsilon: epsilon)
        }
        step(&position, from.position, to.position)
        step(&rotation, [from.rotation], [to.rotation])
        step(&skew, [from.skew], [to.skew])
        step(&scale, from.scale, to.scale)
        step(&size, from.size, to.size)
        step(&opacity, [from.opacity], [to.opacity])
        // As the core interpolates clips: where one end has none, the other's holds throughout.
        let clipFrom = track.from.clipRect ?? track.to.clipRect, clipTo = track.to.clipRect ?? track.from.clipRect
        step(&clip, Self.clipValues(clipFrom), Self.clipValues(clipTo))
    }

    /// Shown only from `start` (inclusive) to `end` (exclusive), and where it was shown before:
    /// one stretch of a lifetime whose z-index changes.
    mutating func restrictVisibility(from start: Double, to end: Double) {
        let changes = visibilityChanges
        func visible(at time: Double) -> Bool { changes.last { $0.time <= time }?.visible ?? false }
        var times = changes.map(\.time)
        if start > 0 && start.isFinite { times.append(start) }
        if end.isFinite { times.append(end) }
        visibility = Set(times).sorted().map { ($0, visible(at: $0) && $0 >= start && $0 < end) }
    }

    /// Visibility as a step function: one entry per change, the first at time 0.
    var visibilityChanges: [(time: Double, visible: Bool)] {
        var result: [(time: Double, visible: Bool)] = []
        for entry in visibility.sorted(by: { $0.time < $1.time }) {
            if let last = result.last, entry.time <= last.time + 1e-12 {
                result[result.count - 1].visible = entry.visible
            } else {
                result.append(entry)
            }
        }
        if result.first.map({ $0.time > 0 }) ?? true { result.insert((0, false), at: 0) }
        var merged: [(time: Double, visible: Bool)] = []
        for entry in result where merged.last?.visible != entry.visible { merged.append(entry) }
        return merged
    }
}
