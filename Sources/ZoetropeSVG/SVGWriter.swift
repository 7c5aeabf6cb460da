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
        let elements = elementMarkups(timeline, duration: duration, timing: timing, epsilon: epsilon, definitions: definitions)
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

    // MARK: - One element lifetime

    /// One lifetime's markup: its groups (placement, rotation, skew, scale, opening and
    /// closing) around the parts of its shape (shadow, fill, picture, border, label).
    struct ElementMarkup {
        var open: String
        var shape: [String]
        var close: String
        /// Where in `shape` a part blurs what lies behind it, with that part's shape in white.
        var backdrops: [BackdropMark] = []
        /// With backdrops, the opening of a group around all of the element that fades it and
        /// hides it (`open` then does neither), so that the element and its blurs fade as one
        /// group, as the PNG frames draw a faded element.
        var fade = ""
    }

    /// What one lifetime shows, as stretches of unchanged content from the time each begins
    /// (the first from the lifetime's start): one stretch unless its view's content changed
    /// between steps.
    func contentRuns(_ lifetimeIndex: Int, in timeline: Timeline) -> [(start: Double, content: ElementContent)] {
        let lifetime = timeline.lifetimes[lifetimeIndex]
        var runs: [(start: Double, content: ElementContent)] = []
        for segmentIndex in lifetime.firstSegment...lifetime.lastSegment {
            let segment = timeline.segments[segmentIndex]
            guard let position = segment.lifetimes.firstIndex(of: lifetimeIndex) else { continue }
            let content = segment.transition.tracks[position].content
            if runs.isEmpty {
                runs.append((-.infinity, content))
            } else if runs[runs.count - 1].content != content {
                runs.append((segment.start, content))
            }
        }
        return runs
    }

    /// Everything that changes about one lifetime, and what it shows; nil when it never shows.
    func channels(_ lifetimeIndex: Int, in timeline: Timeline, epsilon: Double) -> (SVGElementChannels, ElementContent)? {
        let lifetime = timeline.lifetimes[lifetimeIndex]
        var channels: SVGElementChannels?
        var content: ElementContent?
        var disappeared = false
        for segmentIndex in lifetime.firstSegment...lifetime.lastSegment {
            let segment = timeline.segments[segmentIndex]
            guard let position = segment.lifetimes.firstIndex(of: lifetimeIndex) else {
                // Out of view during this step: hidden, its values kept.
                channels?.visibility.append((segment.start, false))
                continue
            }
            let track = segment.transition.tracks[position]
            if channels == nil { channels = SVGElementChannels(first: track.from) }
            if content == nil { content = track.content }
            channels!.add(track, in: segment, epsilon: epsilon)
            disappeared = track.role == .disappearing
        }
        guard var channels, let content else { return nil }
        if !disappeared, lifetime.lastSegment + 1 < timeline.segments.count {
            channels.visibility.append((timeline.segments[lifetime.lastSegment + 1].start, false))
        }
        return (channels, content)
    }

    private func group(_ channels: SVGElementChannels, content: ElementContent, duration: Double, timing: String?,
                       definitions: SVGDefinitions) -> ElementMarkup {
        let pair: ([Double]) -> String = { "\(SVGFormat.number($0[0], decimals: 2)) \(SVGFormat.number($0[1], decimals: 2))" }
        var fade = ""
        var unfaded = channels
        if content.hasBackdropBlur {
            let faded = visibilityAndOpacity(channels, duration: duration, timing: timing)
            fade = "<g" + faded.attributes + ">" + faded.visibilityAnimation + faded.opacityAnimation + "\n"
            unfaded.opacity = SVGChannel(startValues: [1])
        }
        let shown = visibilityAndOpacity(unfaded, duration: duration, timing: timing)
        var out = "<g transform=\"translate(\(pair(channels.position.firstValues)))\"" + shown.attributes + ">"
        if let timing {
            out += shown.visibilityAnimation
            if !channels.position.isConstant {
                out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(channels.position.smilAttributes(duration: duration, format: pair))\(timing)/>"
            }
            out += shown.opacityAnimation
        }
        out += "\n"
        let nested = transformGroups(rotation: channels.rotation, skew: channels.skew, scale: channels.scale, duration: duration, timing: timing)
        out += nested.open
        var closing = nested.close + "</g>\n"
        if content.anchorPoint != Point(x: 0.5, y: 0.5) {
            // The anchor point moves the picture inside the transform, by a share of its size.
            let shift = channels.size.mapped { size -> [Double] in
                let p = content.anchorShift(size: Size(width: size[0], height: size[1]))
                return [p.x, p.y]
            }
            out += "<g transform=\"translate(\(pair(shift.firstValues)))\">"
            if let timing, !shift.isConstant {
                out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(shift.smilAttributes(duration: duration, format: pair))\(timing)/>"
            }
            out += "\n"
            closing = "</g>" + closing
        }
        if let clip = clipGroup(channels, duration: duration, timing: timing, definitions: definitions) {
            out = clip + out
            closing += "</g>"
        }
        let backdrops = content.hasBackdropBlur ? BackdropMarks() : nil
        var parts = shape(content: content, size: channels.size, duration: duration, timing: timing, definitions: definitions, backdrops: backdrops)
        if var mask = content.mask, backdrops == nil {
            // The layer's mask over everything the element draws, from its top-left corner.
            let size = channels.size.firstValues
            mask.transform = mask.transform.concatenating(Transform(translationX: -size[0] / 2, y: -size[1] / 2))
            let kind = mask.stroke != nil || mask.fade != nil ? "mask" : "clip-path"
            parts = ["<g \(kind)=\"url(#\(singleClipID(mask, duration: 0, clock: nil, definitions: definitions)))\">" + parts.joined() + "</g>\n"]
        }
        return ElementMarkup(open: out, shape: parts, close: closing, backdrops: backdrops?.marks ?? [], fade: fade)
    }

    /// An element group's visibility and opacity attributes, and their animations.
    func visibilityAndOpacity(_ channels: SVGElementChannels, duration: Double, timing: String?)
        -> (attributes: String, visibilityAnimation: String, opacityAnimation: String) {
        let changes = channels.visibilityChanges
        var attributes = ""
        if changes.first?.visible == false { attributes += " visibility=\"hidden\"" }
        let opacity = channels.opacity.firstValues[0]
        if opacity != 1 || !channels.opacity.isConstant { attributes += " opacity=\"\(SVGFormat.number(opacity, decimals: 4))\"" }
        var visibility = "", fade = ""
        if let timing {
            if changes.count > 1 {
                let values = changes.map { $0.visible ? "visible" : "hidden" }.joined(separator: ";")
                let times = changes.map { SVGFormat.discreteKeyTime($0.time / duration) }.joined(separator: ";")
                visibility = "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values)\" keyTimes=\"\(times)\"\(timing)/>"
            }
            if !channels.opacity.isConstant {
                fade = "<animate attributeName=\"opacity\" \(channels.opacity.smilAttributes(duration: duration) { SVGFormat.number($0[0], decimals: 4) })\(timing)/>"
            }
        }
        return (attributes, visibility, fade)
    }

    /// Rotation, skew and scale groups nested outermost first (T·R·K·S, the translation being
    /// the enclosing group's), each only when it is ever other than the identity.
    func transformGroups(rotation: SVGChannel, skew: SVGChannel, scale: SVGChannel, duration: Double, timing: String?) -> (open: String, close: String) {
        let scalePair: ([Double]) -> String = { "\(SVGFormat.number($0[0], decimals: 4)) \(SVGFormat.number($0[1], decimals: 4))" }
        let degrees: ([Double]) -> String = { SVGFormat.number($0[0] * 180 / .pi) }
        var open = "", close = ""
        for (type, channel, identity, format) in [
            ("rotate", rotation, [0.0], degrees), ("skewX", skew, [0.0], degrees), ("scale", scale, [1.0, 1.0], scalePair),
        ] where !channel.isAlways(identity) {
            open += "<g transform=\"\(type)(\(format(channel.firstValues)))\">"
            if let timing, !channel.isConstant {
                open += "<animateTransform attributeName=\"transform\" type=\"\(type)\" \(channel.smilAttributes(duration: duration, format: format))\(timing)/>"
            }
            open += "\n"
            close = "</g>" + close
        }
        return (open, close)
    }

    /// The opening of a group clipping an element to the band of its orthogonal section (in
    /// content coordinates, around the element's groups, whose own transforms must not move
    /// it); nil when the element is never clipped.
    func clipGroup(_ channels: SVGElementChannels, duration: Double, timing: String?, definitions: SVGDefinitions) -> String? {
        guard channels.isClipped else { return nil }
        return clipOpening(channels.clip, radius: 0, duration: duration, timing: timing, definitions: definitions)
    }

    /// The opening of a group clipped to the rectangle `box` gives (x, y, width, height),
    /// animated with `timing` when it changes, its corners rounded by `radius`.
    func clipOpening(_ box: SVGChannel, radius: Double, duration: Double, timing: String?, definitions: SVGDefinitions) -> String {
        let first = box.firstValues
        let names = ["x", "y", "width", "height"]
        var rect = "<rect " + names.enumerated().map { "\($1)=\"\(SVGFormat.number(first[$0]))\"" }.joined(separator: " ")
        if radius > 0 { rect += " rx=\"\(SVGFormat.number(radius))\" ry=\"\(SVGFormat.number(radius))\"" }
        if let timing, !box.isConstant {
            rect += ">" + names.enumerated().map { index, name in
                "<animate attributeName=\"\(name)\" \(box.smilAttributes(duration: duration) { SVGFormat.number($0[index]) })\(timing)/>"
            }.joined() + "</rect>"
        } else {
            rect += "/>"
        }
        let id = definitions.id(for: "clip " + rect) { id in "<clipPath id=\"\(id)\">\(rect)</clipPath>" }
        return "<g clip-path=\"url(#\(id))\">"
    }

    /// The element's shadow, rectangle, picture, border and label, centred on its group's
    /// origin, in the order `FrameRenderer` draws them.
    ///
    /// `clock` is the document's timing for what drawings animate themselves, which a subview
    /// of a constant size still needs (`timing` is then nil); it defaults to `timing`.
    ///
    /// With `backdrops`, each part that blurs what lies behind it (the element's own rectangle,
    /// a subview) is marked there, for the document to lay a blurred copy of the scene under it.
    func shape(content: ElementContent, size: SVGChannel, duration: Double, timing: String?, clock: String? = nil,
               definitions: SVGDefinitions, backdrops: BackdropMarks? = nil) -> [String] {
        let animatedTiming = size.isConstant ? nil : timing
        let clock = clock ?? timing

        /// The four animations of a box `inset` inside the element (x, y, width, height), and
        /// its clamped corner radius when that changes.
        func boxAnimations(inset: Double, radius: Double, corners: Bool) -> String {
            guard let timing = animatedTiming else { return "" }
            var text = ""
            let attributes: [(String, ([Double]) -> Double)] = [
                ("x", { -($0[0] - 2 * inset) / 2 }), ("y", { -($0[1] - 2 * inset) / 2 }),
                ("width", { $0[0] - 2 * inset }), ("height", { $0[1] - 2 * inset }),
            ]
            for (name, value) in attributes {
                text += "<animate attributeName=\"\(name)\" \(size.smilAttributes(duration: duration) { SVGFormat.number(value($0)) })\(timing)/>"
            }
            if corners && radius > 0 {
                // The clamped radius at each key: exact unless the clamp takes effect mid-step.
                let clamped: ([Double]) -> Double = { Swift.max(0, Swift.min(radius, ($0[0] - 2 * inset) / 2, ($0[1] - 2 * inset) / 2)) }
                if Set(size.keys.map { clamped($0.values) }).count > 1 {
                    for name in ["rx", "ry"] {
                        text += "<animate attributeName=\"\(name)\" \(size.smilAttributes(duration: duration) { SVGFormat.number(clamped($0)) })\(timing)/>"
                    }
                }
            }
            return text
        }

        func rect(inset: Double, radius: Double, paint: String) -> String {
            paintedRect(inset: inset, radius: radius, paint: paint, paintAnimations: "")
        }

        /// The element's rectangle `inset` inside it, with `paintAnimations` changing its paint.
        func paintedRect(inset: Double, radius: Double, paint: String, paintAnimations: String) -> String {
            let w = size.firstValues[0] - 2 * inset, h = size.firstValues[1] - 2 * inset
            let r = Swift.max(0, Swift.min(radius, w / 2, h / 2))
            if r > 0, !content.cornerShape.isCircular {
                return shapedRect(inset: inset, radius: radius, paint: paint, paintAnimations: paintAnimations)
            }
            var text = "<rect x=\"\(SVGFormat.number(-w / 2))\" y=\"\(SVGFormat.number(-h / 2))\" width=\"\(SVGFormat.number(w))\" height=\"\(SVGFormat.number(h))\""
            // rx and ry both, clamped alike, so corners stay circular as Cairo draws them.
            if r > 0 { text += " rx=\"\(SVGFormat.number(r))\" ry=\"\(SVGFormat.number(r))\"" }
            if !paint.isEmpty { text += " \(paint)" }
            let animations = boxAnimations(inset: inset, radius: radius, corners: true) + cornerAnimations(inset: inset, less: content.cornerRadius - radius)
                + paintAnimations
            return animations.isEmpty ? text + "/>\n" : text + ">" + animations + "</rect>\n"
        }

        /// The element's rectangle `inset` inside it as a path, for corners other than four
        /// quarter circles (`CornerShape`): its `d` follows the size as it changes, or else the
        /// corner radius as the view's layer's `cornerRadius` animates.
        func shapedRect(inset: Double, radius: Double, paint: String, paintAnimations: String) -> String {
            func outline(_ width: Double, _ height: Double, _ radius: Double) -> String {
                let w = width - 2 * inset, h = height - 2 * inset
                return Self.pathData(content.cornerShape.outline(of: Rect(x: -w / 2, y: -h / 2, width: w, height: h), radius: radius))
            }
            var text = "<path d=\"\(outline(size.firstValues[0], size.firstValues[1], radius))\""
            if !paint.isEmpty { text += " \(paint)" }
            var animations = paintAnimations
            if let timing = animatedTiming {
                animations += "<animate attributeName=\"d\" \(size.smilAttributes(duration: duration) { outline($0[0], $0[1], radius) })\(timing)/>"
            } else if let (radii, clock) = cornerRadii(inset: inset, less: content.cornerRadius - radius) {
                let format = { (values: [Double]) in outline(size.firstValues[0], size.firstValues[1], values[0]) }
                animations += "<animate attributeName=\"d\" \(radii.smilAttributes(duration: duration, format: format))\(clock)/>"
            }
            return animations.isEmpty ? text + "/>\n" : text + ">" + animations + "</path>\n"
        }

        /// The corner radius as the view's layer's `cornerRadius` animates, `less` taken off (a
        /// border's inner edge), clamped to the box `inset` inside the element, with the clock
        /// it runs on; nil when it does not change or the element's size does (the size then
        /// carries the corners).
        func cornerRadii(inset: Double, less: Double) -> (SVGChannel, String)? {
            let rounds = content.cornerRadiusAnimations
            guard !rounds.isEmpty, let clock, duration > 0, animatedTiming == nil else { return nil }
            let w = size.firstValues[0] - 2 * inset, h = size.firstValues[1] - 2 * inset
            let radii = Self.channel(duration: duration, animations: rounds) { time in
                var radius = content.cornerRadius
                for animation in rounds { if let value = animation.value(at: time), value.isFinite { radius = value } }
                return [Self.rounded(Swift.max(0, Swift.min(radius - less, w / 2, h / 2)))]
            }
            return radii.isConstant ? nil : (radii, clock)
        }

        /// The corners rounding as the view's layer's `cornerRadius` animates (`cornerRadii`).
        func cornerAnimations(inset: Double, less: Double) -> String {
            guard let (radii, clock) = cornerRadii(inset: inset, less: less) else { return "" }
            let format = { (values: [Double]) in SVGFormat.number(values[0]) }
            return ["rx", "ry"].map { "<animate attributeName=\"\($0)\" \(radii.smilAttributes(duration: duration, format: format))\(clock)/>" }.joined()
        }

        var out: [String] = []
        if let shadow = content.shadow, shadow.color.alpha > 0 {
            out.append(shadowShape(shadow, content: content, size: size, definitions: definitions, rect: rect))
        }
        if let blur = content.backdropBlur, let backdrops {
            backdrops.marks.append(BackdropMark(index: out.count, blur: blur,
                                                  mask: rect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", .white))))
        }
        switch content.fill {
        case .color(let color):
            // The view's own background colour changing (its layer's `backgroundColor`).
            var recoloured = ""
            if !content.fillColorAnimations.isEmpty, let clock, duration > 0 {
                recoloured = Self.colorAnimations(of: "fill", resting: color, alpha: 1, animations: content.fillColorAnimations,
                                                  duration: duration, clock: clock)
            }
            out.append(paintedRect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", color), paintAnimations: recoloured))
        case .linearGradient(let gradient):
            out.append(rect(inset: 0, radius: content.cornerRadius, paint: "fill=\"url(#\(gradientID(gradient, definitions: definitions)))\""))
        }
        if let image = content.image {
            let symbol = imageSymbolID(image, definitions: definitions)
            let w = size.firstValues[0], h = size.firstValues[1]
            var use = "<use href=\"#\(symbol)\" x=\"\(SVGFormat.number(-w / 2))\" y=\"\(SVGFormat.number(-h / 2))\" width=\"\(SVGFormat.number(w))\" height=\"\(SVGFormat.number(h))\""
            if let tint = image.tint { use += " filter=\"url(#\(templateFilterID(tint, definitions: definitions)))\"" }
            let animations = boxAnimations(inset: 0, radius: 0, corners: false)
            use += animations.isEmpty ? "/>" : ">" + animations + "</use>"
            if content.cornerRadius > 0 {
                // The clip goes on a group around the picture: on the `use` itself, Chromium
                // takes the clip in a space already moved by the use's x and y.
                let clip = definitions.uniqueID { id in "<clipPath id=\"\(id)\">\(rect(inset: 0, radius: content.cornerRadius, paint: "").dropLast())</clipPath>" }
                out.append("<g clip-path=\"url(#\(clip))\">\(use)</g>\n")
            } else {
                out.append(use + "\n")
            }
        }
        if let drawing = content.drawing {
            out.append(drawingShape(drawing, size: size, duration: duration, timing: animatedTiming, clock: clock, definitions: definitions) {
                String(rect(inset: -Swift.max(0, drawing.bleed.isFinite ? drawing.bleed : 0), radius: 0, paint: "").dropLast())
            })
        }
        for subview in content.subviews {
            if let blur = subview.content.backdropBlur, let backdrops {
                var white = ElementContent(fill: .white, cornerRadius: subview.content.cornerRadius)
                white.contentTransform = subview.content.contentTransform
                let mask = subviewShape(Subview(frame: subview.frame, content: white), size: size, duration: duration, timing: animatedTiming,
                                        clock: clock, definitions: definitions)
                backdrops.marks.append(BackdropMark(index: out.count, blur: blur, mask: mask))
            }
            out.append(subviewShape(subview, size: size, duration: duration, timing: animatedTiming, clock: clock, definitions: definitions))
        }
        if let border = content.border {
            let w = size.firstValues[0], h = size.firstValues[1]
            if w > border.width && h > border.width {
                out.append(rect(inset: border.width / 2, radius: Swift.max(0, content.cornerRadius - border.width / 2),
                                paint: "fill=\"none\" \(Self.paint("stroke", border.color)) stroke-width=\"\(SVGFormat.number(border.width))\""))
            } else {
                out.append(rect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", border.color)))
            }
        }
        if let icon = content.icon {
            let square = icon.frame(inElementOfWidth: size.firstValues[0])
            var text = "<rect x=\"\(SVGFormat.number(square.minX))\" y=\"\(SVGFormat.number(square.minY))\" width=\"\(SVGFormat.number(square.width))\" height=\"\(SVGFormat.number(square.height))\""
            if icon.cornerRadius > 0 { text += " rx=\"\(SVGFormat.number(icon.cornerRadius))\" ry=\"\(SVGFormat.number(icon.cornerRadius))\"" }
            text += " " + Self.paint("fill", icon.color)
            if let timing = animatedTiming {
                // Anchored to the leading edge, it moves as the element's width changes.
                text += "><animate attributeName=\"x\" \(size.smilAttributes(duration: duration) { SVGFormat.number(icon.minX(inElementOfWidth: $0[0])) })\(timing)/></rect>\n"
            } else {
                text += "/>\n"
            }
            out.append(text)
        }
        if let label = content.label {
            out.append(labelShape(label, size: size, duration: duration, timing: animatedTiming, definitions: definitions))
        }
        for accessory in ([content.secondaryLabel, content.icon?.glyphLabel].compactMap { $0 } + content.accessories) where !accessory.text.isEmpty {
            out.append(labelShape(accessory, size: size, duration: duration, timing: animatedTiming, definitions: definitions))
        }
        let inner = content.flatContentTransform
        // A view's own layer turning (a spinner): its parts animated about its anchor point.
        let levels = clock != nil && duration > 0 ? DrawingAnimation.transformLevels(of: content.contentTransformAnimations) : []
        guard content.clipsToBounds || inner != nil || !levels.isEmpty else { return out }
        // What a view holds, cut to its bounds when it clips and drawn through its content
        // view's transform, as one part: the frames draw it so (`FrameRenderer.drawBody`).
        let kept = content.shadow.map { $0.color.alpha > 0 } == true ? 1 : 0
        var group = "<g"
        if content.clipsToBounds {
            let clip = definitions.uniqueID { id in "<clipPath id=\"\(id)\">\(rect(inset: 0, radius: content.cornerRadius, paint: "").dropLast())</clipPath>" }
            group += " clip-path=\"url(#\(clip))\""
        }
        group += ">"
        if let clock, let innermost = levels.last {
            let held = "<g\(Self.transformAttribute(innermost.frame.inner))>" + out[kept...].joined() + "</g>"
            group += movedByLayers(held, levels: levels, duration: duration, clock: clock)
        } else if let inner {
            let m = [inner.a, inner.b, inner.c, inner.d].map { SVGFormat.number($0, decimals: 6) } + [inner.tx, inner.ty].map { SVGFormat.number($0) }
            group += "<g transform=\"matrix(\(m.joined(separator: " ")))\">" + out[kept...].joined() + "</g>"
        } else {
            group += out[kept...].joined()
        }
        return Array(out[..<kept]) + [group + "</g>\n"]
    }

    /// A filter that draws a picture as a template: its alpha, flooded with `tint`.
    private func templateFilterID(_ tint: Color, definitions: SVGDefinitions) -> String {
        let flood = Self.floodAttributes(tint)
        return definitions.id(for: "template \(flood)") { id in
            "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feFlood \(flood)/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
        }
    }

    /// The shadow: the element's shape, offset, filled with the shadow's colour and blurred by
    /// `feGaussianBlur`, whose region (in the shape's bounding box) reaches three standard
    /// deviations past the smallest size the element takes.
    private func shadowShape(_ shadow: Shadow, content: ElementContent, size: SVGChannel, definitions: SVGDefinitions,
                             rect: (Double, Double, String) -> String) -> String {
        let sigma = shadow.standardDeviation
        var filter = ""
        if sigma > 0 {
            let minimumWidth = Swift.max(1, size.keys.map { $0.values[0] }.min() ?? 1)
            let minimumHeight = Swift.max(1, size.keys.map { $0.values[1] }.min() ?? 1)
            let mx = SVGFormat.number((3 * sigma + 1) / minimumWidth, decimals: 3)
            let my = SVGFormat.number((3 * sigma + 1) / minimumHeight, decimals: 3)
            let deviation = SVGFormat.number(sigma, decimals: 3)
            let id = definitions.id(for: "blur \(deviation) \(mx) \(my)") { id in
                "<filter id=\"\(id)\" x=\"-\(mx)\" y=\"-\(my)\" width=\"\(SVGFormat.number(1 + 2 * Double(mx)!, decimals: 3))\" "
                    + "height=\"\(SVGFormat.number(1 + 2 * Double(my)!, decimals: 3))\" color-interpolation-filters=\"sRGB\">"
                    + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>"
            }
            filter = " filter=\"url(#\(id))\""
        }
        let offset = "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"
        return "<g transform=\"\(offset)\"\(filter)>" + rect(0, content.cornerRadius, Self.paint("fill", shadow.color)) + "</g>\n"
    }

    private func gradientID(_ gradient: LinearGradient, definitions: SVGDefinitions) -> String {
        let stops = Self.stopsMarkup(gradient.stops)
        let vector = [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y].map { SVGFormat.number($0, decimals: 4) }
        let key = "gradient \(vector) \(stops)"
        return definitions.id(for: key) { id in
            "<linearGradient id=\"\(id)\" x1=\"\(vector[0])\" y1=\"\(vector[1])\" x2=\"\(vector[2])\" y2=\"\(vector[3])\">\(stops)</linearGradient>"
        }
    }

    /// A symbol holding the picture, fitted or filling as the content asks, defined once per
    /// picture and mode however many elements show it.
    private func imageSymbolID(_ image: ImageContent, definitions: SVGDefinitions) -> String {
        let asset = image.asset
        let key = "image \(ObjectIdentifier(asset).hashValue) \(asset.name) \(image.mode.rawValue)"
        return definitions.id(for: key) { id in
            let aspect = image.mode == .aspectFill ? "xMidYMid slice" : "xMidYMid meet"
            return "<symbol id=\"\(id)\" viewBox=\"\(Self.pictureViewBox(asset))\" preserveAspectRatio=\"\(aspect)\">\(Self.pictureMarkup(asset))</symbol>"
        }
    }

    /// The box a picture's symbol shows: its own size.
    static func pictureViewBox(_ asset: ImageAsset) -> String {
        asset.format == .png ? "0 0 \(asset.pixelWidth) \(asset.pixelHeight)" : "0 0 \(SVGFormat.number(asset.width)) \(SVGFormat.number(asset.height))"
    }

    /// The picture's file embedded whole, at its own size: a PNG's pixels, or an SVG's
    /// vectors, which a browser draws sharp at any scale and, inside `<image>`, without running
    /// scripts or loading anything the file refers to (as librsvg draws it in the frames).
    static func pictureMarkup(_ asset: ImageAsset) -> String {
        let size = asset.format == .png
            ? "width=\"\(asset.pixelWidth)\" height=\"\(asset.pixelHeight)\""
            : "width=\"\(SVGFormat.number(asset.width))\" height=\"\(SVGFormat.number(asset.height))\""
        return "<image \(size) href=\"data:\(asset.mediaType);base64,\(Base64.encode(asset.data))\"/>"
    }

    /// Where a label's lines hang from, for an element of `size`: the top edge for wrapped text,
    /// the centre line for a single line; across, the edge or centre it aligns to. Lines sit at
    /// fixed offsets from this anchor, so the anchor alone follows the element's size.
    static func labelAnchor(_ label: Label, size: [Double]) -> (x: Double, y: Double) {
        let x: Double
        switch label.screenAlignment {
        case .leading: x = -size[0] / 2
        case .trailing: x = size[0] / 2
        case .center, nil: x = 0
        }
        return (x, label.lines != nil && !label.centresLinesVertically ? -size[1] / 2 : 0)
    }

    private func labelShape(_ label: Label, size: SVGChannel, duration: Double, timing: String?, definitions: SVGDefinitions) -> String {
        let lines = label.lines ?? [label.shownText]
        guard lines.contains(where: { !$0.isEmpty }) else { return "" }
        let first = size.firstValues
        let anchor = Self.labelAnchor(label, size: first)
        let translate: ([Double]) -> String = { let a = Self.labelAnchor(label, size: $0); return "\(SVGFormat.number(a.x)) \(SVGFormat.number(a.y))" }
        let anchorMoves = timing != nil && Set(size.keys.map { translate($0.values) }).count > 1
        let elementSize = Size(width: first[0], height: first[1])
        let scale = label.fontSize / Self.outlineSize

        /// One line's glyphs, in a group placed at `offset` from the anchor and scaled from the
        /// outlines' size; `attributes` are added to that group.
        func glyphLine(_ line: String, index: Int, outliner: any TextOutlining, anchor: (x: Double, y: Double), attributes: String) -> String {
            let shaped = outliner.shape(line, font: label.font)
            let position = label.lines != nil
                ? LabelGeometry.wrappedLinePosition(label, line: index, advance: shaped.advance, elementSize: elementSize, rightToLeft: shaped.isRightToLeft)
                : LabelGeometry.singleLinePosition(label, advance: shaped.advance, elementSize: elementSize, rightToLeft: shaped.isRightToLeft)
            var out = "<g\(attributes) transform=\"translate(\(SVGFormat.number(position.x - anchor.x)) \(SVGFormat.number(position.y - anchor.y))) scale(\(SVGFormat.number(scale, decimals: 6)))\">"
            out += glyphUses(shaped, font: label.font, outliner: outliner, definitions: definitions)
            return out + "</g>\n"
        }

        // The common case, one line that never moves against the element: a single group.
        if let textOutliner, !anchorMoves, lines.count == 1 {
            return glyphLine(lines[0], index: 0, outliner: textOutliner, anchor: (0, 0), attributes: " " + Self.paint("fill", label.color))
        }
        var out = "<g transform=\"translate(\(translate(first)))\""
        out += textOutliner != nil ? " \(Self.paint("fill", label.color))>" : "\(Self.fontAttributes(label))>"
        if let timing, anchorMoves {
            out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(size.smilAttributes(duration: duration, format: translate))\(timing)/>"
        }
        out += "\n"
        for (k, line) in lines.enumerated() where !line.isEmpty {
            if let textOutliner {
                out += glyphLine(line, index: k, outliner: textOutliner, anchor: anchor, attributes: "")
            } else {
                out += textElement(label, line: line, index: k, elementSize: elementSize, anchor: anchor)
            }
        }
        return out + "</g>\n"
    }

    /// A shaped line's glyphs as `use`s of outlines defined once (colour glyphs as pictures),
    /// in units of the outlines' size: the caller scales by `font.size / outlineSize`.
    func glyphUses(_ shaped: ShapedLine, font: Font, outliner: any TextOutlining, definitions: SVGDefinitions) -> String {
        let scale = font.size / Self.outlineSize
        var out = ""
        for glyph in shaped.glyphs {
            let x = glyph.x / scale, y = glyph.y / scale
            if glyph.isColor {
                // A colour glyph (an emoji) is a picture, as the font draws it, at the label's size.
                guard let picture = outliner.colorGlyph(glyph, size: font.size) else { continue }
                let box = picture.box
                let id = definitions.id(for: "colour glyph \(glyph.face ?? "") \(glyph.index) \(font.size)") { id in
                    "<image id=\"\(id)\" x=\"\(SVGFormat.number(box.minX / scale, decimals: 2))\" y=\"\(SVGFormat.number(box.minY / scale, decimals: 2))\" width=\"\(SVGFormat.number(box.width / scale, decimals: 2))\" height=\"\(SVGFormat.number(box.height / scale, decimals: 2))\" href=\"data:image/png;base64,\(Base64.encode(picture.png))\"/>"
                }
                var use = "<use href=\"#\(id)\""
                if x != 0 { use += " x=\"\(SVGFormat.number(x, decimals: 2))\"" }
                if y != 0 { use += " y=\"\(SVGFormat.number(y, decimals: 2))\"" }
                out += use + "/>"
                continue
            }
            let outline = outliner.outline(of: glyph, weight: font.weight, size: Self.outlineSize)
            guard !outline.isEmpty else { continue }  // a space
            let face = glyph.face ?? font.weight.face.rawValue
            let id = definitions.id(for: "glyph \(face) \(glyph.index)") { id in "<path id=\"\(id)\" d=\"\(outline)\"/>" }
            var use = "<use href=\"#\(id)\""
            if x != 0 { use += " x=\"\(SVGFormat.number(x, decimals: 2))\"" }
            if y != 0 { use += " y=\"\(SVGFormat.number(y, decimals: 2))\"" }
            out += use + "/>"
        }
        return out
    }

    /// A line as `<text>`, for documents written without outlines.
    private func textElement(_ label: Label, line: String, index: Int, elementSize: Size, anchor: (x: Double, y: Double)) -> String {
        let x: Double, textAnchor: String
        switch label.screenAlignment {
        case .leading: x = -elementSize.width / 2 + label.insets.left - anchor.x; textAnchor = "start"
        case .trailing: x = elementSize.width / 2 - label.insets.right - anchor.x; textAnchor = "end"
        case .center: x = (label.insets.left - label.insets.right) / 2 - anchor.x; textAnchor = "middle"
        case nil: x = 0; textAnchor = "middle"
        }
        let y = label.lines != nil
            ? LabelGeometry.wrappedLinePosition(label, line: index, advance: 0, elementSize: elementSize).y - anchor.y
            : label.font.metrics.baselineOffset(fontSize: label.fontSize) + label.verticalOffset
        return "<text x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(y))\" text-anchor=\"\(textAnchor)\">\(SVGFormat.escape(line))</text>\n"
    }

    /// `markup` (one element, possibly with children) with an `id` attribute added.
    static func withID(_ id: String, _ markup: String) -> String {
        guard let space = markup.firstIndex(where: { $0 == " " || $0 == ">" || $0 == "/" }) else { return markup }
        return String(markup[..<space]) + " id=\"\(id)\"" + String(markup[space...])
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
