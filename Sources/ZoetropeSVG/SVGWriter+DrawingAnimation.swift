import ZoetropeCore

/// What a drawing animates itself (`DrawingAnimation`: a layer's explicit animation of
/// `opacity`, `strokeStart`, `strokeEnd`, `fillColor` or `strokeColor`) as SMIL, so the SVG
/// stays small: a fade is an `opacity` animation on a group, a stroke's cut is a dash over the
/// whole path measured as one (`pathLength="1"`), its length and offset animated, and a
/// colour is its paint and the paint's opacity animated. A single animation is written
/// as its passes, each one key spline of its timing curve; several at once on one number (a
/// layer and one inside it both fading, both ends of a stroke moving) are sampled 60 times a
/// second.
extension SVGWriter {
    func animatedOperationMarkup(_ given: DrawingOperation, duration: Double, clock: String,
                                 definitions: SVGDefinitions) -> String? {
        // Written where its innermost moving layer turns, then moved as the layers move.
        var operation = given
        let levels = DrawingAnimation.transformLevels(of: given.animations)
        if let innermost = levels.last {
            operation.transform = innermost.frame.inner
            operation.animations.removeAll(where: \.property.isTransform)
        }
        guard let markup = unmovedMarkup(operation, duration: duration, clock: clock, definitions: definitions) else { return nil }
        return levels.isEmpty ? markup : movedByLayers(markup, levels: levels, duration: duration, clock: clock)
    }

    private func unmovedMarkup(_ operation: DrawingOperation, duration: Double, clock: String, definitions: SVGDefinitions) -> String? {
        let fades = operation.animations.filter { $0.property == .opacity }
        let cuts = operation.animations.filter { $0.property == .strokeStart || $0.property == .strokeEnd }
        let paints = operation.animations.filter(\.property.isColor)
        let morphs = operation.animations.filter { $0.property == .path && $0.pathsMorph }
        var still = operation
        still.animations = cuts
        var markup: String?
        if !cuts.isEmpty, case .stroke(let path, let color, let style) = operation.kind, style.usableDash.isEmpty {
            var whole = still
            whole.animations = []
            whole.kind = .stroke(path, color, style)
            markup = operationMarkup(whole, definitions: definitions).map {
                cutStroke($0, start: operation.strokeStart, end: operation.strokeEnd, cuts: cuts, roundEnds: style.cap != .butt,
                          duration: duration, clock: clock)
            }
        } else {
            // A dashed stroke keeps its own dashes: its cut is drawn as it rests.
            markup = still.resting.flatMap { operationMarkup($0, definitions: definitions, morphs: morphs) }
        }
        guard var markup else { return nil }
        if !paints.isEmpty { markup = paintAnimated(markup, operation: operation, paints: paints, duration: duration, clock: clock) }
        if !morphs.isEmpty { markup = pathAnimated(markup, operation: operation, morphs: morphs, duration: duration, clock: clock) }
        guard !fades.isEmpty else { return markup }
        let opacity = Self.channel(duration: duration, animations: fades) { time in
            [Self.rounded(fades.reduce(1) { $0 * Swift.min(1, Swift.max(0, $1.value(at: time) ?? $1.restingValue ?? 1)) })]
        }
        let format = { (values: [Double]) in SVGFormat.number(values[0], decimals: 4) }
        return "<g opacity=\"\(format(opacity.firstValues))\"><animate attributeName=\"opacity\" "
            + "\(opacity.smilAttributes(duration: duration, format: format))\(clock)/>\(markup)</g>"
    }

    /// A fill's or stroke's `<path>` with its colour animated as `paints` animate it (a shape
    /// layer's `fillColor` or `strokeColor`): its paint and the paint's opacity, each a
    /// channel of the colour's components, so a browser passes through the same colours.
    func paintAnimated(_ path: String, operation: DrawingOperation, paints: [DrawingAnimation], duration: Double, clock: String) -> String {
        let attribute: String, property: DrawingAnimation.Property, resting: Color
        switch operation.kind {
        case .fill(_, let color, _): (attribute, property, resting) = ("fill", .fillColor, color)
        case .stroke(_, let color, _): (attribute, property, resting) = ("stroke", .strokeColor, color)
        default: return path
        }
        let animations = paints.filter { $0.property == property }
        guard !animations.isEmpty else { return path }
        let children = Self.colorAnimations(of: attribute, resting: resting, alpha: operation.alpha, animations: animations,
                                            duration: duration, clock: clock)
        return Self.path(path, adding: children)
    }

