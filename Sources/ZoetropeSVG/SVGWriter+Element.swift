import ZoetropeCore

/// One element's lifetime in the document: its channels (what changes, when) and the groups
/// that place, turn, scale, fade and hide it around its shape.
extension SVGWriter {
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

    func group(_ channels: SVGElementChannels, content: ElementContent, duration: Double, timing: String?,
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
}
