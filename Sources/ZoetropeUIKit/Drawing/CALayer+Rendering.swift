import ZoetropeCore

/// A layer tree drawn into a context, as Core Animation composites it: each layer's shadow
/// (from `shadowPath`), background, contents and own drawing, then its sublayers from the
/// lowest `zPosition` up (in their order where equal), then its border over them; contents
/// and sublayers cut to its rounded bounds when it masks them, and everything to its mask's
/// shape.
///
/// What is recorded is shapes, so a view's layers are drawn once and replayed into every frame
/// and written into the SVG as paths. Approximated: opacity is applied to each thing the
/// layer draws rather than to the layer as one picture (overlapping sublayers of a
/// half-transparent layer show through each other), a mask other than a gradient layer cuts at
/// its shape's edge without its alpha, and a transform's perspective and depth are left out (the
/// flat part is kept).
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates (its
    /// bounds), as Core Animation's `render(in:)` does.
    public func render(in ctx: CGContext) {
        if let recording = Recording.current { drawnInTurn = recording.turn }
        guard !isHidden else { return }
        // An animated opacity takes the place of the layer's own, which it keeps as its
        // resting value: a layer faded in from 0 is drawn.
        let fades = drawingAnimations(of: .opacity, model: CGFloat(opacity))
        guard opacity > 0 || !fades.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if fades.isEmpty { ctx.multiplyAlpha(by: Double(opacity)) } else { ctx.animate(fades) }
        // The mask cuts all the layer draws, its shadow and border included.
        clipToMask(in: ctx)
        // The outline morphs while the bounds or corners animate: drawn in shapes of one kind.
        let motions = outlineMotions()
        let outline = motions.isEmpty ? CGContext.vectorPath(self.outline) : outlineShape(bounds, radius: cornerRadius)
        let morphs = morphs(motions, of: outlineShape)
        drawShadow(in: ctx, outline: outline, morphs: morphs)
        let fills = colorAnimations(of: .fillColor, keyPath: "backgroundColor", model: backgroundColor.map(CGContext.color) ?? .clear)
        if backgroundColor != nil || !fills.isEmpty {
            ctx.saveGState()
            ctx.setFillColor(backgroundColor ?? UIColor.clear.cgColor)
            ctx.animate(fills + morphs)
            ctx.fill(outline, evenOdd: false)
            ctx.restoreGState()
        }
        ctx.saveGState()
        if masksToBounds { ctx.addClip(outline, evenOdd: false, morphing: morphs) }
        drawOwnContent(in: ctx)
        renderSublayers(in: ctx)
        ctx.restoreGState()
        drawBorder(in: ctx, motions: motions)
    }

    /// The layers added to this one, each placed in this layer's coordinates by its position,
    /// anchor point and transform.
    func renderSublayers(in ctx: CGContext, where included: (CALayer) -> Bool = { _ in true }) {
        guard let sublayers, !sublayers.isEmpty else { return }
        // A stable sort: equal z positions keep the order they were added in.
        let ordered = sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (_, layer) in ordered where included(layer) {
            ctx.saveGState()
            let moves = layer.transformAnimations()
            if moves.isEmpty {
                ctx.concatenate(layer.placement)
            } else {
                // Its position, then its transform as it animates, then its anchor point.
                ctx.concatenate(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
                ctx.beginAnimatedLayer(moves, model: Self.flat(layer.transform))
                ctx.concatenate(layer.toAnchorPoint)
            }
            layer.render(in: ctx)
            ctx.restoreGState()
        }
    }

    /// From the layer's bounds to its anchor point at the origin.
    private var toAnchorPoint: CGAffineTransform {
        let box = bounds
        return CGAffineTransform(translationX: -box.minX - anchorPoint.x * box.width, y: -box.minY - anchorPoint.y * box.height)
    }

    /// The map from this layer's coordinates to its superlayer's: its bounds' anchor point to
    /// its position, through the flat part of its transform.
    var placement: CGAffineTransform {
        let placed = toAnchorPoint.concatenating(Self.flat(transform)).concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        let finite = [placed.a, placed.b, placed.c, placed.d, placed.tx, placed.ty].allSatisfy(\.isFinite)
        return finite ? placed : CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The shadow cast by `shadowPath` (or the rounded bounds, when the layer has a background
    /// to cast it), drawn under everything the layer draws.
    private func drawShadow(in ctx: CGContext, outline: VectorPath, morphs: [DrawingAnimation]) {
        guard shadowOpacity > 0, let shadowColor else { return }
        let base = UIColor(cgColor: shadowColor)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // The radius read as a view's own layer's shadow reads it (`Shadow.radius`).
        ctx.setShadow(offset: shadowOffset, blur: shadowRadius,
                      color: base.withAlphaComponent(base.alpha * CGFloat(shadowOpacity)).cgColor)
        if let shadowPath {
            ctx.castShadow(of: CGContext.vectorPath(shadowPath), evenOdd: false)
        } else if backgroundColor != nil {
            // A shadow cast by the outline morphs with it.
            ctx.animate(morphs)
            ctx.castShadow(of: outline, evenOdd: false)
        } else {
            castContentShadow(in: ctx, outline: outline)
        }
    }

    /// The shadow of what a layer without a background draws itself, as Core Animation casts
    /// it from the layer's alpha: a gradient's box (its rounded outline when it masks to its
    /// bounds), its colours taken as opaque; a shape layer's filled path (morphing with it) and
    /// its stroke (cut at its resting ends; none while they animate).
    private func castContentShadow(in ctx: CGContext, outline: VectorPath) {
        if let gradient = self as? CAGradientLayer, gradient.stops?.contains(where: { $0.color.alpha > 0 }) == true {
            ctx.castShadow(of: masksToBounds ? outline : VectorPath(rect: Rect(x: Double(bounds.minX), y: Double(bounds.minY),
                                                                               width: Double(bounds.width), height: Double(bounds.height))),
                           evenOdd: false)
        }
        guard let shape = self as? CAShapeLayer, let path = shape.path, !path.isEmpty else { return }
        let drawn = CGContext.vectorPath(path)
        if (shape.fillColor?.alpha ?? 0) > 0 {
            ctx.saveGState()
            ctx.animate(shape.pathAnimations(model: drawn))
            ctx.castShadow(of: drawn, evenOdd: shape.fillRule == .evenOdd)
            ctx.restoreGState()
        }
        let cutMoves = drawingAnimations(of: .strokeStart, model: shape.strokeStart) + drawingAnimations(of: .strokeEnd, model: shape.strokeEnd)
        if (shape.strokeColor?.alpha ?? 0) > 0, shape.lineWidth > 0, cutMoves.isEmpty {
            let cut = shape.strokeStart > 0 || shape.strokeEnd < 1 ? drawn.trimmed(from: Double(shape.strokeStart), to: Double(shape.strokeEnd)) : drawn
            ctx.castShadow(ofStroke: cut, style: shape.strokeStyle)
        }
    }

    /// The border, inside the bounds, over the content and sublayers; its colour and shape
    /// animate with the layer's `borderColor`, bounds and corners.
    private func drawBorder(in ctx: CGContext, motions: [OutlineMotion]) {
        let strokes = colorAnimations(of: .strokeColor, keyPath: "borderColor", model: borderColor.map(CGContext.color) ?? .clear)
        guard borderWidth > 0, borderColor != nil || !strokes.isEmpty else { return }
        let width = borderWidth
        // Half the line inside the box, the corner's radius less as much.
        func line(_ box: CGRect, _ radius: CGFloat) -> VectorPath {
            let inset = box.insetBy(dx: Swift.min(width / 2, box.width / 2), dy: Swift.min(width / 2, box.height / 2))
            let clamped = Swift.max(0, Swift.min(radius, Swift.min(box.width, box.height) / 2) - width / 2)
            return outlineShape(inset, radius: clamped)
        }
        let box = bounds
        guard box.width >= width, box.height >= width else { return }
        let path: VectorPath
        if motions.isEmpty && cornerCurve != .continuous {
            let inset = box.insetBy(dx: width / 2, dy: width / 2)
            let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(box.width, box.height) / 2) - width / 2)
            path = CGContext.vectorPath(radius > 0 && !maskedCorners.isEmpty
                ? UIBezierPath(roundedRect: inset, byRoundingCorners: roundedCorners, cornerRadii: CGSize(width: radius, height: radius)).cgPath
                : UIBezierPath(rect: inset).cgPath)
        } else {
            path = line(box, cornerRadius)
        }
        ctx.saveGState()
        ctx.setStrokeColor(borderColor ?? UIColor.clear.cgColor)
        ctx.setLineWidth(width)
        ctx.animate(strokes + morphs(motions, of: line))
        ctx.stroke(path)
        ctx.restoreGState()
    }

    /// What the mask lets through, in this layer's coordinates from its bounds' top-left
    /// corner: one clip, cut by nothing else; nil without a mask.
    func maskClip() -> DrawingClip? {
        guard mask != nil else { return nil }
        let ctx = CGContext(size: bounds.size)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        clipToMask(in: ctx)
        guard var clip = ctx.clips.last else { return nil }
        clip.parent = nil
        return clip
    }

    /// Cuts what follows to the mask layer's shape, placed in this layer's coordinates: a shape
    /// layer's inside, or, when it has a stroke and no fill, what its stroke covers.
    private func clipToMask(in ctx: CGContext) {
        guard let mask else { return }
        let placed = mask.placement
        if let shape = mask as? CAShapeLayer {
            let path = CGMutablePath()
            if let own = shape.path, !shape.isHidden, shape.opacity > 0 { path.addPath(own, transform: placed) }
            let fills = shape.fillColor.map { $0.alpha > 0 } ?? false
            if !fills, let strokeColor = shape.strokeColor, strokeColor.alpha > 0, shape.lineWidth > 0 {
                // A ring: what the stroke covers, cut between its ends (which may move).
                ctx.saveGState()
                ctx.concatenate(placed)
                let moves = shape.drawingAnimations(of: .strokeStart, model: shape.strokeStart) + shape.drawingAnimations(of: .strokeEnd, model: shape.strokeEnd)
                let own = shape.path.map(CGContext.vectorPath) ?? VectorPath()
                ctx.addStrokeClip(own, style: shape.strokeStyle, from: Double(shape.strokeStart), to: Double(shape.strokeEnd), animating: moves)
                // The clip outlives the state it was made in; the transform does not.
                let made = ctx.currentClip
                ctx.restoreGState()
                ctx.setClip(made)
            } else {
                ctx.addPath(path)
                ctx.clip(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
            }
        } else if let gradient = mask as? CAGradientLayer, let fade = gradient.fade, !mask.isHidden, mask.opacity > 0 {
            // What a gradient lets through, by its colours' alpha, in its own space.
            ctx.saveGState()
            ctx.concatenate(placed)
            ctx.addClip(CGContext.vectorPath(mask.outline), evenOdd: false, fade: fade)
            let made = ctx.currentClip
            ctx.restoreGState()
            ctx.setClip(made)
        } else {
            let path = CGMutablePath()
            if !mask.isHidden, mask.opacity > 0 { path.addPath(mask.outline, transform: placed) }
            ctx.addPath(path)
            ctx.clip()
        }
    }

    /// The `contents` picture, placed by `contentsGravity`.
    func drawContents(in ctx: CGContext) {
        var image = contents as? UIImage
        #if !canImport(CoreGraphics)
        if let bitmap = contents as? CGImage { image = bitmap.image }
        #endif
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        ctx.recordImage(image, in: Self.rect(of: image.size, in: bounds, gravity: contentsGravity))
    }

    /// Where a picture of `size` goes in `box` by `gravity`.
    static func rect(of size: CGSize, in box: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize:
            return box
        case .resizeAspect, .resizeAspectFill:
            let scale = gravity == .resizeAspect ? Swift.min(box.width / size.width, box.height / size.height)
                : Swift.max(box.width / size.width, box.height / size.height)
            let w = size.width * scale, h = size.height * scale
            return CGRect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        default:
            let raw = gravity.rawValue.lowercased()
            let x = raw.contains("left") ? box.minX : raw.contains("right") ? box.maxX - size.width : box.midX - size.width / 2
            // Core Animation's `top` is the top of the screen on iOS, where layers are flipped.
            let y = raw.hasPrefix("top") ? box.minY : raw.hasPrefix("bottom") ? box.maxY - size.height : box.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