    /// The SMIL that changes a paint (`fill` or `stroke`) from `resting` as `animations` change
    /// its colour, each colour's alpha times `alpha`: the paint and its opacity, each a channel of
    /// the colour's components, so a browser passes through the same colours as the frames.
    static func colorAnimations(of attribute: String, resting: Color, alpha: Double, animations: [DrawingAnimation],
                                duration: Double, clock: String) -> String {
        let colour = channel(duration: duration, animations: animations) { time in
            var color = resting
            for animation in animations { if let value = animation.color(at: time) { color = value } }
            return [color.red, color.green, color.blue, color.alpha * alpha].map { rounded(Swift.min(1, Swift.max(0, $0))) }
        }
        guard !colour.isConstant else { return "" }
        let hex = { (values: [Double]) in Color(red: values[0], green: values[1], blue: values[2], alpha: 1).hexString }
        let opacity = { (values: [Double]) in SVGFormat.number(values[3], decimals: 4) }
        var children = "<animate attributeName=\"\(attribute)\" \(colour.smilAttributes(duration: duration, format: hex))\(clock)/>"
        if colour.keys.contains(where: { $0.values[3] < 1 }) || colour.firstValues[3] < 1 {
            children += "<animate attributeName=\"\(attribute)-opacity\" \(colour.smilAttributes(duration: duration, format: opacity))\(clock)/>"
        }
        return children
    }

    /// A `<path>` element with `children` (animations) added inside it, whether it was written
    /// empty (`<path …/>`) or already holds some; any other markup is left as it is.
    static func path(_ markup: String, adding children: String) -> String {
        guard markup.hasPrefix("<path ") else { return markup }
        if markup.hasSuffix("</path>") { return String(markup.dropLast(7)) + children + "</path>" }
        guard markup.hasSuffix("/>") else { return markup }
        return String(markup.dropLast(2)) + ">" + children + "</path>"
    }

    /// A fill's or stroke's `<path>` with its `d` animated as `morphs` morph it (a shape
    /// layer's `path`): the points of its elements as one channel, so a browser moves each
    /// point along the same straight line as the frames.
    func pathAnimated(_ markup: String, operation: DrawingOperation, morphs: [DrawingAnimation], duration: Double, clock: String) -> String {
        let resting: VectorPath
        switch operation.kind {
        case .fill(let path, _, _), .stroke(let path, _, _), .shadow(let path, _, nil): resting = path
        default: return markup
        }
        let usable = morphs.filter { $0.paths.first?.canMorph(into: resting) == true }
        guard !usable.isEmpty else { return markup }
        let points = Self.channel(duration: duration, animations: usable) { time in
            var path = resting
            for animation in usable { if let shown = animation.path(at: time) { path = shown } }
            return path.coordinates
        }
        let format = { (values: [Double]) in Self.pathData(resting.replacingCoordinates(values)) }
        let children = "<animate attributeName=\"d\" \(points.smilAttributes(duration: duration, format: format))\(clock)/>"
        // A shadow is its shape's `<path/>` inside a group that places it.
        if case .shadow = operation.kind, markup.hasSuffix("/></g>") { return String(markup.dropLast(6)) + ">" + children + "</path></g>" }
        return Self.path(markup, adding: children)
    }

    /// The whole stroke's `<path/>` dashed to show only its cut from `start` to `end`, which
    /// `cuts` animate.
    func cutStroke(_ path: String, start restingStart: Double, end restingEnd: Double, cuts: [DrawingAnimation], roundEnds: Bool,
                   duration: Double, clock: String) -> String {
        // The ends as a pair: where the cut starts and ends, at each moment.
        let ends = Self.channel(duration: duration, animations: cuts) { time in
            var start = restingStart, end = restingEnd
            for animation in cuts {
                guard let value = animation.value(at: time) else { continue }
                if animation.property == .strokeStart { start = value } else { end = value }
            }
            let s = Self.rounded(Swift.min(1, Swift.max(0, start))), e = Self.rounded(Swift.min(1, Swift.max(0, end)))
            return [s, Swift.max(s, e)]
        }
        let dash = { (values: [Double]) in "\(SVGFormat.number(values[1] - values[0], decimals: 5)) 2" }
        let offset = { (values: [Double]) in SVGFormat.number(-values[0], decimals: 5) }
        var attributes = " pathLength=\"1\" stroke-dasharray=\"\(dash(ends.firstValues))\""
        if ends.keys.contains(where: { $0.values[0] != 0 }) {
            attributes += " stroke-dashoffset=\"\(offset(ends.firstValues))\""
        }
        var children = "<animate attributeName=\"stroke-dasharray\" \(ends.smilAttributes(duration: duration, format: dash))\(clock)/>"
        if ends.keys.contains(where: { $0.values[0] != ends.firstValues[0] }) {
            children += "<animate attributeName=\"stroke-dashoffset\" \(ends.smilAttributes(duration: duration, format: offset))\(clock)/>"
        }
        // A dash of no length still draws its round or square caps; Core Animation draws
        // nothing for a cut of no length, so the path is hidden while it has none.
        if roundEnds, let visibility = Self.emptyCutVisibility(ends, duration: duration) {
            attributes += visibility.initial
            children += visibility.animation + clock + "/>"
        }
        guard path.hasSuffix("/>") else { return path }
        return String(path.dropLast(2)) + attributes + ">" + children + "</path>"
    }

