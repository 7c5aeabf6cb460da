import ZoetropeCore

/// One element's box in the SVG: its size as it changes, and the rectangles and corners drawn
/// inside it (its fill, a border's stroke, a clip), animated with the size or with the view's
/// layer's `cornerRadius`.
struct SVGElementBox {
    let content: ElementContent
    let size: SVGChannel
    let duration: Double
    /// The document's timing when the size changes; nil when it does not.
    let animatedTiming: String?
    /// The document's timing for what animates itself (corners, colours), even at a constant size.
    let clock: String?

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
            return SVGWriter.pathData(content.cornerShape.outline(of: Rect(x: -w / 2, y: -h / 2, width: w, height: h), radius: radius))
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
        let radii = SVGWriter.channel(duration: duration, animations: rounds) { time in
            var radius = content.cornerRadius
            for animation in rounds { if let value = animation.value(at: time), value.isFinite { radius = value } }
            return [SVGWriter.rounded(Swift.max(0, Swift.min(radius - less, w / 2, h / 2)))]
        }
        return radii.isConstant ? nil : (radii, clock)
    }

    /// The corners rounding as the view's layer's `cornerRadius` animates (`cornerRadii`).
    func cornerAnimations(inset: Double, less: Double) -> String {
        guard let (radii, clock) = cornerRadii(inset: inset, less: less) else { return "" }
        let format = { (values: [Double]) in SVGFormat.number(values[0]) }
        return ["rx", "ry"].map { "<animate attributeName=\"\($0)\" \(radii.smilAttributes(duration: duration, format: format))\(clock)/>" }.joined()
    }
}
