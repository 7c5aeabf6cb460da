/// A number of a drawn operation animated over the recording's time, as Core Animation plays
/// an explicit animation of a layer's property (`CABasicAnimation`, `CAKeyframeAnimation`
/// added with `add(_:forKey:)`): a shape's `strokeEnd` sweeping a progress ring, a layer's
/// `opacity` fading.
///
/// The animation overrides the property's own value (the model value the operation was drawn
/// with) while it plays, from `begin` for `duration` seconds a cycle, `repeatCount` cycles
/// (each there and back when it `autoreverses`); before it starts only when it fills
/// backwards, after it ends only when it fills forwards, as Core Animation's `fillMode` says.
/// Within a cycle it passes through `values` at `keyTimes` (fractions of the cycle, evenly
/// spread when empty), paced by `curve`.
package struct DrawingAnimation: Hashable, Sendable {
    package enum Property: String, Hashable, Sendable {
        /// The fraction of a stroke's length where it starts (`CAShapeLayer.strokeStart`).
        case strokeStart
        /// The fraction where it ends (`CAShapeLayer.strokeEnd`).
        case strokeEnd
        /// A factor on the operation's alpha (`CALayer.opacity`).
        case opacity
        /// A fill's colour (`CAShapeLayer.fillColor`): the animation's `colors`.
        case fillColor
        /// A stroke's colour (`CAShapeLayer.strokeColor`): the animation's `colors`.
        case strokeColor
        /// A fill's or stroke's path (`CAShapeLayer.path`): the animation's `paths`, which must
        /// all have the same elements (`VectorPath.canMorph(into:)`).
        case path
        /// A part of a layer's transform, placing everything the layer draws anew
        /// (`transform.translation.x`, `.y`, `transform.rotation.z` in radians,
        /// `transform.scale.x`, `.y`); the animation's `layerFrame` says where the layer sits.
        case translationX, translationY, rotation, scaleX, scaleY
        /// A view's corner radius (its own layer's `cornerRadius`), in points: what
        /// `ElementContent.cornerRadiusAnimations` animate.
        case cornerRadius
        /// How much wider (taller) a subview is than its frame says, in points, growing about
        /// its centre: what `ElementContent.sizeAnimations` animate (a view's bounds animating
        /// from an old size to the model's).
        case widthChange, heightChange

        /// Whether its key frames are colours (`colors`) rather than numbers (`values`).
        package var isColor: Bool { self == .fillColor || self == .strokeColor }

        /// Whether it is a part of a layer's transform.
        package var isTransform: Bool {
            switch self {
            case .translationX, .translationY, .rotation, .scaleX, .scaleY: true
            default: false
            }
        }

        /// How many key frames `animation` has, whatever they are.
        func keyFrameCount(of animation: DrawingAnimation) -> Int {
            switch self {
            case .fillColor, .strokeColor: animation.colors.count
            case .path: animation.paths.count
            default: animation.values.count
            }
        }

    }

    package var property: Property
    /// The key frames of a number; empty for a colour.
    package var values: [Double]
    /// The key frames of a colour (`Property.isColor`), passed through in straight sRGB
    /// components, channel by channel, as Core Animation interpolates a `CGColor`; empty for
    /// a number.
    package var colors: [Color] = []
    /// The key frames of a path (`Property.path`); empty otherwise.
    package var paths: [VectorPath] = []

    /// How many key frames it has (numbers, colours or paths).
    package var keyFrameCount: Int { property.keyFrameCount(of: self) }
    package var keyTimes: [Double]
    /// Seconds of the recording (of the timeline) at which the first cycle starts.
    package var begin: Double
    /// Seconds a cycle lasts (there and back counts twice when it autoreverses).
    package var duration: Double
    package var curve: TimingCurve
    /// Cycles played; a fraction plays part of the last; infinity repeats for ever.
    package var repeatCount: Double
    package var autoreverses: Bool
    package var fillsBackwards: Bool
    package var fillsForwards: Bool
    /// The property's own value where the animation has no effect: the layer's opacity (an
    /// operation's alpha leaves an animated opacity out); a stroke's ends are the operation's.
    package var restingValue: Double?
    /// Whether each repeat starts where the one before ended (`CAPropertyAnimation.isCumulative`):
    /// a turn from 0 to 1.5π repeated goes on round rather than jumping back. Numbers only.
    package var isCumulative = false
    /// For a part of a layer's transform: where the layer sits and its transform at rest.
    package var layerFrame: AnimatedLayerFrame?
    /// Whether `begin` counts from when the element first shows this content (the step that
    /// inserts or reconfigures it: a fixture's shape sweeping to its progress), not from the
    /// recording's start. The timeline turns it into a time of the recording
    /// (`ElementContent.anchoringDrawings(at:)`).
    package var beginsWithContent = false

    package init(property: Property, values: [Double], keyTimes: [Double] = [], begin: Double, duration: Double,
                curve: TimingCurve = .linear, repeatCount: Double = 1, autoreverses: Bool = false,
                fillsBackwards: Bool = false, fillsForwards: Bool = false, restingValue: Double? = nil) {
        self.property = property
        self.values = values
        self.keyTimes = keyTimes
        self.begin = begin
        self.duration = duration
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.fillsBackwards = fillsBackwards
        self.fillsForwards = fillsForwards
        self.restingValue = restingValue
    }

    /// An animation of a colour: `colors` at `keyTimes`, timed as a number's is.
    package init(property: Property, colors: [Color], keyTimes: [Double] = [], begin: Double, duration: Double,
                curve: TimingCurve = .linear, repeatCount: Double = 1, autoreverses: Bool = false,
                fillsBackwards: Bool = false, fillsForwards: Bool = false) {
        self.init(property: property, values: [], keyTimes: keyTimes, begin: begin, duration: duration, curve: curve, repeatCount: repeatCount,
                  autoreverses: autoreverses, fillsBackwards: fillsBackwards, fillsForwards: fillsForwards)
        self.colors = colors
    }

    /// An animation of a path (`paths`, of the same elements), timed as a number's is.
    package init(paths: [VectorPath], keyTimes: [Double] = [], begin: Double, duration: Double,
                curve: TimingCurve = .linear, repeatCount: Double = 1, autoreverses: Bool = false,
                fillsBackwards: Bool = false, fillsForwards: Bool = false) {
        self.init(property: .path, values: [], keyTimes: keyTimes, begin: begin, duration: duration, curve: curve, repeatCount: repeatCount,
                  autoreverses: autoreverses, fillsBackwards: fillsBackwards, fillsForwards: fillsForwards)
        self.paths = paths
    }

    /// Whether its paths can morph one into the next; an animation of paths that cannot has
    /// no effect (the layer shows its own path), since Core Animation's result is undefined.
    package var pathsMorph: Bool {
        guard let first = paths.first else { return false }
        return paths.allSatisfy(first.canMorph(into:))
    }

    /// The animated path at `time`; nil where the animation has no effect.
    package func path(at time: Double) -> VectorPath? {
        guard pathsMorph else { return nil }
        return progress(at: time).map(samplePath)
    }

    /// The path `fraction` of the way through the key frames.
    func samplePath(at fraction: Double) -> VectorPath {
        guard paths.count > 1 else { return paths.first ?? VectorPath() }
        let times = keyTimes.count == paths.count ? keyTimes : (0..<paths.count).map { Double($0) / Double(paths.count - 1) }
        if fraction <= times[0] { return paths[0] }
        for k in 1..<paths.count where fraction <= times[k] {
            let span = times[k] - times[k - 1]
            return paths[k - 1].morphed(into: paths[k], fraction: span > 0 ? (fraction - times[k - 1]) / span : 1)
        }
        return paths[paths.count - 1]
    }

    /// The animated colour at `time` seconds of the recording; nil where the animation has no
    /// effect or animates a number.
    package func color(at time: Double) -> Color? {
        guard !colors.isEmpty else { return nil }
        return progress(at: time).map(sampleColor)
    }

    /// How far through its key frames (0 to 1, after its curve) it is at `time`; nil where it
    /// has no effect.
    func progress(at time: Double) -> Double? {
        guard duration > 0, duration.isFinite else { return nil }
        let local = time - begin
        if local < 0 { return fillsBackwards ? 0 : nil }
        let active = activeDuration
        if local >= active {
            guard fillsForwards else { return nil }
            return active.isFinite ? passProgress(at: active, endOfPass: true) : 1
        }
        return passProgress(at: local, endOfPass: false)
    }

    private func passProgress(at local: Double, endOfPass: Bool) -> Double {
        pass(at: local, endOfPass: endOfPass).progress
    }

    /// Which pass `local` seconds into the animation fall in (from 0), and how far through its
    /// key frames it is then, after its curve; the end of a pass counts as its own at `endOfPass`.
    private func pass(at local: Double, endOfPass: Bool) -> (index: Double, progress: Double) {
        let passes = local / duration
        var pass = passes.rounded(.down)
        var within = passes - pass
        if endOfPass && within < 1e-9 && pass > 0 {
            pass -= 1
            within = 1
        }
        let backwards = autoreverses && Int(pass) % 2 == 1
        let progress = backwards ? 1 - within : within
        return (pass, curve.progress(elapsed: progress * duration, duration: duration))
    }

    /// The colour `fraction` of the way through the key frames.
    func sampleColor(at fraction: Double) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let (k, f) = segment(at: fraction, count: colors.count)
        let a = colors[k - 1], b = colors[k]
        // Carried past an end, each component stays a colour's.
        func mix(_ x: Double, _ y: Double) -> Double { Swift.min(1, Swift.max(0, x + (y - x) * f)) }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// The total time it plays, repeats and reversals included (infinity for ever).
    package var activeDuration: Double {
        let cycles = repeatCount > 0 ? repeatCount : 1
        return duration * cycles * (autoreverses ? 2 : 1)
    }

    /// The animated value at `time` seconds of the recording; nil where the animation has no
    /// effect (the operation shows its own value).
    package func value(at time: Double) -> Double? {
        guard !property.isColor, property != .path, let first = values.first, let last = values.last, duration > 0, duration.isFinite else { return nil }
        let local = time - begin
        if local < 0 { return fillsBackwards ? first : nil }
        let active = activeDuration
        if local >= active {
            guard fillsForwards else { return nil }
            // Where the last pass ended: the end, or the start for a reversal, or partway for
            // a fractional repeat.
            return active.isFinite ? valueInPass(at: active, endOfPass: true) : last
        }
        return valueInPass(at: local, endOfPass: false)
    }

    private func valueInPass(at local: Double, endOfPass: Bool) -> Double {
        let (index, progress) = pass(at: local, endOfPass: endOfPass)
        let value = sample(at: progress)
        // Each repeat of a cumulative animation carries on from where the one before ended.
        guard isCumulative, !autoreverses, index > 0, let first = values.first, let last = values.last else { return value }
        return value + index * (last - first)
    }

    /// The value `fraction` of the way through the key frames.
    func sample(at fraction: Double) -> Double {
        guard values.count > 1 else { return values.first ?? 0 }
        let (k, f) = segment(at: fraction, count: values.count)
        return values[k - 1] + (values[k] - values[k - 1]) * f
    }

    /// The pair of key frames `fraction` falls between (`k - 1` and `k`) and how far between.
    /// A curve that overshoots (a spring, a Bézier whose points leave 0…1) carries the first or
    /// last pair on past its end, as Core Animation does, rather than stopping at the key frame.
    func segment(at fraction: Double, count: Int) -> (k: Int, fraction: Double) {
        let times = keyTimes.count == count ? keyTimes : (0..<count).map { Double($0) / Double(count - 1) }
        var k = 1
        while k < count - 1 && fraction > times[k] { k += 1 }
        let span = times[k] - times[k - 1]
        guard span > 0 else { return (k, 1) }
        let f = (fraction - times[k - 1]) / span
        // Only a curve's overshoot past 0 or 1 carries on; key times that leave a gap at either
        // end hold the end's value there.
        let overshoots = (fraction < 0 && k == 1) || (fraction > 1 && k == count - 1)
        return (k, overshoots ? f : Swift.min(1, Swift.max(0, f)))
    }
}

