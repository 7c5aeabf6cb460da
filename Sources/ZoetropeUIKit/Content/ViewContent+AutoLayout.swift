import ZoetropeCore

/// What a view laid out by Auto Layout (or by its own `layoutSubviews()`) draws: each visible
/// label, image view and coloured view under it, at its frame.
extension ViewContent {
    /// The subviews of `view` drawn in an element of its size, their frames following the
    /// element's size as the layout makes them follow.
    ///
    /// The tree is laid out (constraints solved, `layoutSubviews()` run) at `reference`, and at
    /// a point wider and a point taller; each edge of each subview is then the affine function
    /// of the element's size those three layouts give. That is exact wherever the same
    /// constraints bind as at the reference size (edges pinned to margins, centred views,
    /// fixed sizes), which is what a cell's layout is built to do; the view is left laid out at
    /// `reference`.
    static func laidOutSubviews(of view: UIView, reference: CGSize) -> [Subview] {
        // The probes quietly: a view whose constraints fix its shape (a square header,
        // `height == width`) cannot be a point wider alone. The phone never lays it out so and
        // logs nothing; a probe that breaks a constraint the reference keeps teaches nothing,
        // and its frames are held at the reference's. The reference last, so that the view is
        // left laid out there; what it breaks is logged, as the phone logs it.
        let widerProbe = AutoLayoutLog.held { frames(of: view, at: CGSize(width: reference.width + 1, height: reference.height)) }
        let tallerProbe = AutoLayoutLog.held { frames(of: view, at: CGSize(width: reference.width, height: reference.height + 1)) }
        let (base, heard) = AutoLayoutLog.held { frames(of: view, at: reference) }
        for message in heard { AutoLayoutLog.report(message) }
        let wider = Set(widerProbe.messages).isSubset(of: heard) ? widerProbe.result : base
        let taller = Set(tallerProbe.messages).isSubset(of: heard) ? tallerProbe.result : base
        return base.indices.compactMap { k -> Subview? in
            let (drawn, rect) = (base[k].view, base[k].rect)
            guard wider.indices.contains(k), taller.indices.contains(k), wider[k].view === drawn, taller[k].view === drawn,
                  let content = placedContent(base[k]) else { return nil }
            func resizing(_ rect: CGRect, wider: CGRect, taller: CGRect) -> ResizingFrame {
                func dependence(_ value: KeyPath<CGRect, CGFloat>) -> ResizingFrame.Dependence {
                    let here = Double(rect[keyPath: value])
                    let perWidth = rounded(Double(wider[keyPath: value]) - here)
                    let perHeight = rounded(Double(taller[keyPath: value]) - here)
                    return .init(constant: rounded(here - perWidth * Double(reference.width) - perHeight * Double(reference.height)),
                                 perWidth: perWidth, perHeight: perHeight)
                }
                return ResizingFrame(x: dependence(\.minX), y: dependence(\.minY), width: dependence(\.width), height: dependence(\.height))
            }
            var clip: SubviewClip?
            if let cut = base[k].clip, let widerCut = wider[k].clip, let tallerCut = taller[k].clip {
                clip = SubviewClip(frame: resizing(cut.rect, wider: widerCut.rect, taller: tallerCut.rect), cornerRadius: Double(cut.radius))
            }
            return Subview(frame: resizing(rect, wider: wider[k].rect, taller: taller[k].rect), content: content, clip: clip)
        }
    }

    /// A view drawn in an element, as `frames(of:at:)` finds it.
    struct DrawnView {
        var view: UIView
        /// Its frame in the element's space.
        var rect: CGRect
        /// What the views holding it turn, as a map of the element's points; nil when none does.
        var turned: Transform?
        /// The moves of the views holding it, outermost first (see `carry(_:along:)`).
        var carried: [[DrawingAnimation]]
        /// The rounded rectangle of the nearest view holding it that clips, in the element's space.
        var clip: (rect: CGRect, radius: CGFloat)?
        /// A cell's background view, whose colour is already the cell's fill: only what it
        /// draws beside its colour (its layers, `draw(_:)`) is its own here.
        var isCellBackground = false
        /// Not the view, but the layers added to its layer whose stacking orders lie in this
        /// range: they lie over some of its subviews (a gradient added over a picture), so
        /// they are drawn between them. `faded` says whether the view's alpha fades them (the
        /// element's own alpha is the element's), `turned` whether its own transform turns
        /// them (a content view's is the element's).
        var sublayers: (range: Range<Double>, faded: Bool, turned: Bool)?
    }

