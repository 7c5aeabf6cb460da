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
    }

    /// Adds one track placed in `segment`: a jump to its start values at the step's start
    /// (only ever visible as no change, since values are continuous where the element shows),
    /// a hold through its delay, and its animation along its curve.
    mutating func add(_ track: Track, in segment: TimelineSegment, epsilon: Double) {
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
            channel.jump(to: a, at: start, epsilon: epsilon)
            channel.hold(until: animationStart)
            channel.animate(to: b, at: animationEnd, curve: timing.curve, epsilon: epsilon)
        }
        step(&position, from.position, to.position)
        step(&rotation, [from.rotation], [to.rotation])
        step(&skew, [from.skew], [to.skew])
        step(&scale, from.scale, to.scale)
        step(&size, from.size, to.size)
        step(&opacity, [from.opacity], [to.opacity])

        let shownWhileAnimating = !(track.from.isHidden && track.to.isHidden)
        visibility.append((start, shownWhileAnimating))
        if track.role == .disappearing {
            visibility.append((animationEnd, false))
        } else if track.to.isHidden == shownWhileAnimating {
            visibility.append((animationEnd, !track.to.isHidden))
        }
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
