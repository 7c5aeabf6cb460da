import ZoetropeCore

/// What a view drew itself (`ElementContent.drawing`) in the SVG: its operations once, as a
/// definition of paths, gradients and glyphs, and a use of it per element, placed by the
/// drawing's content mode and cut to the element's box as the frames cut it
/// (`FrameRenderer.draw(_:in:cr:cache:)`).
extension SVGWriter {
    /// The drawing over an element's box of `size` centred on the origin; `clipRect` gives the
    /// box (animated with the size) as a clip path's shape.
    ///
    /// `clock` is the document's timing, for what the drawing animates itself (a layer's
    /// `strokeEnd`); nil draws it at rest.
    func drawingShape(_ drawing: Drawing, size: SVGChannel, duration: Double, timing: String?, clock: String?, definitions: SVGDefinitions,
                      clipRect: () -> String) -> String {
        let id = drawingID(drawing, duration: duration, clock: clock, definitions: definitions)
        let placement: ([Double]) -> Transform = { values in
            let box = Size(width: values[0], height: values[1])
            let placed = drawing.transform(into: box)
            return placed.concatenating(Transform(translationX: -box.width / 2, y: -box.height / 2))
        }
        let first = placement(size.firstValues)
        let pair: (Double, Double) -> String = { "\(SVGFormat.number($0, decimals: 4)) \(SVGFormat.number($1, decimals: 4))" }
        let clip = definitions.uniqueID { id in "<clipPath id=\"\(id)\">\(clipRect())</clipPath>" }
        var out = "<g clip-path=\"url(#\(clip))\"><g transform=\"translate(\(pair(first.tx, first.ty)))\">"
        let moves = Set(size.keys.map { let t = placement($0.values); return pair(t.tx, t.ty) }).count > 1
        if let timing, moves {
            out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(size.smilAttributes(duration: duration) { let t = placement($0); return pair(t.tx, t.ty) })\(timing)/>"
        }
        out += "<g transform=\"scale(\(pair(first.a, first.d)))\">"
        let scales = Set(size.keys.map { let t = placement($0.values); return pair(t.a, t.d) }).count > 1
        if let timing, scales {
            out += "<animateTransform attributeName=\"transform\" type=\"scale\" \(size.smilAttributes(duration: duration) { let t = placement($0); return pair(t.a, t.d) })\(timing)/>"
        }
        return out + "<use href=\"#\(id)\"/></g></g></g>\n"
    }

    /// The id of a group holding the drawing's operations, in the drawing's own space; two
    /// equal drawings share it.
    private func drawingID(_ drawing: Drawing, duration: Double, clock: String?, definitions: SVGDefinitions) -> String {
        var clipIDs: [Int: String] = [:]
        func clipID(_ index: Int) -> String? {
            guard drawing.clips.indices.contains(index) else { return nil }
            if let id = clipIDs[index] { return id }
            let clip = drawing.clips[index]
            let parent = clip.parent.flatMap { $0 < index ? clipID($0) : nil }
            var shape = "<path d=\"\(Self.pathData(clip.path))\""
            if clip.evenOdd { shape += " clip-rule=\"evenodd\"" }
            shape += Self.transformAttribute(clip.transform) + "/>"
            let key = "drawing clip \(shape) \(parent ?? "")"
            let id = definitions.id(for: key) { id in
                "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"\(parent.map { " clip-path=\"url(#\($0))\"" } ?? "")>\(shape)</clipPath>"
            }
            clipIDs[index] = id
            return id
        }
        var body = ""
        for operation in drawing.operations where operation.alpha > 0 {
            let markup: String?
            if operation.animations.isEmpty {
                markup = operationMarkup(operation, definitions: definitions)
            } else if let clock, duration > 0 {
                markup = animatedOperationMarkup(operation, duration: duration, clock: clock, definitions: definitions)
            } else {
                markup = operation.resting.flatMap { operationMarkup($0, definitions: definitions) }
            }
            guard let markup else { continue }
            let chain = drawing.clipChain(from: operation.clip)
            if chain.contains(where: { $0.stroke != nil || $0.fade != nil || $0.moves || $0.morphs }) {
                // A stroke, a fade, or a clip that moves with its layer or morphs, cuts as a
                // mask: each clip of the chain wraps the operation in turn.
                body += chain.reversed().reduce(markup) { inner, clip in
                    let masks = clip.stroke != nil || clip.fade != nil || ((clip.moves || clip.morphs) && clock != nil && duration > 0)
                    let kind = masks ? "mask" : "clip-path"
                    return "<g \(kind)=\"url(#\(singleClipID(clip, duration: duration, clock: clock, definitions: definitions)))\">\(inner)</g>"
                }
            } else if let index = operation.clip, let id = clipID(index) {
                body += "<g clip-path=\"url(#\(id))\">\(markup)</g>"
            } else {
                body += markup
            }
        }
        return definitions.id(for: "drawing " + body) { id in "<g id=\"\(id)\">\(body)</g>" }
    }

