import ZoetropeCore

/// Writes a timeline as one self-contained animated SVG: SMIL animations, no script, no
/// external reference, so it plays in a browser, in an `<img>` tag and in a README.
///
/// Each element lifetime is one group, in the timeline's paint order (SVG cannot reorder
/// nodes over time, which is why paint order is fixed per lifetime). Its position, rotation,
/// skew, scale, size and opacity are channels keyed at step boundaries and at the start and
/// end of each animation, with the track's timing curve in between: the tracks the PNG
/// frames are sampled from, so the SVG paused at time t shows frame t. The animation loops,
/// holding its last frame for a millisecond first.
public struct SVGWriter: Sendable {
    public var title: String?

    public init(title: String? = nil) {
        self.title = title
    }

    /// The SVG document for `timeline`.
    public func document(for timeline: Timeline) -> String {
        let width = SVGFormat.number(timeline.canvasSize.width)
        let height = SVGFormat.number(timeline.canvasSize.height)
        // One cycle is the animation plus a millisecond's hold: SMIL begins the next iteration
        // at exactly `dur`, and the last frame (time = duration) must still show the end.
        let duration = timeline.duration > 0 ? timeline.duration + Self.endHold : 0
        let epsilon = Swift.max(duration, 1) * 1e-6
        let timing = duration > 0 ? Self.timingAttributes(duration) : nil

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        if let title { svg += "<title>\(SVGFormat.escape(title))</title>\n" }
        // The viewport's size; when it ever differs from the canvas (a rotation), the surround
        // shows around it and the content is clipped to it.
        let viewport = viewportSize(timeline, epsilon: epsilon)
        let canvas = [timeline.canvasSize.width, timeline.canvasSize.height]
        // The background, animated when a step changes it.
        let background = backgroundColor(timeline, epsilon: epsilon)
        let backgroundAnimation = (timing != nil && !background.isConstant)
            ? "<animate attributeName=\"fill\" \(background.smilAttributes(duration: duration) { Self.hex($0) })\(timing!)/>" : ""
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

        // The content offset: one group around everything, moved when the bounds move.
        let offset = contentOffset(timeline, epsilon: epsilon)
        let negate: ([Double]) -> String = { "\(SVGFormat.number(-$0[0])) \(SVGFormat.number(-$0[1]))" }
        if !clip.isEmpty { svg += "<g\(clip)>" }
        svg += offset.isAlways([0, 0]) ? "<g>" : "<g transform=\"translate(\(negate(offset.firstValues)))\">"
        if let timing, !offset.isConstant {
            svg += "<animateTransform attributeName=\"transform\" type=\"translate\" \(offset.smilAttributes(duration: duration, format: negate))\(timing)/>"
        }
        svg += "\n"
        let order = timeline.lifetimes.indices.sorted { timeline.lifetimes[$0].paintRank < timeline.lifetimes[$1].paintRank }
        for lifetime in order {
            svg += element(lifetime, in: timeline, epsilon: epsilon, timing: timing)
        }
        svg += clip.isEmpty ? "</g>\n</svg>\n" : "</g></g>\n</svg>\n"
        return svg
    }