    /// A list cell's custom accessory view (a switch) as UIKit places it: at its edge, 16
    /// points in, centred across the row, at its frame's size or else its intrinsic size.
    /// Nil when it is hidden or draws nothing.
    static func accessorySubview(_ view: UIView, leading: Bool) -> Subview? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        var size = view.bounds.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = view.intrinsicContentSize
            size = CGSize(width: Swift.max(0, intrinsic.width), height: Swift.max(0, intrinsic.height))
        }
        guard size.width > 0, size.height > 0 else { return nil }
        view.frame = CGRect(origin: view.untransformedFrame.origin, size: size)
        view.layOutTree()
        guard let content = view.withTraitsCurrent({ subviewContent(view) }) else { return nil }
        let w = Double(size.width), h = Double(size.height), inset = 16.0
        let x: ResizingFrame.Dependence = leading ? .init(constant: inset) : .init(constant: -(inset + w), perWidth: 1)
        return Subview(frame: ResizingFrame(x: x, y: .init(constant: -h / 2, perHeight: 0.5), width: .init(constant: w), height: .init(constant: h)),
                       content: content)
    }

    /// What `drawn` draws in its views' traits, carried along by the views holding it and
    /// turned by them; nil when that is nothing.
    static func placedContent(_ drawn: DrawnView) -> ElementContent? {
        guard var content = drawn.view.withTraitsCurrent({ drawnContent(drawn) }) else { return nil }
        if !drawn.carried.isEmpty { carry(&content, along: drawn.carried) }
        if let turned = drawn.turned {
            // What the views holding it turn, with its own turn, about its own centre.
            let rect = drawn.rect
            let centre = Transform(translationX: Double(rect.midX), y: Double(rect.midY))
            let back = Transform(translationX: -centre.tx, y: -centre.ty)
            let own = content.contentTransform?.affine ?? .identity
            let aboutCentre = own.concatenating(centre).concatenating(turned).concatenating(back)
            content.contentTransform = aboutCentre.isIdentity ? nil : Transform3D(aboutCentre)
        }
        return content
    }

    /// What `drawn` draws: the view, or a run of its layers.
    private static func drawnContent(_ drawn: DrawnView) -> ElementContent? {
        guard let part = drawn.sublayers else { return subviewContent(drawn.view, fillTaken: drawn.isCellBackground) }
        guard var drawing = drawn.view.drawing(ofSublayersIn: part.range) else { return nil }
        if part.faded, drawn.view.alpha < 1 { drawing = drawing.fading(by: drawn.view.alpha) }
        var content = ElementContent(fill: .clear)
        content.drawing = drawing
        if part.turned {
            content.contentTransform = ownTransform(of: drawn.view)
            content.contentTransformAnimations = ownTransformAnimations(of: drawn.view)
        }
        content.mask = drawn.view.layer.maskClip()
        return content
    }

    /// To a millionth of a point: the three layouts' differences are exact up to rounding
    /// noise, which would otherwise make equal content hash differently.
    private static func rounded(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    /// The drawable views under `view` (depth first, in subview order, hidden ones and what
    /// they hold left out), laid out with `view` at `size`, with their frames in `view`'s
    /// coordinates. A cell's content view is passed through (its colour is the cell's fill),
    /// and its background views are left to the fill, as `content(of:in:)` draws them; views
    /// an app adds to the cell itself, beside the content view, are drawn too, above it.
    ///
    /// With each, what the views holding it turn (their own transforms, as maps of the
    /// element's points), nil when none does.
    private static func frames(of view: UIView, at size: CGSize) -> [DrawnView] {
        view.frame = CGRect(origin: view.untransformedFrame.origin, size: size)
        view.layOutTree()
        return drawnViews(of: view, beneath: nil).views
    }

    /// The drawable views under `view` as they are laid out now, as `frames(of:at:)` finds
    /// them; with `stop`, only those drawn before it (beneath it on the screen), and where `stop`
    /// lies in `view`'s coordinates (nil when it is not in the tree).
    static func drawnViews(of view: UIView, beneath stop: UIView?) -> (views: [DrawnView], stop: CGRect?) {
        let size = view.bounds.size
        let cell = view as? UICollectionViewCell
        let backgrounds = [cell?.selectedBackgroundView].compactMap { $0 }
        var result: [DrawnView] = []
        var stopFrame: CGRect?
        /// `holder`: how `parent` itself is drawn, which its layers that lie over some of its
        /// subviews follow.
        func visit(_ parent: UIView, origin: CGPoint, turned: Transform?, carried: [[DrawingAnimation]], clip: (rect: CGRect, radius: CGFloat)?,
                   holder: DrawnView) {
            // The parent's layers beneath its lowest subview are drawn with it; each run of the
            // others just beneath the first subview that lies over it, the rest over them all.
            var drawnUpTo = parent.subviews.lazy.map(\.layer.stackingOrder).min() ?? .infinity
            func drawLayers(upTo order: Double) {
                guard order > drawnUpTo else { return }
                let range = drawnUpTo..<order
                drawnUpTo = order
                guard parent.layer.sublayers?.contains(where: { range.contains($0.stackingOrder) }) == true else { return }
                var part = holder
                part.isCellBackground = false
                part.sublayers = (range, faded: parent !== view, turned: parent !== view && parent !== cell?.contentView)
                result.append(part)
            }
            // Everything after `stop` lies over it: the walk ends there.
            defer { if stopFrame == nil { drawLayers(upTo: .infinity) } }
            for subview in parent.subviews {
                drawLayers(upTo: subview.layer.stackingOrder)
                if subview === stop {
                    stopFrame = subview.untransformedFrame.offsetBy(dx: origin.x - parent.bounds.minX, dy: origin.y - parent.bounds.minY)
                    return
                }
                // A view at no alpha is left out, unless its layer's opacity animates.
                guard !subview.isHidden, subview.alpha > 0 || !subview.layer.explicitAnimations.isEmpty,
                      !backgrounds.contains(where: { $0 === subview }) else { continue }
                // The content view's own place is drawn by the content's transform
                // (`contentTransform(of:in:)`), so what it holds is placed from its corner.
                let isContentView = subview === cell?.contentView
                let frame = isContentView ? CGRect(origin: .zero, size: subview.bounds.size)
                    : subview.untransformedFrame.offsetBy(dx: origin.x - parent.bounds.minX, dy: origin.y - parent.bounds.minY)
                let drawnSubview = DrawnView(view: subview, rect: frame, turned: turned, carried: carried, clip: clip,
                                             isCellBackground: subview === cell?.backgroundView)
                if !isContentView { result.append(drawnSubview) }
                var inside = turned
                if !isContentView, let own = ownTransform(of: subview)?.affine, !own.isIdentity {
                    let centre = Transform(translationX: Double(frame.midX), y: Double(frame.midY))
                    let full = Transform(translationX: -centre.tx, y: -centre.ty).concatenating(own).concatenating(centre)
                    inside = turned.map { full.concatenating($0) } ?? full
                }
                // A view moving (its position animating) carries the views inside it along.
                let moves = isContentView ? [] : subview.layer.positionAnimations()
                // A view that clips cuts the views inside it to its rounded bounds (one that is
                // turned, or inside a turned one, is left uncut).
                var cut = clip
                if !isContentView, subview.clipsToBounds || subview.layer.masksToBounds, inside == nil {
                    cut = (frame, Swift.min(subview.layer.cornerRadius, frame.width / 2, frame.height / 2))
                }
                visit(subview, origin: frame.origin, turned: inside, carried: moves.isEmpty ? carried : carried + [moves], clip: cut,
                      holder: drawnSubview)
                if stopFrame != nil { return }
            }
        }
        visit(view, origin: .zero, turned: nil, carried: [], clip: nil,
              holder: DrawnView(view: view, rect: CGRect(origin: .zero, size: size), turned: nil, carried: [], clip: nil))
        return (result, stopFrame)
    }

    /// What one view draws by itself: its background, corners and border, and its text or
    /// picture; nil when that is nothing.
    static func subviewContent(_ view: UIView, fillTaken: Bool = false) -> ElementContent? {
        // Its colours carry its alpha, but a picture cannot: an image view is faded as one
        // picture (`opacity`). An animation of its layer's opacity fades the whole further, by
        // its values over that alpha (over 1 for a view at none, drawn as if opaque).
        let fades = view.layer.drawingAnimations(of: .opacity, model: view.alpha)
        let total = view.alpha > 0 || fades.isEmpty ? Double(view.alpha) : 1
        let showsImage = !(view is UILabel) && ((view as? UIImageView)?.shownImage.map { !$0.isEmpty } ?? false)
        let alpha = showsImage ? 1 : total
        var content = ElementContent(fill: .clear)
        // A cell's background view's colour (and blur) is the cell's fill, drawn beneath.
        var draws = !fillTaken && subviewFill(of: view, alpha: alpha, into: &content)
        content.cornerRadius = Double(view.layer.cornerRadius)
        content.cornerShape = view.layer.cornerShape
        content.cornerRadiusAnimations = view.layer.drawingAnimations(of: .cornerRadius, model: view.layer.cornerRadius)
        // Its own transform (a scaled card, a turned badge), about its anchor point, flattened
        // as Core Animation draws a sublayer; its frame is where it would be untransformed.
        content.contentTransform = ownTransform(of: view)
        content.contentTransformAnimations = ownTransformAnimations(of: view)
        // Its size animating (a bar growing in a block) grows it about its centre.
        content.sizeAnimations = view.layer.sizeChangeAnimations()
        // Its layer's mask (a gradient fading a label's end, a shape cutting a picture) cuts
        // what it draws itself; the views inside it are drawn on their own.
        content.mask = view.layer.maskClip()
        if view.layer.borderWidth > 0 {
            content.border = Border(width: Double(view.layer.borderWidth), color: faded(view.layer.borderColor.map(UIColor.init(cgColor:)) ?? .black, by: alpha))
            draws = true
        }
        if subviewTextOrPicture(of: view, alpha: alpha, into: &content) { draws = true }
        if let drawing = view.drawingBeneathSubviews {
            content.drawing = alpha < 1 ? drawing.fading(by: alpha) : drawing
            draws = true
        }
        if showsImage { content.opacity = total }
        if draws, total > 0 {
            content.opacityAnimations = fades.map { animation in
                var relative = animation
                relative.values = animation.values.map { $0 / total }
                relative.restingValue = Double(view.alpha) / total
                return relative
            }
        }
        return draws ? content : nil
    }

    /// A colour as faint as the view that draws it.
    private static func faded(_ colour: UIColor, by alpha: Double) -> Color {
        var made = color(colour)
        made.alpha *= alpha
        return made
    }

    /// A subview's own fill: its background colour, that colour animating, and a blur behind
    /// it, each as faint as the view (`alpha`); whether it has any.
    private static func subviewFill(of view: UIView, alpha: Double, into content: inout ElementContent) -> Bool {
        var draws = false
        let background = view.backgroundColor ?? view.layer.backgroundColor.map(UIColor.init(cgColor:))
        if let background, background.alpha > 0 {
            content.fill = .color(faded(background, by: alpha))
            draws = true
        }
        // Its background colour changing (in an animation block, or by its layer's animation),
        // each colour as faint as the view.
        let recolourings = fillColorAnimations(of: view.layer, model: background ?? .clear, alpha: alpha)
        if !recolourings.isEmpty {
            content.fill = .color(faded(background ?? .clear, by: alpha))
            content.fillColorAnimations = recolourings
            draws = true
        }
        if let effectView = view as? UIVisualEffectView, let drawn = effectView.drawnBlur {
            // The blur under the style's tint (which stands for the view's colour: UIKit
            // warns against giving one a colour of its own), both as faint as the view.
            var blur = drawn.blur
            blur.opacity = Swift.min(1, Swift.max(0, alpha))
            content.backdropBlur = blur
            var tint = drawn.tint
            tint.alpha *= alpha
            content.fill = .color(tint)
            draws = true
        }
        return draws
    }

    /// A label's text or an image view's picture; whether the view shows one.
    private static func subviewTextOrPicture(of view: UIView, alpha: Double, into content: inout ElementContent) -> Bool {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            let font = label.font ?? .systemFont(ofSize: 17)
            let alignment: TextAlignment = switch label.textAlignment {
            case .center: .center
            case .right: .trailing
            case .left, .natural, .justified: .leading
            }
            content.label = Label(text: text, color: faded(label.textColor ?? .label, by: alpha), fontSize: Double(font.pointSize), weight: weight(font.weight),
                                  wraps: label.numberOfLines != 1, alignment: alignment, insets: .zero,
                                  maximumLines: label.numberOfLines > 1 ? label.numberOfLines : nil)
            return true
        } else if let imageView = view as? UIImageView, let image = imageView.shownImage, !image.isEmpty {
            show(image, mode: imageView.contentMode, in: &content, by: imageView)
            return true
        }
        return false
    }

    /// Moves `content` along with the views that hold it as their positions animate
    /// (`carried`, outermost first, each a list of moves from where the view rests): each an
    /// animated level around the view's own, which keeps its transform innermost.
    private static func carry(_ content: inout ElementContent, along carried: [[DrawingAnimation]]) {
        let own = content.contentTransformAnimations
        let depth = carried.count
        var levels: [DrawingAnimation] = []
        for (index, moves) in carried.enumerated() {
            // The innermost carrying level places the view by its own resting transform when
            // no animation of its own does.
            let inner = index == depth - 1 && own.isEmpty ? content.contentTransform?.affine ?? .identity : .identity
            let frame = AnimatedLayerFrame(depth: index, outer: .identity, model: TransformComponents(), inner: inner)
            levels += moves.map { var placed = $0; placed.layerFrame = frame; return placed }
        }
        content.contentTransformAnimations = levels + own.map { animation in
            var deeper = animation
            deeper.layerFrame?.depth += depth
            return deeper
        }
    }

    /// The animations of a view's own layer's `backgroundColor` (`model` standing in for a
    /// value left out), as a fill's, each colour's alpha times `alpha`.
    static func fillColorAnimations(of layer: CALayer, model: UIColor, alpha: CGFloat = 1) -> [DrawingAnimation] {
        layer.colorAnimations(of: .fillColor, keyPath: "backgroundColor", model: color(model)).map { animation in
            guard alpha < 1 else { return animation }
            var faded = animation
            faded.colors = animation.colors.map { $0.multipliedAlpha(Double(alpha)) }
            return faded
        }
    }

    /// The explicit animations of the view's own layer's transform and position (an image view
    /// spinning), about its anchor point as `ownTransform(of:)` places it.
    static func ownTransformAnimations(of view: UIView) -> [DrawingAnimation] {
        let moves = view.layer.transformAnimations()
        guard !moves.isEmpty else { return [] }
        let size = view.bounds.size, anchor = view.layer.anchorPoint
        let toAnchor = Transform(translationX: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        let frame = AnimatedLayerFrame(depth: 0, outer: Transform(translationX: -toAnchor.tx, y: -toAnchor.ty),
                                       model: TransformComponents(CGContext.transform(CALayer.flat(view.layer.transform))), inner: toAnchor)
        // A `position` animation is already a move of the translation by the change of centre.
        return moves.map { animation in
            var placed = animation
            placed.layerFrame = frame
            return placed
        }
    }

    /// What moves a cell's whole drawing over the recording: its own layer's transform and
    /// position animations (a cell that wiggles in an edit mode, shakes on an error, a card
    /// swiped away by an animation block that sets its `transform`), about its anchor point, and
    /// inside it its content view's (a card flipping its content), placed as
    /// `contentTransform(of:in:)` places the content view. A cell's own transform at rest is
    /// drawn as its presentation (`ViewPresentation.transform`, around all it draws); while its
    /// animations play they stand in for it, so their frame undoes it first. That takes a flat
    /// transform that can be undone; a content view turned in perspective keeps only its
    /// resting transform.
    static func cellTransformAnimations(of view: UIView, contentView: UIView?) -> [DrawingAnimation] {
        // Flat as drawn: a flat layer's points have no depth, so only a transform whose
        // perspective row is untouched maps them as its affine part does (a swipe's
        // `CATransform3DTranslate(…, 1)` moves nothing in depth that shows).
        let own = view.layer.transform, resting = CALayer.flat(own)
        let undoesRest = own.m14 == 0 && own.m24 == 0 && own.m44 == 1 && resting.a * resting.d - resting.b * resting.c != 0
        let cellMoves = undoesRest ? view.layer.transformAnimations() : []
        let contentMoves = contentView?.layer.transformAnimations() ?? []
        guard !cellMoves.isEmpty || !contentMoves.isEmpty else { return [] }
        let contentResting = contentView.flatMap { contentTransform(of: $0, in: view) }
        guard contentResting?.drawsWithPerspective != true else { return [] }
        let size = view.bounds.size, anchor = view.layer.anchorPoint
        let toCellAnchor = Transform(translationX: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        let back = Transform(translationX: -toCellAnchor.tx, y: -toCellAnchor.ty)
        var made: [DrawingAnimation] = []
        if !cellMoves.isEmpty {
            // A content view that does not move sits still inside the moving cell.
            let inner = contentMoves.isEmpty ? (contentResting?.affine ?? .identity).concatenating(toCellAnchor) : toCellAnchor
            let outer = CATransform3DIsIdentity(own) ? back : back.concatenating(CGContext.transform(resting.inverted()))
            let frame = AnimatedLayerFrame(depth: 0, outer: outer, model: TransformComponents(CGContext.transform(resting)), inner: inner)
            made += cellMoves.map { var placed = $0; placed.layerFrame = frame; return placed }
        }
        if let contentView, !contentMoves.isEmpty {
            let layer = contentView.layer, cvSize = contentView.bounds.size
            let aboutAnchor = Transform(translationX: Double((0.5 - layer.anchorPoint.x) * cvSize.width),
                                        y: Double((0.5 - layer.anchorPoint.y) * cvSize.height))
            let offset = Transform(translationX: Double(contentView.center.x - view.bounds.midX), y: Double(contentView.center.y - view.bounds.midY))
            let frame = AnimatedLayerFrame(depth: cellMoves.isEmpty ? 0 : 1, outer: cellMoves.isEmpty ? offset : offset.concatenating(toCellAnchor),
                                           model: TransformComponents(CGContext.transform(CALayer.flat(layer.transform))), inner: aboutAnchor)
            made += contentMoves.map { var placed = $0; placed.layerFrame = frame; return placed }
        }
        return made
    }

    /// A view's layer transform as a map of points about the view's centre: turned about its
    /// anchor point. Nil when it has none, or one that is not finite.
    static func ownTransform(of view: UIView) -> Transform3D? {
        let layer = view.layer
        guard !CATransform3DIsIdentity(layer.transform) else { return nil }
        let size = view.bounds.size, anchor = layer.anchorPoint
        let toAnchor = Transform(translationX: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        let back = Transform(translationX: -toAnchor.tx, y: -toAnchor.ty)
        let turned = Transform3D(toAnchor).concatenating(Bridging.transform3D(layer.transform)).concatenating(Transform3D(back))
        guard turned.m11.isFinite, turned.m22.isFinite, turned.m41.isFinite, turned.m42.isFinite, turned != .identity else { return nil }
        return turned
    }
}