    /// A discrete `visibility` animation hiding the path wherever its cut has no length; nil
    /// when it always has some.
    private static func emptyCutVisibility(_ ends: SVGChannel, duration: Double) -> (initial: String, animation: String)? {
        let empty = ends.keys.map { $0.values[1] - $0.values[0] <= 1e-9 }
        guard empty.contains(true) else { return nil }
        var times: [String] = [], values: [String] = []
        for (k, key) in ends.keys.enumerated() {
            let value = empty[k] ? "hidden" : "visible"
            if values.last != value {
                times.append(SVGFormat.number(Swift.min(1, key.time / duration), decimals: 6))
                values.append(value)
            }
            // Shown again just after a key with no length when the next has some.
            if empty[k], k + 1 < empty.count, !empty[k + 1] {
                times.append(SVGFormat.number(Swift.min(1, (key.time + 1e-6 * Swift.max(1, duration)) / duration), decimals: 6))
                values.append("visible")
            }
        }
        if times.first != "0" {
            times.insert("0", at: 0)
            values.insert(values.first == "hidden" ? "visible" : "hidden", at: 0)
        }
        let initial = values[0] == "hidden" ? " visibility=\"hidden\"" : ""
        return (initial, "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\"")
    }

    /// To a billionth: a pass's end, read just before it, equals the value held after it.
    static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    /// The values `value` gives over the document's `duration`: exact passes for one
    /// animation, samples 60 times a second (and at every start and end) for several.
    static func channel(duration: Double, animations: [DrawingAnimation], value: (Double) -> [Double]) -> SVGChannel {
        let epsilon = Swift.max(duration, 1) * 1e-6
        var channel = SVGChannel(startValues: value(0))
        if animations.count == 1, let animation = animations.first, animation.duration > 0, animation.begin >= 0 {
            let begin = animation.begin
            guard begin < duration else { return channel }
            let end = Swift.min(duration, begin + animation.activeDuration)
            channel.hold(until: begin)
            channel.jump(to: value(begin), at: begin, epsilon: epsilon)
            var passStart = begin, pass = 0
            while passStart < end - epsilon && pass < 10_000 {
                let passEnd = Swift.min(passStart + animation.duration, end)
                let backwards = animation.autoreverses && pass % 2 == 1
                let keyFrames = animation.keyFrameCount
                if keyFrames == 2, passEnd == passStart + animation.duration, case .cubicBezier(let bezier) = animation.curve {
                    // One key spline: the curve itself, or mirrored for a pass that goes back.
                    let curve = backwards ? TimingCurve.cubicBezier(CubicBezier(1 - bezier.x2, 1 - bezier.y2, 1 - bezier.x1, 1 - bezier.y1))
                        : animation.curve
                    channel.animate(to: value(passEnd.nextDown), at: passEnd, curve: curve, epsilon: epsilon)
                } else {
                    // Keyframes, or a pass cut short: 24 straight pieces.
                    for k in 1...24 {
                        let t = passStart + (passEnd - passStart) * Double(k) / 24
                        channel.animate(to: value(Swift.min(t, passEnd - epsilon)), at: t, curve: .linear, epsilon: epsilon)
                    }
                }
                if passEnd < end - epsilon { channel.jump(to: value(passEnd), at: passEnd, epsilon: epsilon) }
                passStart = passEnd
                pass += 1
            }
            // After the last pass: held when it fills forwards, else the resting value.
            if end < duration { channel.jump(to: value(end + epsilon), at: end, epsilon: epsilon) }
            return channel
        }
        var times = Set<Double>()
        for animation in animations {
            times.insert(Swift.max(0, animation.begin))
            times.insert(Swift.max(0, animation.begin + animation.activeDuration))
        }
        for k in 0...Int((duration * 60).rounded(.up)) { times.insert(Double(k) / 60) }
        for t in times.sorted() where t > 0 && t <= duration {
            channel.animate(to: value(t), at: t, curve: .linear, epsilon: epsilon)
        }
        return channel
    }
}
