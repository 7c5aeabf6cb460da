import ZoetropeCore

/// Writes a timeline as one self-contained animated SVG: SMIL animations, no script, no
/// external reference, so it plays in a browser, in an `<img>` tag and in a README.
///
/// Each element lifetime is one group (or one per stretch at one z-index, when a step changes
/// its z-index: SVG cannot reorder nodes over time), in the timeline's paint order. Its position, rotation,
/// skew, scale, size and opacity are channels keyed at step boundaries and at the start and
/// end of each animation, with the track's timing curve in between: the tracks the PNG
/// frames are sampled from, so the SVG paused at time t shows frame t. The animation loops,
/// holding its last frame for a millisecond first.
public struct SVGWriter: Sendable {
    public var title: String?
    /// Where labels' glyph outlines come from. With one (the Cairo backend's), labels are
    /// written as paths: the shapes the PNG frames show, with no font needed where the SVG is
    /// shown. Without, they are `<text>` in DejaVu Sans, which a browser sets a little
    /// differently.
    public var textOutliner: (any TextOutlining)?

    /// Seconds the end stays before the animation starts again (or, without `loops`, for
    /// ever): as the GIF, a second by default, so that a README shows the end state.
    public var hold: Double
    /// Whether the animation plays again after its hold; otherwise it stops on its last frame.
    public var loops: Bool
    /// Pages per second for elements seen in perspective, which are written as one picture per
    /// frame (see `SVGWriter+Perspective`): the rate the PNG frames are rendered at, so that
    /// the SVG paused at any frame's time shows that frame.
    public var perspectiveFrameRate: Double

    public init(title: String? = nil, textOutliner: (any TextOutlining)? = nil, hold: Double = 1, loops: Bool = true,
                perspectiveFrameRate: Double = 60) {
        precondition(hold >= 0 && hold.isFinite, "A hold is not negative")
        precondition(perspectiveFrameRate > 0 && perspectiveFrameRate.isFinite, "A frame rate is a positive number")
        self.title = title
        self.textOutliner = textOutliner
        self.hold = hold
        self.loops = loops
        self.perspectiveFrameRate = perspectiveFrameRate
    }

    /// One cycle: the animation and the hold (at least a millisecond: SMIL begins the next
    /// iteration at exactly `dur`, and the last frame, at time = duration, must show the end).
    func cycle(_ timeline: Timeline) -> Double {
        timeline.duration > 0 ? timeline.duration + Swift.max(hold, Self.endHold) : 0
    }

    /// Labels' outlines are taken at this size and scaled: hinting is off, so outlines scale
    /// exactly, and a hundredth of a point at this size is finer than any pixel.
    static let outlineSize = 100.0

    /// The SVG document for `timeline`.
    public func document(for timeline: Timeline) -> String {
        let width = SVGFormat.number(timeline.canvasSize.width)
        let height = SVGFormat.number(timeline.canvasSize.height)
        let duration = cycle(timeline)
        let epsilon = Swift.max(duration, 1) * 1e-6
        let timing = duration > 0 ? Self.timingAttributes(duration, loops: loops) : nil

        var header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        if let title { header += "<title>\(SVGFormat.escape(title))</title>\n" }
        let definitions = SVGDefinitions()
        var svg = ""
        let (backdrop, clip) = backdropMarkup(timeline, width: width, height: height, duration: duration, timing: timing, epsilon: epsilon)
        svg += backdrop

        // The content offset: one group around everything, moved when the bounds move.
        let offset = contentOffset(timeline, epsilon: epsilon)
        let negate: ([Double]) -> String = { "\(SVGFormat.number(-$0[0])) \(SVGFormat.number(-$0[1]))" }
        if !clip.isEmpty { svg += "<g\(clip)>" }
        svg += offset.isAlways([0, 0]) ? "<g>" : "<g transform=\"translate(\(negate(offset.firstValues)))\">"
        if let timing, !offset.isConstant {
            svg += "<animateTransform attributeName=\"transform\" type=\"translate\" \(offset.smilAttributes(duration: duration, format: negate))\(timing)/>"
        }
        svg += "\n"
        let elements = underlayMarkup(timeline, offset: offset, duration: duration, timing: timing, definitions: definitions)
            + elementMarkups(timeline, duration: duration, timing: timing, epsilon: epsilon, definitions: definitions)
        svg += scene(of: elements, in: timeline, offset: offset, definitions: definitions)
        svg += clip.isEmpty ? "</g>\n</svg>\n" : "</g></g>\n</svg>\n"
        let defs = definitions.isEmpty ? "" : "<defs>\n\(definitions.text)</defs>\n"
        return header + defs + svg
    }

