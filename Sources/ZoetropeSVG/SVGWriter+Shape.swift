import ZoetropeCore

/// What an element shows, as SVG: its shadow, rectangle, picture, border and label, and the
/// definitions they share (filters, gradients, pictures as symbols).
extension SVGWriter {
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
        let box = SVGElementBox(content: content, size: size, duration: duration, animatedTiming: size.isConstant ? nil : timing,
                                clock: clock ?? timing)
        let animatedTiming = box.animatedTiming, clock = box.clock
        var out: [String] = []
        if let shadow = content.shadow, shadow.color.alpha > 0 {
            out.append(shadowShape(shadow, content: content, size: size, definitions: definitions, rect: box.rect))
        }
        if let blur = content.backdropBlur, let backdrops {
            backdrops.marks.append(BackdropMark(index: out.count, blur: blur,
                                                  mask: box.rect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", .white))))
        }
        out.append(fillShape(box, definitions: definitions))
        if let image = content.image {
            out.append(imageShape(image, box, definitions: definitions))
        }
        if let drawing = content.drawing {
            out.append(drawingShape(drawing, size: size, duration: duration, timing: animatedTiming, clock: clock, definitions: definitions) {
                String(box.rect(inset: -Swift.max(0, drawing.bleed.isFinite ? drawing.bleed : 0), radius: 0, paint: "").dropLast())
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
            out.append(borderShape(border, box))
        }
        if let icon = content.icon {
            out.append(iconShape(icon, box))
        }
        if let label = content.label {
            out.append(labelShape(label, size: size, duration: duration, timing: animatedTiming, definitions: definitions))
        }
        for accessory in ([content.secondaryLabel, content.icon?.glyphLabel].compactMap { $0 } + content.accessories) where !accessory.text.isEmpty {
            out.append(labelShape(accessory, size: size, duration: duration, timing: animatedTiming, definitions: definitions))
        }
        return grouped(out, box, definitions: definitions)
    }

    /// The element's rectangle in its fill: a colour (animated as the view's layer's
    /// `backgroundColor` changes) or a gradient.
    private func fillShape(_ box: SVGElementBox, definitions: SVGDefinitions) -> String {
        let content = box.content
        switch content.fill {
        case .color(let color):
            var recoloured = ""
            if !content.fillColorAnimations.isEmpty, let clock = box.clock, box.duration > 0 {
                recoloured = Self.colorAnimations(of: "fill", resting: color, alpha: 1, animations: content.fillColorAnimations,
                                                  duration: box.duration, clock: clock)
            }
            return box.paintedRect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", color), paintAnimations: recoloured)
        case .linearGradient(let gradient):
            return box.rect(inset: 0, radius: content.cornerRadius, paint: "fill=\"url(#\(gradientID(gradient, definitions: definitions)))\"")
        }
    }

    /// The picture, as a `use` of its symbol stretched over the element, tinted as a template
    /// and clipped to the corners when it has them.
    private func imageShape(_ image: ImageContent, _ box: SVGElementBox, definitions: SVGDefinitions) -> String {
        let symbol = imageSymbolID(image, definitions: definitions)
        let w = box.size.firstValues[0], h = box.size.firstValues[1]
        var use = "<use href=\"#\(symbol)\" x=\"\(SVGFormat.number(-w / 2))\" y=\"\(SVGFormat.number(-h / 2))\" width=\"\(SVGFormat.number(w))\" height=\"\(SVGFormat.number(h))\""
        if let tint = image.tint { use += " filter=\"url(#\(templateFilterID(tint, definitions: definitions)))\"" }
        let animations = box.boxAnimations(inset: 0, radius: 0, corners: false)
        use += animations.isEmpty ? "/>" : ">" + animations + "</use>"
        guard box.content.cornerRadius > 0 else { return use + "\n" }
        // The clip goes on a group around the picture: on the `use` itself, Chromium takes the
        // clip in a space already moved by the use's x and y.
        let clip = definitions.uniqueID { id in "<clipPath id=\"\(id)\">\(box.rect(inset: 0, radius: box.content.cornerRadius, paint: "").dropLast())</clipPath>" }
        return "<g clip-path=\"url(#\(clip))\">\(use)</g>\n"
    }

    /// The border: a stroke centred on the edge inset by half its width, or the whole element
    /// filled in its colour when the border is as wide as the element.
    private func borderShape(_ border: Border, _ box: SVGElementBox) -> String {
        let content = box.content
        let w = box.size.firstValues[0], h = box.size.firstValues[1]
        guard w > border.width && h > border.width else {
            return box.rect(inset: 0, radius: content.cornerRadius, paint: Self.paint("fill", border.color))
        }
        return box.rect(inset: border.width / 2, radius: Swift.max(0, content.cornerRadius - border.width / 2),
                        paint: "fill=\"none\" \(Self.paint("stroke", border.color)) stroke-width=\"\(SVGFormat.number(border.width))\"")
    }

    /// A list row's icon square, anchored to the leading edge, so that it moves as the
    /// element's width changes.
    private func iconShape(_ icon: Icon, _ box: SVGElementBox) -> String {
        let square = icon.frame(inElementOfWidth: box.size.firstValues[0])
        var text = "<rect x=\"\(SVGFormat.number(square.minX))\" y=\"\(SVGFormat.number(square.minY))\" width=\"\(SVGFormat.number(square.width))\" height=\"\(SVGFormat.number(square.height))\""
        if icon.cornerRadius > 0 { text += " rx=\"\(SVGFormat.number(icon.cornerRadius))\" ry=\"\(SVGFormat.number(icon.cornerRadius))\"" }
        text += " " + Self.paint("fill", icon.color)
        guard let timing = box.animatedTiming else { return text + "/>\n" }
        return text + "><animate attributeName=\"x\" \(box.size.smilAttributes(duration: box.duration) { SVGFormat.number(icon.minX(inElementOfWidth: $0[0])) })\(timing)/></rect>\n"
    }

    /// The parts (after the shadow) as one group, cut to the bounds when the view clips and
    /// drawn through its content view's transform, or turning with its own layer: the frames
    /// draw it so (`FrameRenderer.drawBody`). The parts as they are otherwise.
    private func grouped(_ out: [String], _ box: SVGElementBox, definitions: SVGDefinitions) -> [String] {
        let content = box.content
        let inner = content.flatContentTransform
        // A view's own layer turning (a spinner): its parts animated about its anchor point.
        let levels = box.clock != nil && box.duration > 0 ? DrawingAnimation.transformLevels(of: content.contentTransformAnimations) : []
        guard content.clipsToBounds || inner != nil || !levels.isEmpty else { return out }
        let kept = content.shadow.map { $0.color.alpha > 0 } == true ? 1 : 0
        var group = "<g"
        if content.clipsToBounds {
            let clip = definitions.uniqueID { id in "<clipPath id=\"\(id)\">\(box.rect(inset: 0, radius: content.cornerRadius, paint: "").dropLast())</clipPath>" }
            group += " clip-path=\"url(#\(clip))\""
        }
        group += ">"
        if let clock = box.clock, let innermost = levels.last {
            let held = "<g\(Self.transformAttribute(innermost.frame.inner))>" + out[kept...].joined() + "</g>"
            group += movedByLayers(held, levels: levels, duration: box.duration, clock: clock)
        } else if let inner {
            let m = [inner.a, inner.b, inner.c, inner.d].map { SVGFormat.number($0, decimals: 6) } + [inner.tx, inner.ty].map { SVGFormat.number($0) }
            group += "<g transform=\"matrix(\(m.joined(separator: " ")))\">" + out[kept...].joined() + "</g>"
        } else {
            group += out[kept...].joined()
        }
        return Array(out[..<kept]) + [group + "</g>\n"]
    }

    /// A filter that draws a picture as a template: its alpha, flooded with `tint`.
    func templateFilterID(_ tint: Color, definitions: SVGDefinitions) -> String {
        let flood = Self.floodAttributes(tint)
        return definitions.id(for: "template \(flood)") { id in
            "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feFlood \(flood)/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
        }
    }

    /// The shadow: the element's shape, offset, filled with the shadow's colour and blurred by
    /// `feGaussianBlur`, whose region (in the shape's bounding box) reaches three standard
    /// deviations past the smallest size the element takes.
    func shadowShape(_ shadow: Shadow, content: ElementContent, size: SVGChannel, definitions: SVGDefinitions,
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

    func gradientID(_ gradient: LinearGradient, definitions: SVGDefinitions) -> String {
        let stops = Self.stopsMarkup(gradient.stops)
        let vector = [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y].map { SVGFormat.number($0, decimals: 4) }
        let key = "gradient \(vector) \(stops)"
        return definitions.id(for: key) { id in
            "<linearGradient id=\"\(id)\" x1=\"\(vector[0])\" y1=\"\(vector[1])\" x2=\"\(vector[2])\" y2=\"\(vector[3])\">\(stops)</linearGradient>"
        }
    }

    /// A symbol holding the picture, fitted or filling as the content asks, defined once per
    /// picture and mode however many elements show it.
    func imageSymbolID(_ image: ImageContent, definitions: SVGDefinitions) -> String {
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
}
