import ZoetropeCore

/// What a layer's animated transform moves (`DrawingAnimation.Property.isTransform`) as SMIL:
/// the operation is written in its innermost layer's turning space and wrapped, layer by
/// layer out to the drawing, in a group per part of the layer's transform — translate, rotate,
/// skew, scale, the order `TransformComponents` composes them in — each part that animates
/// with an `<animateTransform>` of its own. A spinner is one `rotate` animation, however long
/// it turns.
extension SVGWriter {
    /// `markup`, drawn in the innermost level's turning space, placed as `levels` move it.
    func movedByLayers(_ markup: String, levels: [DrawingAnimation.TransformLevel], duration: Double, clock: String) -> String {
        var out = markup
        for level in levels.reversed() {
            out = partGroups(out, level: level, duration: duration, clock: clock)
            if !level.frame.outer.isIdentity { out = "<g\(Self.transformAttribute(level.frame.outer))>\(out)</g>" }
        }
        return out
    }

    /// `markup` inside one group per part of the level's transform that animates or is not at
    /// rest, outermost (the translation) first.
    private func partGroups(_ markup: String, level: DrawingAnimation.TransformLevel, duration: Double, clock: String) -> String {
        let model = level.frame.model
        let degrees = 180 / Double.pi
        typealias Part = (type: String, properties: [DrawingAnimation.Property], read: (TransformComponents) -> [Double], rest: [Double])
        let parts: [Part] = [
            ("translate", [.translationX, .translationY], { [$0.translationX, $0.translationY] }, [0, 0]),
            ("rotate", [.rotation], { [$0.rotation * degrees] }, [0]),
            ("skewX", [], { [$0.skew * degrees] }, [0]),
            ("scale", [.scaleX, .scaleY], { [$0.scaleX, $0.scaleY] }, [1, 1]),
        ]
        var opening = "", closing = ""
        for part in parts {
            let animations = level.animations.filter { part.properties.contains($0.property) }
            let format = { (values: [Double]) in values.map { SVGFormat.number($0, decimals: 4) }.joined(separator: " ") }
            if animations.isEmpty {
                let rest = part.read(model)
                guard rest != part.rest else { continue }
                opening += "<g transform=\"\(part.type)(\(format(rest)))\">"
            } else {
                let channel = Self.channel(duration: duration, animations: animations) { time in part.read(level.parts(at: time)).map(Self.rounded) }
                opening += "<g transform=\"\(part.type)(\(format(channel.firstValues)))\"><animateTransform attributeName=\"transform\" "
                    + "type=\"\(part.type)\" \(channel.smilAttributes(duration: duration, format: format))\(clock)/>"
            }
            closing += "</g>"
        }
        return opening + markup + closing
    }
}