    /// The background (animated when a step changes it), and when the viewport ever differs
    /// from the canvas (a rotation) the surround around it and the clip that keeps the content
    /// inside it: the markup, and the clip's attribute for the content's group.
    private func backdropMarkup(_ timeline: Timeline, width: String, height: String, duration: Double, timing: String?,
                                epsilon: Double) -> (markup: String, clip: String) {
        // The viewport's size; when it ever differs from the canvas (a rotation), the surround
        // shows around it and the content is clipped to it.
        let viewport = viewportSize(timeline, epsilon: epsilon)
        let canvas = [timeline.canvasSize.width, timeline.canvasSize.height]
        // The background, animated when a step changes it.
        let background = backgroundColor(timeline, epsilon: epsilon)
        let backgroundAnimation = (timing != nil && !background.isConstant)
            ? "<animate attributeName=\"fill\" \(background.smilAttributes(duration: duration) { Self.hex($0) })\(timing!)/>" : ""
        var svg = ""
        var clip = ""
        if viewport.isAlways(canvas) {
            svg += "<rect width=\"\(width)\" height=\"\(height)\" \(Self.paint("fill", timeline.background))"
            svg += backgroundAnimation.isEmpty ? "/>\n" : ">\(backgroundAnimation)</rect>\n"
        } else {
            svg += "<rect width=\"\(width)\" height=\"\(height)\" \(Self.paint("fill", Frame.surroundColor))/>\n"
            let first = viewport.firstValues
            var rect = "<rect width=\"\(SVGFormat.number(first[0]))\" height=\"\(SVGFormat.number(first[1]))\""
            var animations = ""
            if let timing {
                for (index, name) in ["width", "height"].enumerated() {
                    animations += "<animate attributeName=\"\(name)\" \(viewport.smilAttributes(duration: duration) { SVGFormat.number($0[index]) })\(timing)/>"
                }
            }
            svg += "<defs><clipPath id=\"viewport\">\(rect)>\(animations)</rect></clipPath></defs>\n"
            rect += " \(Self.paint("fill", timeline.background))>"
            svg += rect + animations + backgroundAnimation + "</rect>\n"
            clip = " clip-path=\"url(#viewport)\""
        }

        return (svg, clip)
    }

    /// Each element's markup, in paint order: one group per stretch of a lifetime at one
    /// z-index, an element in perspective as a mesh or as pages.
    private func elementMarkups(_ timeline: Timeline, duration: Double, timing: String?, epsilon: Double,
                                definitions: SVGDefinitions) -> [ElementMarkup] {
        // One group per stretch of a lifetime at one z-index, in paint order: a lifetime whose
        // z-index changes is drawn as several groups, each shown only in its stretch.
        let pieces = timeline.paintPieces()
        var pieceCounts = [Int](repeating: 0, count: timeline.lifetimes.count)
        for piece in pieces { pieceCounts[piece.lifetime] += 1 }
        var described: [Int: (SVGElementChannels, ElementContent)] = [:]
        let inPerspective = perspectiveLifetimes(timeline)
        // Pages only for those that cannot be one animated mesh; made when first needed.
        var pagesByLifetime: [Int: [PerspectivePage]]?
        func pages(_ lifetime: Int) -> [PerspectivePage] {
            if pagesByLifetime == nil { pagesByLifetime = perspectivePages(timeline, lifetimes: inPerspective, cycle: duration) }
            return pagesByLifetime?[lifetime] ?? []
        }
        return pieces.flatMap { piece -> [ElementMarkup] in
            let lifetime = piece.lifetime
            // What a live view shows can change from one step to the next (a layout's
            // `apply(_:)`, a content view turned while scrolling): one group per stretch of
            // unchanged content, each shown only in its stretch.
            let runs = contentRuns(lifetime, in: timeline)
            if inPerspective.contains(lifetime) {
                if runs.count <= 1, let (channels, content) = described[lifetime] ?? self.channels(lifetime, in: timeline, epsilon: epsilon) {
                    var shown = channels
                    if pieceCounts[lifetime] > 1 {
                        described[lifetime] = (channels, content)
                        shown.restrictVisibility(from: piece.start, to: piece.end)
                    }
                    let stretch = pieceCounts[lifetime] > 1 ? (piece.start, piece.end) : nil
                    if let mesh = animatedMesh(lifetime, in: timeline, channels: shown, content: content, shownFrom: stretch, duration: duration,
                                               timing: timing, epsilon: epsilon, definitions: definitions) {
                        return [ElementMarkup(open: mesh, shape: [], close: "")]
                    }
                }
                let markup = perspectiveMarkup(pages(lifetime), piece: piece, cycle: duration, timing: timing, definitions: definitions)
                return markup.isEmpty ? [] : [ElementMarkup(open: markup, shape: [], close: "")]
            }
            guard let (channels, content) = described[lifetime] ?? self.channels(lifetime, in: timeline, epsilon: epsilon) else { return [] }
            var shown = channels
            if pieceCounts[lifetime] > 1 || runs.count > 1 {
                described[lifetime] = (channels, content)
                shown.restrictVisibility(from: piece.start, to: piece.end)
            }
            guard runs.count > 1 else {
                return [group(shown, content: content, duration: cycle(timeline), timing: timing, definitions: definitions)]
            }
            return runs.indices.compactMap { k -> ElementMarkup? in
                let start = Swift.max(runs[k].start, piece.start)
                let end = Swift.min(k + 1 < runs.count ? runs[k + 1].start : .infinity, piece.end)
                guard start < end else { return nil }
                var stretch = shown
                stretch.restrictVisibility(from: start, to: end)
                return group(stretch, content: runs[k].content, duration: cycle(timeline), timing: timing, definitions: definitions)
            }
        }
    }

