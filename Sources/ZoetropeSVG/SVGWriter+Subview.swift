import ZoetropeCore

/// A subview of an element (`ElementContent.subviews`), written as the element's own parts
/// are: at its frame for the element's size, faded as one picture, cut by its layer's mask and
/// by the view holding it that clips (`Subview.clip`).
extension SVGWriter {
    /// A subview: a group at its centre (moving as the element's size changes it), holding its
    /// fill, picture, border and text drawn as an element's are, at its size.
    func subviewShape(_ subview: Subview, size: SVGChannel, duration: Double, timing: String?, clock: String?,
                              definitions: SVGDefinitions) -> String {
        let frame = subview.frame
        func rect(_ values: [Double]) -> Rect { frame.rect(in: Size(width: values[0], height: values[1])) }
        let centre = size.mapped { let r = rect($0); return [r.midX - $0[0] / 2, r.midY - $0[1] / 2] }
        var subSize = size.mapped { let r = rect($0); return [r.width, r.height] }
        var subTiming = timing
        let resizes = subview.content.sizeAnimations
        if !resizes.isEmpty, timing == nil, let clock, duration > 0 {
            // Its own size animating about its centre (its view's bounds), in an element of a
            // constant size: on the document's clock. (In a resizing element it keeps its frame's.)
            let base = subSize.firstValues
            subSize = Self.channel(duration: duration, animations: resizes) { time in
                var wider = 0.0, taller = 0.0
                for animation in resizes {
                    guard let value = animation.value(at: time), value.isFinite else { continue }
                    if animation.property == .widthChange { wider = value } else if animation.property == .heightChange { taller = value }
                }
                return [Self.rounded(Swift.max(0, base[0] + wider)), Self.rounded(Swift.max(0, base[1] + taller))]
            }
            subTiming = clock
        }
        let pair: ([Double]) -> String = { "\(SVGFormat.number($0[0])) \(SVGFormat.number($0[1]))" }
        var out = "<g transform=\"translate(\(pair(centre.firstValues)))\">"
        if let timing, !centre.isConstant {
            out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(centre.smilAttributes(duration: duration, format: pair))\(timing)/>"
        }
        out += "\n"
        let content = subview.content
        // A clear subview (a label's own box) draws only what it holds: its fill is the first
        // part when it has no shadow.
        let clear = if case .color(let color) = content.fill { color.alpha == 0 } else { false }
        var parts = shape(content: content, size: subSize, duration: duration, timing: subTiming, clock: clock, definitions: definitions)
        if clear && content.shadow == nil && content.fillColorAnimations.isEmpty { parts.removeFirst() }
        var markup = parts.joined()
        if var mask = content.mask {
            // Its layer's mask, from its top-left corner, turned as the view is.
            let sides = subSize.firstValues
            var placing = Transform(translationX: -sides[0] / 2, y: -sides[1] / 2)
            if let inner = content.flatContentTransform { placing = placing.concatenating(inner) }
            mask.transform = mask.transform.concatenating(placing)
            let kind = mask.stroke != nil || mask.fade != nil ? "mask" : "clip-path"
            markup = "<g \(kind)=\"url(#\(singleClipID(mask, duration: 0, clock: nil, definitions: definitions)))\">" + markup + "</g>"
        }
        let placed = out + faded(markup, content: content, duration: duration, clock: clock) + "</g>\n"
        guard let clip = subview.clip else { return placed }
        // Cut by the view holding it that clips, about the element's centre, following its size.
        let box = size.mapped { values -> [Double] in
            let r = clip.frame.rect(in: Size(width: values[0], height: values[1]))
            return [r.minX - values[0] / 2, r.minY - values[1] / 2, r.width, r.height]
        }
        let first = box.firstValues
        let radius = Swift.max(0, Swift.min(clip.cornerRadius, first[2] / 2, first[3] / 2))
        return clipOpening(box, radius: radius, duration: duration, timing: timing, definitions: definitions) + placed + "</g>\n"
    }

    /// A subview's markup at its `opacity`, as one picture, animated as its `opacityAnimations`
    /// fade it.
    func faded(_ markup: String, content: ElementContent, duration: Double, clock: String?) -> String {
        let fades = content.opacityAnimations
        guard content.opacity < 1 || !fades.isEmpty else { return markup }
        let base = content.opacity
        guard let clock, duration > 0, !fades.isEmpty else {
            let rest = base * fades.reduce(1.0) { $0 * ($1.restingValue ?? 1) }
            return "<g opacity=\"\(SVGFormat.number(Swift.min(1, Swift.max(0, rest)), decimals: 4))\">\(markup)</g>"
        }
        let opacity = Self.channel(duration: duration, animations: fades) { time in
            [Self.rounded(Swift.min(1, Swift.max(0, base * fades.reduce(1.0) { $0 * ($1.value(at: time) ?? $1.restingValue ?? 1) })))]
        }
        let format = { (values: [Double]) in SVGFormat.number(values[0], decimals: 4) }
        return "<g opacity=\"\(format(opacity.firstValues))\"><animate attributeName=\"opacity\" "
            + "\(opacity.smilAttributes(duration: duration, format: format))\(clock)/>\(markup)</g>"
    }
}