    /// A clip alone, as a `clipPath`, or for a stroke as a `mask` of the stroke in white
    /// (dashed to its cut, the dash animated when its ends move).
    func singleClipID(_ given: DrawingClip, duration: Double, clock: String?, definitions: SVGDefinitions) -> String {
        // A clip inside a moving layer is a mask whose shape moves as the layer does; one whose
        // shape morphs, a mask whose path does.
        var clip = given
        let levels = DrawingAnimation.transformLevels(of: given.animations)
        clip.animations.removeAll(where: \.property.isTransform)
        if let clock, duration > 0, !levels.isEmpty || given.morphs {
            if let innermost = levels.last { clip.transform = innermost.frame.inner }
            var shape: String
            if clip.stroke == nil {
                shape = "<path d=\"\(Self.pathData(clip.path))\" \(maskFill(clip, definitions: definitions))\(clip.evenOdd ? " fill-rule=\"evenodd\"" : "")"
                    + Self.transformAttribute(clip.transform) + "/>"
                let morphs = clip.animations.filter { $0.property == .path && $0.pathsMorph }
                if !morphs.isEmpty {
                    let white = DrawingOperation(kind: .fill(clip.path, Color(red: 1, green: 1, blue: 1), evenOdd: clip.evenOdd))
                    shape = pathAnimated(shape, operation: white, morphs: morphs, duration: duration, clock: clock)
                }
            } else {
                shape = strokeMaskShape(clip, duration: duration, clock: clock, definitions: definitions)
            }
            if !levels.isEmpty { shape = movedByLayers(shape, levels: levels, duration: duration, clock: clock) }
            return maskID(shape, definitions: definitions)
        }
        if clip.stroke == nil, clip.fade != nil {
            let shape = "<path d=\"\(Self.pathData(clip.path))\" \(maskFill(clip, definitions: definitions))\(clip.evenOdd ? " fill-rule=\"evenodd\"" : "")"
                + Self.transformAttribute(clip.transform) + "/>"
            return maskID(shape, definitions: definitions)
        }
        guard clip.stroke != nil else {
            var shape = "<path d=\"\(Self.pathData(clip.path))\""
            if clip.evenOdd { shape += " clip-rule=\"evenodd\"" }
            shape += Self.transformAttribute(clip.transform) + "/>"
            return definitions.id(for: "drawing clip \(shape)") { id in "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\">\(shape)</clipPath>" }
        }
        return maskID(strokeMaskShape(clip, duration: duration, clock: clock, definitions: definitions), definitions: definitions)
    }

    /// The paint of a clip's shape in a mask: white, or for a fade white through its alphas
    /// (a gradient in the shape's own user space).
    private func maskFill(_ clip: DrawingClip, definitions: SVGDefinitions) -> String {
        guard let fade = clip.fade else { return "fill=\"#ffffff\"" }
        let n = { (v: Double) in SVGFormat.number(v) }
        let stops = fade.stops.sorted { $0.location < $1.location }.map { stop in
            "<stop offset=\"\(SVGFormat.number(Swift.min(1, Swift.max(0, stop.location)), decimals: 4))\" stop-color=\"#ffffff\""
                + " stop-opacity=\"\(SVGFormat.number(Swift.min(1, Swift.max(0, stop.color.alpha)), decimals: 4))\"/>"
        }.joined()
        let id: String
        switch fade.shape {
        case .linear(let start, let end):
            id = definitions.id(for: "fade linear \(start) \(end) \(stops)") { id in
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\(stops)</linearGradient>"
            }
        case .radial(let center, let radii):
            // A unit circle stretched into the ellipse.
            let place = "matrix(\(n(radii.width)) 0 0 \(n(radii.height)) \(n(center.x)) \(n(center.y)))"
            id = definitions.id(for: "fade radial \(place) \(stops)") { id in
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"\(place)\">\(stops)</radialGradient>"
            }
        }
        return "fill=\"url(#\(id))\""
    }

    /// A stroke clip's stroke in white (dashed to its cut, the dash animated when its ends move).
    private func strokeMaskShape(_ clip: DrawingClip, duration: Double, clock: String?, definitions: SVGDefinitions) -> String {
        guard let style = clip.stroke else { return "" }
        var white = DrawingOperation(kind: .stroke(clip.path, Color(red: 1, green: 1, blue: 1), style), transform: clip.transform)
        if let clock, duration > 0, !clip.animations.isEmpty, style.usableDash.isEmpty {
            white.animations = []
            return operationMarkup(white, definitions: definitions).map {
                cutStroke($0, start: clip.strokeStart, end: clip.strokeEnd, cuts: clip.animations, roundEnds: style.cap != .butt, duration: duration, clock: clock)
            } ?? ""
        }
        white.strokeStart = clip.strokeStart
        white.strokeEnd = clip.strokeEnd
        if !clip.animations.isEmpty || clip.strokeStart > 0 || clip.strokeEnd < 1 { white.animations = clip.animations }
        return white.resting.flatMap { operationMarkup($0, definitions: definitions) } ?? ""
    }

    /// A mask of `path` (white where it shows), over the whole reach of a drawing.
    private func maskID(_ path: String, definitions: SVGDefinitions) -> String {
        let reach = Self.gradientReach
        return definitions.id(for: "drawing mask \(path)") { id in
            "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-\(Int(reach))\" y=\"-\(Int(reach))\" width=\"\(Int(2 * reach))\" height=\"\(Int(2 * reach))\">\(path)</mask>"
        }
    }

    /// `morphs`, the paths a shadow's shape morphs through, widen its blur's region to hold them.
    func operationMarkup(_ operation: DrawingOperation, definitions: SVGDefinitions, morphs: [DrawingAnimation] = []) -> String? {
        let transform = Self.transformAttribute(operation.transform)
        let alpha = operation.alpha
        switch operation.kind {
        case .fill(let path, let color, let evenOdd):
            guard !path.isEmpty else { return nil }
            return "<path d=\"\(Self.pathData(path))\"\(transform) \(Self.paint("fill", color.multipliedAlpha(alpha)))\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
        case .stroke(let path, let color, let style):
            return Self.strokeMarkup(path, color: color, style: style, transform: transform, alpha: alpha)
        case .linearGradient(let gradient, let start, let end):
            return Self.linearGradientMarkup(gradient, start: start, end: end, transform: transform, alpha: alpha, definitions: definitions)
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius):
            return Self.radialGradientMarkup(gradient, from: (startCenter, startRadius), to: (endCenter, endRadius), transform: transform, alpha: alpha,
                                             definitions: definitions)
        case .text(let drawn):
            return textMarkup(drawn, operation, transform: transform, definitions: definitions)
        case .shadow(let path, let evenOdd, let stroke):
            return shadowMarkup(path, evenOdd: evenOdd, stroke: stroke, operation, morphs: morphs, transform: transform, definitions: definitions)
        case .image(let asset, let rect):
            guard rect.width > 0, rect.height > 0, asset.pixelWidth > 0, asset.pixelHeight > 0 else { return nil }
            let id = definitions.id(for: "drawn image \(ObjectIdentifier(asset).hashValue) \(asset.name)") { id in
                "<symbol id=\"\(id)\" viewBox=\"\(Self.pictureViewBox(asset))\" preserveAspectRatio=\"none\">\(Self.pictureMarkup(asset))</symbol>"
            }
            return castingShadow("<use href=\"#\(id)\" x=\"\(SVGFormat.number(rect.minX))\" y=\"\(SVGFormat.number(rect.minY))\" width=\"\(SVGFormat.number(rect.width))\" height=\"\(SVGFormat.number(rect.height))\"\(transform)\(Self.opacity(alpha))/>",
                                 operation, definitions: definitions)
        }
    }

    /// A stroked path with its line style; nil for an empty path or no width.
    static func strokeMarkup(_ path: VectorPath, color: Color, style: DrawingStroke, transform: String, alpha: Double) -> String? {
        guard !path.isEmpty, style.lineWidth > 0 else { return nil }
        var text = "<path d=\"\(Self.pathData(path))\"\(transform) fill=\"none\" \(Self.paint("stroke", color.multipliedAlpha(alpha)))"
        if style.lineWidth != 1 { text += " stroke-width=\"\(SVGFormat.number(style.lineWidth))\"" }
        if style.cap != .butt { text += " stroke-linecap=\"\(style.cap == .round ? "round" : "square")\"" }
        if style.join != .miter { text += " stroke-linejoin=\"\(style.join.rawValue)\"" }
        if style.join == .miter && style.miterLimit != 4 { text += " stroke-miterlimit=\"\(SVGFormat.number(Swift.max(1, style.miterLimit)))\"" }
        let dash = style.usableDash
        if !dash.isEmpty {
            text += " stroke-dasharray=\"\(dash.map { SVGFormat.number($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGFormat.number(style.dashPhase))\"" }
        }
        return text + "/>"
    }

    /// A linear gradient drawn as Core Graphics draws one: over the whole clip, or as far as
    /// the gradient reaches when it does not extend past its ends.
    static func linearGradientMarkup(_ gradient: DrawnGradient, start: Point, end: Point, transform: String, alpha: Double,
                                     definitions: SVGDefinitions) -> String {
        let stops = Self.stopsMarkup(gradient.stops)
        let id = definitions.id(for: "drawn linear \(start) \(end) \(stops)") { id in
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGFormat.number(start.x))\" y1=\"\(SVGFormat.number(start.y))\" "
                + "x2=\"\(SVGFormat.number(end.x))\" y2=\"\(SVGFormat.number(end.y))\">\(stops)</linearGradient>"
        }
        let reach = Self.gradientReach
        let area = gradient.linearCoverage(start: start, end: end, reach: reach)
            ?? VectorPath(rect: Rect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
        return "<path d=\"\(Self.pathData(area))\"\(transform) fill=\"url(#\(id))\"\(Self.opacity(alpha))/>"
    }

    /// A radial gradient between two circles, padded past the end circle only when Core
    /// Graphics is asked to draw past it.
    static func radialGradientMarkup(_ gradient: DrawnGradient, from start: (center: Point, radius: Double), to end: (center: Point, radius: Double),
                                     transform: String, alpha: Double, definitions: SVGDefinitions) -> String {
        let (startCenter, startRadius, endCenter, endRadius) = (start.center, start.radius, end.center, end.radius)
        let stops = Self.stopsMarkup(gradient.stops)
        let n = { (v: Double) in SVGFormat.number(v) }
        let id = definitions.id(for: "drawn radial \(startCenter) \(startRadius) \(endCenter) \(endRadius) \(stops)") { id in
            "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(endCenter.x))\" cy=\"\(n(endCenter.y))\" r=\"\(n(Swift.max(0, endRadius)))\" "
                + "fx=\"\(n(startCenter.x))\" fy=\"\(n(startCenter.y))\" fr=\"\(n(Swift.max(0, startRadius)))\">\(stops)</radialGradient>"
        }
        // SVG always pads past the end circle; Core Graphics stops there unless asked.
        let area: VectorPath
        if gradient.drawsAfterEnd || gradient.drawsBeforeStart {
            let reach = Self.gradientReach
            area = VectorPath(rect: Rect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
        } else {
            area = Self.circle(center: endCenter, radius: Swift.max(0, endRadius))
        }
        return "<path d=\"\(Self.pathData(area))\"\(transform) fill=\"url(#\(id))\"\(Self.opacity(alpha))/>"
    }

    /// Drawn text: outlines through the text outliner when there is one, else a `<text>`.
    private func textMarkup(_ drawn: DrawnText, _ operation: DrawingOperation, transform: String, definitions: SVGDefinitions) -> String? {
        let alpha = operation.alpha
        guard !drawn.text.isEmpty else { return nil }
        let color = Self.paint("fill", drawn.color.multipliedAlpha(alpha))
        guard let textOutliner else {
            let label = Label(text: drawn.text, color: drawn.color.multipliedAlpha(alpha), fontSize: drawn.font.size, weight: drawn.font.weight)
            let anchor = drawn.anchor >= 1 ? " text-anchor=\"end\"" : drawn.anchor > 0 ? " text-anchor=\"middle\"" : ""
            return castingShadow("<text x=\"\(SVGFormat.number(drawn.origin.x))\" y=\"\(SVGFormat.number(drawn.origin.y))\"\(anchor)\(transform)\(Self.fontAttributes(label))>\(SVGFormat.escape(drawn.text))</text>",
                                 operation, definitions: definitions)
        }
        let shaped = textOutliner.shape(drawn.text, font: drawn.font)
        let scale = drawn.font.size / Self.outlineSize
        let uses = glyphUses(shaped, font: drawn.font, outliner: textOutliner, definitions: definitions)
        return castingShadow("<g\(transform) \(color)><g transform=\"translate(\(SVGFormat.number(drawn.origin.x - shaped.advance * drawn.anchor)) \(SVGFormat.number(drawn.origin.y))) scale(\(SVGFormat.number(scale, decimals: 6)))\">\(uses)</g></g>",
                             operation, definitions: definitions)
    }

    /// A path's shadow alone (the context's shadow under a fill or stroke), blurred in a
    /// region of the path's own space, offset and in the shadow's colour.
    private func shadowMarkup(_ path: VectorPath, evenOdd: Bool, stroke: DrawingStroke?, _ operation: DrawingOperation, morphs: [DrawingAnimation],
                              transform: String, definitions: SVGDefinitions) -> String? {
        let alpha = operation.alpha
        guard let shadow = operation.shadow, shadow.color.alpha > 0,
              var box = morphs.flatMap(\.paths).compactMap(\.controlBounds).reduce(path.controlBounds, { $0?.union($1) }) else { return nil }
        if let stroke {
            let reach = stroke.lineWidth / 2 * (stroke.join == .miter ? Swift.max(1, stroke.miterLimit) : 1.5)
            box = Rect(x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
        }
        let sigma = shadow.standardDeviation
        let n = { (v: Double) in SVGFormat.number(v) }
        var filter = ""
        if sigma > 0 {
            // A region in the path's own space (offset included), three deviations past it.
            let reach = 3 * sigma + 1
            let region = "x=\"\(n(box.minX - reach))\" y=\"\(n(box.minY - reach))\" width=\"\(n(box.width + 2 * reach))\" height=\"\(n(box.height + 2 * reach))\""
            let deviation = SVGFormat.number(sigma, decimals: 3)
            let id = definitions.id(for: "drawn blur \(deviation) \(region)") { id in
                "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>"
            }
            filter = " filter=\"url(#\(id))\""
        }
        let offset = " transform=\"translate(\(n(shadow.offset.x)) \(n(shadow.offset.y)))\""
        let shape: String
        if let stroke {
            // The stroke's own markup, in the shadow's colour.
            let line = DrawingOperation(kind: .stroke(path, shadow.color.multipliedAlpha(alpha), stroke))
            let markup = operationMarkup(line, definitions: definitions) ?? ""
            shape = markup.hasPrefix("<path ") ? "<path\(offset)\(filter) " + markup.dropFirst(6) : markup
        } else {
            shape = "<path d=\"\(Self.pathData(path))\"\(offset) \(Self.paint("fill", shadow.color.multipliedAlpha(alpha)))"
                + "\(evenOdd ? " fill-rule=\"evenodd\"" : "")\(filter)/>"
        }
        return "<g\(transform)>\(shape)</g>"
    }

    /// Text or a picture with the context's shadow under it (`setShadow(offset:blur:color:)`):
    /// a filter on its outermost element, in its own user space, that lays its alpha, blurred,
    /// offset and in the shadow's colour, under it.
    private func castingShadow(_ markup: String, _ operation: DrawingOperation, definitions: SVGDefinitions) -> String {
        guard let shadow = operation.shadow, shadow.color.alpha > 0, markup.hasPrefix("<"),
              let space = markup.firstIndex(where: { $0 == " " || $0 == ">" }) else { return markup }
        // What casts it already carries the operation's alpha (the text's paint, the picture's
        // opacity over the whole).
        let n = { (v: Double) in SVGFormat.number(v) }
        let flood = Self.floodAttributes(shadow.color)
        let blur = SVGFormat.number(shadow.standardDeviation, decimals: 3)
        let id = definitions.id(for: "drawn drop \(blur) \(shadow.offset) \(flood)") { id in
            "<filter id=\"\(id)\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\" color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(blur)\"/><feOffset dx=\"\(n(shadow.offset.x))\" dy=\"\(n(shadow.offset.y))\" result=\"cast\"/>"
                + "<feFlood \(flood)/><feComposite in2=\"cast\" operator=\"in\"/>"
                + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
        }
        return String(markup[..<space]) + " filter=\"url(#\(id))\"" + String(markup[space...])
    }

    /// How far past a gradient's line its painted area reaches, as the frames take it.
    static let gradientReach = 1e5

    static func opacity(_ alpha: Double) -> String {
        alpha < 1 ? " opacity=\"\(SVGFormat.number(alpha, decimals: 4))\"" : ""
    }

    static func transformAttribute(_ t: Transform) -> String {
        guard !t.isIdentity else { return "" }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return " transform=\"translate(\(SVGFormat.number(t.tx)) \(SVGFormat.number(t.ty)))\""
        }
        let m = [t.a, t.b, t.c, t.d].map { SVGFormat.number($0, decimals: 6) } + [t.tx, t.ty].map { SVGFormat.number($0) }
        return " transform=\"matrix(\(m.joined(separator: " ")))\""
    }

    static func stopsMarkup(_ stops: [GradientStop]) -> String {
        stops.map { stop in
            var opaque = stop.color
            opaque.alpha = 1
            var text = "<stop offset=\"\(SVGFormat.number(Swift.min(1, Swift.max(0, stop.location)), decimals: 4))\" stop-color=\"\(opaque.hexString)\""
            if stop.color.alpha < 1 { text += " stop-opacity=\"\(SVGFormat.number(stop.color.alpha, decimals: 4))\"" }
            return text + "/>"
        }.joined()
    }

    /// SVG path data for `path`, to three decimals.
    static func pathData(_ path: VectorPath) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        let p = { (point: Point) in "\(SVGFormat.number(point.x)) \(SVGFormat.number(point.y))" }
        for element in path.elements {
            switch element {
            case .move(let a): parts.append("M" + p(a))
            case .line(let a): parts.append("L" + p(a))
            case .quadCurve(let a, let c): parts.append("Q" + p(c) + " " + p(a))
            case .curve(let a, let c1, let c2): parts.append("C" + p(c1) + " " + p(c2) + " " + p(a))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// A circle as four cubic arcs.
    static func circle(center: Point, radius r: Double) -> VectorPath {
        let k = 0.5522847498307936 * r, x = center.x, y = center.y
        return VectorPath(elements: [
            .move(to: Point(x: x + r, y: y)),
            .curve(to: Point(x: x, y: y + r), control1: Point(x: x + r, y: y + k), control2: Point(x: x + k, y: y + r)),
            .curve(to: Point(x: x - r, y: y), control1: Point(x: x - k, y: y + r), control2: Point(x: x - r, y: y + k)),
            .curve(to: Point(x: x, y: y - r), control1: Point(x: x - r, y: y - k), control2: Point(x: x - k, y: y - r)),
            .curve(to: Point(x: x + r, y: y), control1: Point(x: x + k, y: y - r), control2: Point(x: x + r, y: y - k)),
            .close,
        ])
    }
}