    /// What the elements draw, their repeated parts defined once and used: a backdrop blur
    /// wraps everything drawn before it in a group it can copy.
    private func scene(of elements: [ElementMarkup], in timeline: Timeline, offset: SVGChannel, definitions: SVGDefinitions) -> String {
        // A part of a shape that never changes and is drawn more than once (the rectangles of
        // a row of identical cells, a label that repeats) is defined once and used.
        var counts: [String: Int] = [:]
        for element in elements {
            for part in element.shape where !part.contains("<animate") && !part.contains("clip-path") { counts[part, default: 0] += 1 }
        }
        func parts(_ parts: ArraySlice<String>) -> String {
            var text = ""
            for part in parts {
                if counts[part, default: 0] > 1 {
                    let markup = part.hasSuffix("\n") ? String(part.dropLast()) : part
                    let id = definitions.id(for: "part " + part) { id in Self.withID(id, markup) }
                    text += "<use href=\"#\(id)\"/>\n"
                } else {
                    text += part
                }
            }
            return text
        }
        // What the elements draw, kept apart until the end: a backdrop blur wraps everything
        // drawn before it in a group it can copy.
        var scene = ""
        let widestBlur: Double? = elements.flatMap { element in element.backdrops.map { $0.blur.reach } }.max()
        let blurRegion = widestBlur.map { self.backdropRegion(timeline, offset: offset, reach: $0 + 1) }
        for element in elements {
            guard !element.backdrops.isEmpty, let region = blurRegion else {
                scene += element.open + parts(element.shape[...]) + element.close
                continue
            }
            // What lies under the element, kept to be copied; then the element in pieces,
            // each blurring part over a blurred copy of what lies under it and of the pieces
            // before it.
            let below = definitions.newID()
            scene = "<g id=\"\(below)\">\n" + scene + "</g>\n" + element.fade
            var copied = [below]
            var start = 0
            for mark in element.backdrops {
                if mark.index > start {
                    let piece = definitions.newID()
                    scene += "<g id=\"\(piece)\">" + element.open + parts(element.shape[start..<mark.index]) + element.close + "</g>\n"
                    copied.append(piece)
                }
                start = mark.index
                scene += backdropCopy(of: copied, blur: mark.blur, mask: element.open + mark.mask + element.close, region: region,
                                      background: timeline.background, definitions: definitions)
            }
            scene += element.open + parts(element.shape[start...]) + element.close + "</g>\n"
        }
        return scene
    }