    private func backgroundColor(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue] }
        var channel = SVGChannel(startValues: rgb(timeline.segments.first?.fromBackground ?? timeline.background))
        for segment in timeline.segments {
            let timing = segment.transition.timing
            channel.jump(to: rgb(segment.fromBackground), at: segment.start, epsilon: epsilon)
            channel.hold(until: segment.start + timing.delay)
            channel.animate(to: rgb(segment.toBackground), at: segment.start + timing.end, curve: timing.curve, epsilon: epsilon)
        }
        return channel
    }

    /// `#RRGGBB` of red, green and blue in 0…1.
    static func hex(_ rgb: [Double]) -> String {
        var color = Color(red: rgb[0], green: rgb[1], blue: rgb[2])
        color.alpha = 1
        return color.hexString
    }

    private func viewportSize(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        let first = timeline.segments.first?.transition.oldBounds.size ?? timeline.viewportSize
        var channel = SVGChannel(startValues: [first.width, first.height])
        for segment in timeline.segments {
            let transition = segment.transition
            channel.jump(to: [transition.oldBounds.width, transition.oldBounds.height], at: segment.start, epsilon: epsilon)
            channel.hold(until: segment.start + transition.timing.delay)
            channel.animate(to: [transition.newBounds.width, transition.newBounds.height],
                            at: segment.start + transition.timing.end, curve: transition.timing.curve, epsilon: epsilon)
        }
        return channel
    }

    private func contentOffset(_ timeline: Timeline, epsilon: Double) -> SVGChannel {
        let first = timeline.segments.first?.transition.oldBounds.origin ?? .zero
        var channel = SVGChannel(startValues: [first.x, first.y])
        for segment in timeline.segments {
            let transition = segment.transition
            channel.jump(to: [transition.oldBounds.origin.x, transition.oldBounds.origin.y], at: segment.start, epsilon: epsilon)
            channel.hold(until: segment.start + transition.timing.delay)
            channel.animate(to: [transition.newBounds.origin.x, transition.newBounds.origin.y],
                            at: segment.start + transition.timing.end, curve: transition.timing.curve, epsilon: epsilon)
        }
        return channel
    }

    // MARK: - One element lifetime

    private func element(_ lifetimeIndex: Int, in timeline: Timeline, epsilon: Double, timing: String?) -> String {
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
        guard var channels, let content else { return "" }
        if !disappeared, lifetime.lastSegment + 1 < timeline.segments.count {
            channels.visibility.append((timeline.segments[lifetime.lastSegment + 1].start, false))
        }
        return group(channels, content: content, duration: timeline.duration > 0 ? timeline.duration + Self.endHold : 0, timing: timing)
    }

    private func group(_ channels: SVGElementChannels, content: ElementContent, duration: Double, timing: String?) -> String {
        let changes = channels.visibilityChanges
        let pair: ([Double]) -> String = { "\(SVGFormat.number($0[0])) \(SVGFormat.number($0[1]))" }
        var out = "<g transform=\"translate(\(pair(channels.position.firstValues)))\""
        if changes.first?.visible == false { out += " visibility=\"hidden\"" }
        let opacity = channels.opacity.firstValues[0]
        if opacity != 1 || !channels.opacity.isConstant { out += " opacity=\"\(SVGFormat.number(opacity, decimals: 4))\"" }
        out += ">"
        if let timing {
            if changes.count > 1 {
                let values = changes.map { $0.visible ? "visible" : "hidden" }.joined(separator: ";")
                let times = changes.map { SVGFormat.discreteKeyTime($0.time / duration) }.joined(separator: ";")
                out += "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values)\" keyTimes=\"\(times)\"\(timing)/>"
            }
            if !channels.position.isConstant {
                out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(channels.position.smilAttributes(duration: duration, format: pair))\(timing)/>"
            }
            if !channels.opacity.isConstant {
                out += "<animate attributeName=\"opacity\" \(channels.opacity.smilAttributes(duration: duration) { SVGFormat.number($0[0], decimals: 4) })\(timing)/>"
            }
        }
        out += "\n"
        var closing = "</g>\n"

        // Rotation, skew and scale nest inside, outermost first (T·R·K·S), each only when it is
        // ever other than the identity.
        let scalePair: ([Double]) -> String = { "\(SVGFormat.number($0[0], decimals: 4)) \(SVGFormat.number($0[1], decimals: 4))" }
        let degrees: ([Double]) -> String = { SVGFormat.number($0[0] * 180 / .pi) }
        for (type, channel, identity, format) in [
            ("rotate", channels.rotation, [0.0], degrees), ("skewX", channels.skew, [0.0], degrees), ("scale", channels.scale, [1.0, 1.0], scalePair),
        ] where !channel.isAlways(identity) {
            out += "<g transform=\"\(type)(\(format(channel.firstValues)))\">"
            if let timing, !channel.isConstant {
                out += "<animateTransform attributeName=\"transform\" type=\"\(type)\" \(channel.smilAttributes(duration: duration, format: format))\(timing)/>"
            }
            out += "\n"
            closing = "</g>" + closing
        }
        out += shape(content: content, size: channels.size, duration: duration, timing: timing)
        return out + closing
    }

    /// The element's rectangle, border and label, centred on its group's origin.
    private func shape(content: ElementContent, size: SVGChannel, duration: Double, timing: String?) -> String {
        let animatedTiming = size.isConstant ? nil : timing

        func rect(inset: Double, radius: Double, paint: String) -> String {
            let w = size.firstValues[0] - 2 * inset, h = size.firstValues[1] - 2 * inset
            let r = Swift.max(0, Swift.min(radius, w / 2, h / 2))
            var text = "<rect x=\"\(SVGFormat.number(-w / 2))\" y=\"\(SVGFormat.number(-h / 2))\" width=\"\(SVGFormat.number(w))\" height=\"\(SVGFormat.number(h))\""
            // rx and ry both, clamped alike, so corners stay circular as Cairo draws them.
            if r > 0 { text += " rx=\"\(SVGFormat.number(r))\" ry=\"\(SVGFormat.number(r))\"" }
            text += " \(paint)"
            guard let timing = animatedTiming else { return text + "/>\n" }
            text += ">"
            let attributes: [(String, ([Double]) -> Double)] = [
                ("x", { -($0[0] - 2 * inset) / 2 }), ("y", { -($0[1] - 2 * inset) / 2 }),
                ("width", { $0[0] - 2 * inset }), ("height", { $0[1] - 2 * inset }),
            ]
            for (name, value) in attributes {
                text += "<animate attributeName=\"\(name)\" \(size.smilAttributes(duration: duration) { SVGFormat.number(value($0)) })\(timing)/>"
            }
            if radius > 0 {
                // The clamped radius at each key: exact unless the clamp takes effect mid-step.
                let clamped: ([Double]) -> Double = { Swift.max(0, Swift.min(radius, ($0[0] - 2 * inset) / 2, ($0[1] - 2 * inset) / 2)) }
                if Set(size.keys.map { clamped($0.values) }).count > 1 {
                    for name in ["rx", "ry"] {
                        text += "<animate attributeName=\"\(name)\" \(size.smilAttributes(duration: duration) { SVGFormat.number(clamped($0)) })\(timing)/>"
                    }
                }
            }
            return text + "</rect>\n"
        }

        var out = rect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", content.fill))
        if let border = content.border {
            out += rect(inset: border.width / 2, radius: Swift.max(0, content.cornerRadius - border.width / 2),
                        paint: "fill=\"none\" \(Self.paint("stroke", border.color)) stroke-width=\"\(SVGFormat.number(border.width))\"")
        }
        if let label = content.label, let lines = label.lines {
            // Wrapped lines hang from the element's top edge and align to its leading edge,
            // centre or trailing edge: a group anchored there, moved with the size.
            let anchorX: ([Double]) -> Double
            let x: Double
            let anchor: String
            switch label.alignment {
            case .leading: anchorX = { -$0[0] / 2 }; x = label.insets.left; anchor = "start"
            case .center: anchorX = { _ in 0 }; x = (label.insets.left - label.insets.right) / 2; anchor = "middle"
            case .trailing: anchorX = { $0[0] / 2 }; x = -label.insets.right; anchor = "end"
            }
            let translate: ([Double]) -> String = { "\(SVGFormat.number(anchorX($0))) \(SVGFormat.number(-$0[1] / 2))" }
            out += "<g transform=\"translate(\(translate(size.firstValues)))\">"
            if let timing = animatedTiming {
                out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(size.smilAttributes(duration: duration, format: translate))\(timing)/>"
            }
            out += "\n"
            for (k, line) in lines.enumerated() where !line.isEmpty {
                let y = label.insets.top + FontMetrics.dejaVuSans.ascent * label.fontSize + Double(k) * label.font.lineHeight
                out += "<text x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(y))\" text-anchor=\"\(anchor)\"\(Self.fontAttributes(label))>\(SVGFormat.escape(line))</text>\n"
            }
            out += "</g>\n"
        } else if let label = content.label {
            let baseline = FontMetrics.dejaVuSans.baselineOffset(fontSize: label.fontSize)
            out += "<text y=\"\(SVGFormat.number(baseline))\" text-anchor=\"middle\"\(Self.fontAttributes(label))>\(SVGFormat.escape(label.text))</text>\n"
        }
        return out
    }

    // MARK: - Attributes

    /// Font family, size, weight and colour of a label's text.
    static func fontAttributes(_ label: Label) -> String {
        var text = " font-family=\"'\(FontMetrics.familyName)', sans-serif\" font-size=\"\(SVGFormat.number(label.fontSize))\""
        if label.weight == .bold { text += " font-weight=\"bold\"" }
        // Cairo's text sets glyphs at their advances with no kerning or ligatures; browsers
        // apply both by default, which shifts long lines apart glyph by glyph.
        return text + " \(paint("fill", label.color)) style=\"font-kerning:none;font-variant-ligatures:none\" xml:space=\"preserve\""
    }

    /// How long the end is held before the animation loops.
    static let endHold = 0.001

    private static func timingAttributes(_ duration: Double) -> String {
        " dur=\"\(SVGFormat.number(duration, decimals: 6))s\" repeatCount=\"indefinite\""
    }

    /// `fill="#RRGGBB"` (or stroke), with an opacity attribute when the colour is translucent.
    static func paint(_ property: String, _ color: Color) -> String {
        if color.alpha <= 0 { return "\(property)=\"none\"" }
        var opaque = color
        opaque.alpha = 1
        var text = "\(property)=\"\(opaque.hexString)\""
        if color.alpha < 1 { text += " \(property)-opacity=\"\(SVGFormat.number(color.alpha, decimals: 4))\"" }
        return text
    }
}