extension ElementContent {
    /// Whether its drawing, or a subview's, animates (see `DrawingAnimation`).
    package var hasAnimatedDrawing: Bool {
        if drawing?.isAnimated == true || !contentTransformAnimations.isEmpty || !opacityAnimations.isEmpty
            || !cornerRadiusAnimations.isEmpty || !fillColorAnimations.isEmpty || !sizeAnimations.isEmpty { return true }
        return subviews.contains { $0.content.hasAnimatedDrawing }
    }

    /// Whether a drawing in it, or in a subview, has an animation that begins with the content
    /// (`DrawingAnimation.beginsWithContent`).
    package var hasContentRelativeDrawing: Bool {
        if drawing?.operations.contains(where: { $0.animations.contains(where: \.beginsWithContent) }) == true { return true }
        return subviews.contains { $0.content.hasContentRelativeDrawing }
    }

    /// The content with each animation that begins with the content begun at `time` seconds
    /// of the recording: when the element first shows it.
    package func anchoringDrawings(at time: Double) -> ElementContent {
        guard hasContentRelativeDrawing else { return self }
        var made = self
        if let drawing {
            let operations = drawing.operations.map { operation in
                var anchored = operation
                anchored.animations = operation.animations.map { animation in
                    guard animation.beginsWithContent else { return animation }
                    var moved = animation
                    moved.begin += time
                    moved.beginsWithContent = false
                    return moved
                }
                return anchored
            }
            var anchoredDrawing = Drawing(size: drawing.size, operations: operations, clips: drawing.clips, placement: drawing.placement)
            anchoredDrawing.bleed = drawing.bleed
            made.drawing = anchoredDrawing
        }
        made.subviews = subviews.map { subview in
            var anchored = subview
            anchored.content = subview.content.anchoringDrawings(at: time)
            return anchored
        }
        return made
    }