    private func backgroundColor(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue] }
        var channel = SVGChannel(startValues: rgb(timeline.segments.first?.fromBackground ?? timeline.background))
        for segment in timeline.segments {
            let timing = segment.transition.timing
            channel.jump(to: rgb(segment.fromBackground), at: segment.start, epsilon: epsilon)
            if timing.end > segment.duration + 1e-9, segment.fromBackground != segment.toBackground {
                // Interrupted before the fade is over: followed piece by piece to where it stops.
                let times = SVGElementChannels.adaptiveTimes(length: segment.duration, tolerances: [0.001, 0.001, 0.001]) { t in
                    rgb(segment.fromBackground.interpolated(to: segment.toBackground, progress: timing.progress(atStepTime: t)))
                }
                for t in times {
                    channel.animate(to: rgb(segment.fromBackground.interpolated(to: segment.toBackground, progress: timing.progress(atStepTime: t))),
                                    at: segment.start + t, curve: .linear, epsilon: epsilon)
                }
                continue
            }
            // A step cut short (one whose colour does not change, here) holds only until the cut,
            // where the next step takes over.
            let end = Swift.min(timing.end, segment.duration)
            channel.hold(until: segment.start + Swift.min(timing.delay, end))
            channel.animate(to: rgb(segment.toBackground), at: segment.start + end, curve: timing.curve, epsilon: epsilon)
        }
        return channel
    }

    /// `#RRGGBB` of red, green and blue in 0…1.
    static func hex(_ rgb: [Double]) -> String {
        var color = Color(red: rgb[0], green: rgb[1], blue: rgb[2])
        color.alpha = 1
        return color.hexString
    }

    /// The viewport's size over time.
    private func viewportSize(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        boundsChannel(timeline, epsilon: epsilon) { [$0.width, $0.height] }
    }

    /// The content offset (the bounds' origin) over time.
    private func contentOffset(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        boundsChannel(timeline, epsilon: epsilon) { [$0.origin.x, $0.origin.y] }
    }

    /// Two numbers of the visible bounds over time. A step whose bounds move along its own
    /// curve to the end is written as one interval; one interrupted before its end, or still
    /// carrying an interrupted scroll or rotation, is followed in straight pieces within a
    /// hundredth of a point of `Transition.bounds(atStepTime:)`, which the frames draw.
    private func boundsChannel(_ timeline: Timeline, epsilon: Double, _ values: (Rect) -> [Double]) -> SVGChannel {
        let first = timeline.segments.first.map { values($0.transition.oldBounds) }
            ?? values(Rect(origin: .zero, size: timeline.viewportSize))
        var channel = SVGChannel(startValues: first)
        for segment in timeline.segments {
            let transition = segment.transition
            let motion = transition.boundsMotion
            let moves = !motion.isStill
            if moves && (!motion.carried.isEmpty || transition.timing.end > segment.duration + 1e-9) {
                channel.jump(to: values(transition.bounds(atStepTime: 0)), at: segment.start, epsilon: epsilon)
                let times = SVGElementChannels.adaptiveTimes(length: segment.duration, tolerances: [0.01, 0.01]) { t in
                    values(transition.bounds(atStepTime: t))
                }
                for t in times {
                    channel.animate(to: values(transition.bounds(atStepTime: t)), at: segment.start + t, curve: .linear, epsilon: epsilon)
                }
                continue
            }
            // A step cut short (one whose bounds stay still, here: a pause, an update) holds
            // only until the cut, where the next step's scroll or rotation starts.
            let end = Swift.min(transition.timing.end, segment.duration)
            channel.jump(to: values(transition.oldBounds), at: segment.start, epsilon: epsilon)
            channel.hold(until: segment.start + Swift.min(transition.timing.delay, end))
            channel.animate(to: values(transition.newBounds), at: segment.start + end, curve: transition.timing.curve, epsilon: epsilon)
        }
        return channel
    }

    // MARK: - Attributes

    /// Font family, size, weight and colour of a label's text.
    static func fontAttributes(_ label: Label) -> String {
        // An app's family shows only where the viewer has it installed; outlines (the default)
        // need no font at all.
        let families = (label.family.map { ["'\(SVGFormat.escape($0.files[0].familyName))'"] } ?? []) + ["'\(FontMetrics.familyName)'", "sans-serif"]
        var text = " font-family=\"\(families.joined(separator: ", "))\" font-size=\"\(SVGFormat.number(label.fontSize))\""
        if label.weight.usesBoldFace { text += " font-weight=\"bold\"" }
        // Cairo's text sets glyphs at their advances with no kerning or ligatures; browsers
        // apply both by default, which shifts long lines apart glyph by glyph.
        return text + " \(paint("fill", label.color)) style=\"font-kerning:none;font-variant-ligatures:none\" xml:space=\"preserve\""
    }

    /// The shortest hold of the end before the animation loops.
    static let endHold = 0.001

    /// SMIL timing: a cycle repeated for ever, or played once and frozen on its end.
    private static func timingAttributes(_ duration: Double, loops: Bool) -> String {
        " dur=\"\(SVGFormat.number(duration, decimals: 6))s\"" + (loops ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    }

    /// `fill="#RRGGBB"` (or stroke), with an opacity attribute when the colour is translucent.
    /// A filter's `flood-color` and `flood-opacity` for `color` (a colour of no alpha floods
    /// nothing, where `paint` would write `none`, which a flood does not take).
    static func floodAttributes(_ color: Color) -> String {
        var opaque = color
        opaque.alpha = 1
        let flood = "flood-color=\"\(opaque.hexString)\""
        return color.alpha < 1 ? flood + " flood-opacity=\"\(SVGFormat.number(Swift.max(0, color.alpha), decimals: 4))\"" : flood
    }

    static func paint(_ property: String, _ color: Color) -> String {
        if color.alpha <= 0 { return "\(property)=\"none\"" }
        var opaque = color
        opaque.alpha = 1
        var text = "\(property)=\"\(opaque.hexString)\""
        if color.alpha < 1 { text += " \(property)-opacity=\"\(SVGFormat.number(color.alpha, decimals: 4))\"" }
        return text
    }
}