    /// The content with every drawing in it as it shows at `time` seconds of the recording.
    package func resolvingDrawings(at time: Double) -> ElementContent {
        guard hasAnimatedDrawing else { return self }
        var made = self
        if let drawing, drawing.isAnimated { made.drawing = drawing.resolved(at: time) }
        if let placed = DrawingAnimation.placement(of: contentTransformAnimations, at: time) {
            made.contentTransform = Transform3D(placed)
            made.contentTransformAnimations = []
        }
        if !cornerRadiusAnimations.isEmpty {
            // The last added that plays sets it.
            var radius = cornerRadius
            for animation in cornerRadiusAnimations { if let value = animation.value(at: time), value.isFinite { radius = value } }
            made.cornerRadius = Swift.max(0, radius)
            made.cornerRadiusAnimations = []
        }
        if !fillColorAnimations.isEmpty, case .color(let resting) = fill {
            var color = resting
            for animation in fillColorAnimations { if let value = animation.color(at: time) { color = value } }
            made.fill = .color(color)
            made.fillColorAnimations = []
        }
        if !opacityAnimations.isEmpty {
            // Each factor where its animation plays, its resting one elsewhere.
            let factor = opacityAnimations.reduce(1.0) { $0 * ($1.value(at: time) ?? $1.restingValue ?? 1) }
            made.opacity = opacity * Swift.max(0, factor.isFinite ? factor : 1)
            made.opacityAnimations = []
        }
        if subviews.contains(where: { $0.content.hasAnimatedDrawing }) {
            made.subviews = subviews.map { subview in
                var resolved = subview
                resolved.frame = subview.frame.resized(by: subview.content.sizeAnimations, at: time)
                resolved.content = subview.content.resolvingDrawings(at: time)
                resolved.content.sizeAnimations = []
                return resolved
            }
        }
        return made
    }
}

extension DrawingOperation {
    /// The operation as it shows where none of its animations has an effect: its stroke cut
    /// at its own ends, its alpha times each animated opacity's resting value; nil when nothing
    /// of it shows.
    package var resting: DrawingOperation? {
        guard !animations.isEmpty || strokeStart > 0 || strokeEnd < 1 else { return self }
        var made = self
        made.alpha *= animations.reduce(1) { $1.property == .opacity ? $0 * Swift.min(1, Swift.max(0, $1.restingValue ?? 1)) : $0 }
        made.animations = []
        made.strokeStart = 0
        made.strokeEnd = 1
        if case .stroke(let path, let color, let style) = kind, strokeStart > 0 || strokeEnd < 1 {
            let cut = path.trimmed(from: strokeStart, to: strokeEnd)
            guard !cut.isEmpty else { return nil }
            made.kind = .stroke(cut, color, style)
        }
        return made.alpha > 0 ? made : nil
    }
}

extension ResizingFrame {
    /// The frame grown about its centre by what `animations` (`.widthChange`, `.heightChange`)
    /// add at `time`, the last added that plays winning; itself where none plays.
    func resized(by animations: [DrawingAnimation], at time: Double) -> ResizingFrame {
        guard !animations.isEmpty else { return self }
        var wider = 0.0, taller = 0.0
        for animation in animations {
            guard let value = animation.value(at: time), value.isFinite else { continue }
            if animation.property == .widthChange { wider = value } else if animation.property == .heightChange { taller = value }
        }
        guard wider != 0 || taller != 0 else { return self }
        var made = self
        made.x.constant -= wider / 2
        made.width.constant += wider
        made.y.constant -= taller / 2
        made.height.constant += taller
        return made
    }
}
