import ZoetropeCore

/// What Zoetrope draws for a cell, a supplementary view or a decoration view: the core's
/// `ElementContent`, read from the view's configuration and layer.
///
/// From the bottom up, as UIKit draws them: the layer's shadow; the background (the
/// background configuration's colour, else the view's, its content view's or its layer's);
/// the background configuration's image, else the first image view's; corners and border
/// (from the configuration, else the view's layer, else its content view's); then the text —
/// a list content configuration's, else the first label's — and a list cell's accessories.
/// A view that sets none of these is transparent, as in UIKit.
enum ViewContent {
    static func color(_ color: UIColor) -> Color {
        // Resolved once: a dynamic colour's four components would otherwise each resolve it.
        let fixed = color.resolvedColor(with: UITraitCollection.current)
        return Color(red: Double(fixed.red), green: Double(fixed.green), blue: Double(fixed.blue), alpha: Double(fixed.alpha))
    }

    static func weight(_ weight: UIFont.Weight) -> FontWeight {
        FontWeight.allCases.min { abs($0.value - Double(weight.rawValue)) < abs($1.value - Double(weight.rawValue)) } ?? .regular
    }

    static func asset(_ image: UIImage) -> ImageAsset {
        image.asset
    }

    ///
    /// A view whose subviews are placed by Auto Layout draws each visible label, image view and
    /// coloured view at its frame instead (`laidOutSubviews`), and, shown in `collectionView`,
    /// can be measured by it for a self-sizing layout (`CellMeasurer`).
    static func content(of view: UIView, in collectionView: UICollectionView? = nil) -> ElementContent {
        // Reading lays the view out and brings its configuration up to date: none of that is
        // a change the app made inside an animation block.
        // Its dynamic colours resolve in its traits, as UIKit resolves them while it draws.
        view.withTraitsCurrent { ViewAnimation.withoutAnimation { read(view, in: collectionView) } }
    }

    /// A view's content, read part by part in the order UIKit stacks them: subviews placed by
    /// Auto Layout or frames, the fill, the layer's shape, the picture and drawing, the text and
    /// a list cell's accessories.
    private static func read(_ view: UIView, in collectionView: UICollectionView?) -> ElementContent {
        let cell = view as? UICollectionViewCell
        // UIKit brings a cell's configurations to its state before it shows.
        if let cell { cell.updateConfiguration(using: cell.configurationState) }
        var content = ElementContent(fill: .clear)
        let placed = readPlacedSubviews(of: view, cell: cell, in: collectionView, into: &content)
        readFill(of: view, cell: cell, into: &content)
        readShape(of: view, cell: cell, into: &content)
        readPicture(of: view, cell: cell, placed: placed, into: &content)
        // Right to left, what a configuration or the first label places at the leading edge
        // goes to the right one (the app's own subviews are where its layout put them).
        let subviewsBefore = content.subviews.count
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        readText(of: view, cell: cell, placed: placed, rightToLeft: rightToLeft, into: &content)
        if let list = cell as? UICollectionViewListCell { readAccessories(of: list, into: &content) }
        if rightToLeft { mirrorConfiguredParts(of: &content, from: subviewsBefore) }
        if let shown = view as? UICollectionReusableView { content.viewPresentation = presentation(of: shown) }
        return content
    }

    /// What a shown view's own alpha, centre, size, transform and visibility say over the
    /// attributes it was last given: what the app set on it since, which Core Animation draws.
    /// Neutral for a view given none.
    static func presentation(of view: UICollectionReusableView) -> ViewPresentation {
        var presentation = ViewPresentation()
        guard let applied = view.appliedAttributes else { return presentation }
        if applied.alpha > 0, view.alpha != applied.alpha { presentation.alphaFactor = Double(view.alpha / applied.alpha) }
        if view.center != applied.center {
            presentation.centerShift = Point(x: Double(view.center.x - applied.center.x), y: Double(view.center.y - applied.center.y))
        }
        if view.bounds.size != applied.size { presentation.size = Bridging.size(view.bounds.size) }
        if view.ownLayer.transform != applied.transform3D { presentation.transform = Bridging.transform3D(view.ownLayer.transform) }
        presentation.isHidden = view.isHidden && !applied.isHidden
        return presentation
    }

    /// Whether `presentation(of:)` is neutral for `view`: it shows just what its attributes
    /// say. Asked of every view a collection view makes, so answered without making the
    /// presentation (and its transform) to throw away.
    static func showsAsGiven(_ view: UICollectionReusableView) -> Bool {
        guard let applied = view.appliedAttributes else { return true }
        return (applied.alpha <= 0 || view.alpha == applied.alpha) && view.center == applied.center && view.bounds.size == applied.size
            && view.ownLayer.transform == applied.transform3D && !(view.isHidden && !applied.isHidden)
    }

    /// The subviews drawn at their own frames, placed by Auto Layout or by frames; whether
    /// there are any, as they replace the first label and image view drawn across the cell.
    private static func readPlacedSubviews(of view: UIView, cell: UICollectionViewCell?, in collectionView: UICollectionView?,
                                           into content: inout ElementContent) -> Bool {
        // A content configuration of the app's own is drawn through the view it made.
        let autoLaidOut = (cell?.contentConfiguration == nil || cell?.configuredContentView != nil) && view.subviews.contains { $0.treeUsesAutoLayout }
        if autoLaidOut {
            content.subviews = laidOutSubviews(of: view, reference: referenceSize(of: view, in: collectionView))
            if let collectionView, let reusable = view as? UICollectionReusableView {
                content.measurementKey = collectionView.cellMeasurer.register(reusable)
            }
        } else if cell?.contentConfiguration == nil, holdsDrawnSubviews(view, skipping: cell) {
            // Placed by frames: set in `init(frame:)`, in `layoutSubviews()` or by autoresizing
            // masks. Laid out the same way, each edge follows the cell's size as those place it.
            // A view left at a zero frame draws nothing, as in UIKit.
            let reference = referenceSize(of: view, in: collectionView)
            let size = Size(width: Double(reference.width), height: Double(reference.height))
            content.subviews = laidOutSubviews(of: view, reference: reference).filter {
                let rect = $0.frame.rect(in: size)
                return rect.width > 0 && rect.height > 0
            }
        }
        // Subviews drawn at their frames replace the first label and image view, which are
        // drawn across the cell only when nothing under it has a frame yet.
        return autoLaidOut || !content.subviews.isEmpty
    }

    /// The fill (a configured background, a selected background, the view's or its content
    /// view's colour), its colour animating, and a blur behind it.
    private static func readFill(of view: UIView, cell: UICollectionViewCell?, into content: inout ElementContent) {
        let contentView = cell?.contentView
        let background = cell?.backgroundConfiguration
        // A selected cell's selected background lies over its own background and under its
        // content view, as UIKit stacks them.
        // (An opaque content view hides it.)
        let covered = contentView?.backgroundColor.map { $0.alpha == 1 } ?? false
        let selectedFill = cell?.isSelected == true && !covered ? cell?.selectedBackgroundView?.backgroundColor : nil
        let configured = background.flatMap { configuration in
            configuration.backgroundColor.map { _ in configuration.resolvedBackgroundColor(for: view.tintColor ?? .systemBlue) }
        }
        // The content view lies over the cell's own colour and its background view: opaque, it
        // is what shows; and a cell made clear (a pager's) shows its content view's colour.
        // (A colour's alpha is asked only when the content view has one: it resolves it.)
        let contentColor = contentView?.backgroundColor
        let ownColor = view.backgroundColor.flatMap { contentColor == nil || $0.alpha > 0 ? $0 : nil }
        let contentViewShows = configured == nil && selectedFill == nil && contentColor != nil
            && (covered || (ownColor == nil && cell?.backgroundView?.backgroundColor == nil))
        let fillColor = configured ?? selectedFill ?? (contentViewShows ? contentView?.backgroundColor : nil) ?? ownColor
            ?? cell?.backgroundView?.backgroundColor ?? contentView?.backgroundColor ?? view.ownLayer.backgroundColor.map(UIColor.init(cgColor:))
        if let fillColor { content.fill = .color(color(fillColor)) }
        // The colour changing, on the layer of the view whose colour is drawn (an animation
        // block that turns a cell's or its content view's background red).
        if configured == nil && selectedFill == nil {
            let owner = contentViewShows ? contentView?.layer : view.ownLayer
            if let owner, case let recolourings = fillColorAnimations(of: owner, model: fillColor ?? .clear), !recolourings.isEmpty {
                content.fill = .color(color(fillColor ?? .clear))
                content.fillColorAnimations = recolourings
            }
        }
        // A supplementary view that is a blur (a pinned header), or a cell whose background
        // view is one: the element blurs what lies behind it, under the style's tint.
        if let effectView = (view as? UIVisualEffectView) ?? (cell?.backgroundView as? UIVisualEffectView),
           let drawn = effectView.drawnBlur, fillColor == nil || fillColor === cell?.backgroundView?.backgroundColor {
            content.backdropBlur = drawn.blur
            content.fill = .color(drawn.tint)
        }
    }

    /// The layer's shape and what moves it: anchor point, the content view's transform,
    /// clipping and mask, then its outline.
    private static func readShape(of view: UIView, cell: UICollectionViewCell?, into content: inout ElementContent) {
        let contentView = cell?.contentView
        let layer = view.ownLayer
        if layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            content.anchorPoint = Point(x: Double(layer.anchorPoint.x), y: Double(layer.anchorPoint.y))
        }
        if let contentView { content.contentTransform = contentTransform(of: contentView, in: view) }
        content.contentTransformAnimations = cellTransformAnimations(of: view, contentView: contentView)
        content.clipsToBounds = view.clipsToBounds || layer.masksToBounds
        // A gradient or a shape set as the layer's mask (a cell faded at its top).
        content.mask = layer.maskClip()
        ViewOutline(of: view, cell: cell).set(on: &content)
    }

    /// `content` with the outline of `view`'s own layer read again, when nothing else of it
    /// changed since it was read (`UICollectionReusableView.ContentChange.outline`); nil when
    /// its layer draws more than an outline (contents, sublayers, a layer subclass), which a
    /// whole reading reads.
    static func rereadOutline(of view: UIView, over content: ElementContent) -> ElementContent? {
        let layer = view.ownLayer
        guard type(of: layer) == CALayer.self, layer.contents == nil, layer.sublayers?.isEmpty != false else { return nil }
        let cell = view as? UICollectionViewCell
        // Only a colour needs the view's traits made current; most outlines are corners alone,
        // read without them (a reading sets nothing that could animate).
        let outline = ViewOutline.resolvesColors(of: view, cell: cell)
            ? view.withTraitsCurrent { ViewAnimation.withoutAnimation { ViewOutline(of: view, cell: cell) } }
            : ViewOutline(of: view, cell: cell)
        var reread = content
        outline.set(on: &reread)
        return reread
    }

    /// The picture (a background configuration's, or the first image view's when nothing is
    /// placed) and what the view draws itself.
    private static func readPicture(of view: UIView, cell: UICollectionViewCell?, placed: Bool, into content: inout ElementContent) {
        let contentView = cell?.contentView
        let background = cell?.backgroundConfiguration
        if let image = background?.image, !image.isEmpty {
            show(image, mode: background?.imageContentMode ?? .scaleAspectFill, in: &content)
        } else if !placed, let imageView = firstSubview(of: contentView ?? view, as: UIImageView.self), let image = imageView.shownImage, !image.isEmpty {
            show(image, mode: imageView.contentMode, in: &content, by: imageView)
        }
        // What the view draws itself lies over its picture, under its subviews and text; its
        // content view's layers (a gradient inserted behind everything) over that.
        // Drawn with its subviews, the layers that lie over some of them are drawn among them.
        if let drawing = drawing(of: view, contentView: contentView, beneathSubviews: placed) { content.drawing = drawing }
    }

    /// The text: a list configuration's, or the first label's when nothing is placed.
    private static func readText(of view: UIView, cell: UICollectionViewCell?, placed: Bool, rightToLeft: Bool,
                                 into content: inout ElementContent) {
        let contentView = cell?.contentView
        if let list = cell?.contentConfiguration as? UIListContentConfiguration {
            apply(list, to: &content)
        } else if !placed, let label = firstSubview(of: contentView ?? view, as: UILabel.self), let text = label.text, !text.isEmpty {
            // Left and right are the screen's sides whichever way the interface reads (written
            // here as they will be once mirrored); natural is the leading side.
            let alignment: TextAlignment? = switch label.textAlignment {
            case .center: nil
            case .right: rightToLeft ? .leading : .trailing
            case .left: rightToLeft ? .trailing : .leading
            case .natural, .justified: .leading
            }
            let font = label.font ?? .systemFont(ofSize: 17)
            content.label = Label(text: text, color: color(label.textColor ?? .label), fontSize: Double(font.pointSize),
                                  weight: weight(font.weight), wraps: label.numberOfLines != 1, alignment: alignment,
                                  insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                                  maximumLines: label.numberOfLines > 1 ? label.numberOfLines : nil)
        }
    }

    /// A list cell's indentation and the accessories that show, its collection view editing or
    /// not (see `UICollectionView+Editing.swift`): a leading editing control pushes its text
    /// along by the control's slot.
    private static func readAccessories(of list: UICollectionViewListCell, into content: inout ElementContent) {
        if list.indentationLevel > 0, var label = content.label {
            label.insets.left += Double(list.indentationLevel) * Double(list.indentationWidth)
            content.label = label
        }
        let editing = list.configurationState.isEditing
        var pushed = 0.0
        for accessory in list.accessories where accessory.isShown(editing: editing) {
            switch accessory.kind {
            case .disclosureIndicator: content.accessories.append(.disclosureIndicator())
            case .checkmark: content.accessories.append(.checkmark())
            case .label(let text): content.accessories.append(.accessoryText(text))
            // Drawn as a chevron, not turned when its row is expanded.
            case .outlineDisclosure: content.accessories.append(.disclosureIndicator())
            case .customView(let custom):
                if let label = custom.view as? UILabel, let text = label.text, !text.isEmpty, !label.isHidden {
                    content.accessories.append(.accessoryText(text))
                } else if let drawn = accessorySubview(custom.view, leading: custom.isLeading) {
                    content.subviews.append(drawn)
                }
            case .reorder: content.accessories.append(.reorderControl())
            case .delete, .insert, .multiselect:
                let control: EditingControlView.Control = accessory.kind == .delete ? .delete : accessory.kind == .insert ? .insert : .multiselect
                if let drawn = accessorySubview(EditingControlView(control, selected: list.isSelected), leading: true) {
                    content.subviews.append(drawn)
                    pushed += EditingControlView.slotWidth
                }
            // An info button is not drawn.
            case .detail: break
            }
        }
        if pushed > 0 {
            content.label?.insets.left += pushed
            content.secondaryLabel?.insets.left += pushed
        }
    }

    /// The texts, accessories and configuration's picture (the subviews from `firstAdded` on)
    /// of a cell in a right-to-left interface, placed from the right edge.
    private static func mirrorConfiguredParts(of content: inout ElementContent, from firstAdded: Int) {
        content.label = content.label?.mirroredForRightToLeft()
        content.secondaryLabel = content.secondaryLabel?.mirroredForRightToLeft()
        content.accessories = content.accessories.map { $0.mirroredForRightToLeft() }
        guard firstAdded < content.subviews.count else { return }
        for index in firstAdded..<content.subviews.count {
            content.subviews[index].frame = content.subviews[index].frame.mirroredAcrossWidth()
        }
    }

    private static func apply(_ list: UIListContentConfiguration, to content: inout ElementContent) {
        let margins = list.directionalLayoutMargins
        let insets = EdgeInsets(top: Double(margins.top), left: Double(margins.leading), bottom: Double(margins.bottom), right: Double(margins.trailing))
        // A row's only text wraps onto as many lines as `numberOfLines` allows (0, UIKit's
        // default: any), as UIKit wraps it (most of all at a large text size) rather than cut
        // it short; with a secondary text both stay on one line each (UIKit would wrap and
        // stack them; the two lines are placed as one line each).
        let wrapsAlone = (list.secondaryText ?? "").isEmpty
        func label(_ text: String, _ properties: UIListContentConfiguration.TextProperties, alignment: TextAlignment) -> Label {
            let wraps = wrapsAlone && properties.numberOfLines != 1
            return Label(text: text, color: color(properties.color), fontSize: Double(properties.font.pointSize), weight: weight(properties.font.weight),
                         wraps: wraps, alignment: properties.alignment == .center ? nil : alignment, insets: insets,
                         maximumLines: wraps && properties.numberOfLines > 1 ? properties.numberOfLines : nil)
        }
        var textInsets = insets
        if let given = list.image, !given.isEmpty {
            let image = list.imageProperties.shown(given)
            // The picture at the leading margin, centred across the row, no larger than its
            // maximum size; the text `imageToTextPadding` past it, as UIListContentView places them. A
            // symbol or template is drawn in the image properties' tint, else the accent colour.
            var size = image.size
            let maximum = list.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            var picture = ElementContent(fill: .clear, cornerRadius: Double(list.imageProperties.cornerRadius))
            show(list.imageProperties.tintColor.map { image.withTintColor($0) } ?? image, mode: .scaleAspectFit, in: &picture)
            let w = Double(size.width), h = Double(size.height)
            let frame = ResizingFrame(x: .init(constant: insets.left), y: .init(constant: -h / 2, perHeight: 0.5),
                                      width: .init(constant: w), height: .init(constant: h))
            content.subviews.append(Subview(frame: frame, content: picture))
            textInsets.left = insets.left + w + Double(list.imageToTextPadding)
        }
        if let text = list.text, !text.isEmpty {
            content.label = label(text, list.textProperties, alignment: .leading)
            content.label?.insets = textInsets
        }
        if let secondary = list.secondaryText, !secondary.isEmpty {
            // At an accessibility text size UIKit stacks a value cell's two texts, the
            // secondary under the text, as there is no room for both on one line.
            let stacked = UITraitCollection.contentSizeCategory(of: UITraitCollection.current).isAccessibilityCategory
            if list.sideBySide && !stacked {
                var value = label(secondary, list.secondaryTextProperties, alignment: .trailing)
                value.alignment = .trailing
                content.accessories.append(value)
            } else {
                content.secondaryLabel = label(secondary, list.secondaryTextProperties, alignment: .leading)
                content.secondaryLabel?.insets = textInsets
            }
        }
    }

    /// Where a cell's content view draws what the cell shows, as a map of points about the
    /// cell's centre: its layer's transform about its anchor point, placed at its position, as
    /// Core Animation places a sublayer. Nil when it sits where UIKit puts it, untransformed.
    /// A layout's `apply(_:)` or the app turns it (a cube page) or slides it (a parallax).
    static func contentTransform(of contentView: UIView, in view: UIView) -> Transform3D? {
        let layer = contentView.layer
        let size = contentView.bounds.size
        let anchor = layer.anchorPoint
        // Read for every cell of the data: the common case, untouched, costs no matrix product.
        if CATransform3DIsIdentity(layer.transform), anchor == CGPoint(x: 0.5, y: 0.5),
           contentView.center == CGPoint(x: view.bounds.midX, y: view.bounds.midY) {
            return nil
        }
        let turned = Bridging.transform3D(layer.transform)
        let offset = Transform(translationX: Double(contentView.center.x - view.bounds.midX), y: Double(contentView.center.y - view.bounds.midY))
        let aboutAnchor = Transform(translationX: Double((0.5 - anchor.x) * size.width), y: Double((0.5 - anchor.y) * size.height))
        let placed = Transform3D(aboutAnchor).concatenating(turned).concatenating(Transform3D(offset))
        guard placed.m11.isFinite, placed.m22.isFinite, placed.m41.isFinite, placed.m42.isFinite, placed.m14.isFinite, placed.m24.isFinite,
              placed != .identity else { return nil }
        return placed
    }

    /// The size a view's subviews are laid out at to be drawn: its own when it has one (the app
    /// or the layout gave it), else as wide as the collection view (a list's row) and as tall
    /// as its constraints make it at that width.
    static func referenceSize(of view: UIView, in collectionView: UICollectionView?) -> CGSize {
        if view.bounds.width > 0 && view.bounds.height > 0 { return view.bounds.size }
        let width = view.bounds.width > 0 ? view.bounds.width : collectionView.map { $0.bounds.width } ?? 320
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: width, height: fitted.height > 0 ? fitted.height : 44)
    }

    /// Whether a view under `view` draws something by itself (a label with text, an image view
    /// with a picture, a colour or a border), leaving out a cell's background views and its
    /// content view's own colour, which are the cell's fill.
    static func holdsDrawnSubviews(_ view: UIView, skipping cell: UICollectionViewCell?) -> Bool {
        // A view at no alpha counts while its layer animates (a fade in a block).
        for subview in view.subviews where !subview.isHidden && (subview.alpha > 0 || !subview.layer.explicitAnimations.isEmpty) {
            if let cell, subview === cell.selectedBackgroundView { continue }
            if let cell, subview === cell.backgroundView {
                // Its colour is the cell's fill; what it holds is drawn.
                if subview.layer.sublayers?.isEmpty == false || subview.currentDrawing != nil || holdsDrawnSubviews(subview, skipping: nil) { return true }
                continue
            }
            if subview !== cell?.contentView {
                if !subview.layer.explicitAnimations.isEmpty { return true }
                // Layers of its own may have no frames until the view is laid out.
                if subview.layer.sublayers?.isEmpty == false || subview.drawsSystemContent || subview.currentDrawing != nil { return true }
                if let label = subview as? UILabel, !(label.text ?? "").isEmpty { return true }
                if let imageView = subview as? UIImageView, let image = imageView.shownImage, !image.isEmpty { return true }
                if let effectView = subview as? UIVisualEffectView, effectView.drawnBlur != nil { return true }
                if (subview.backgroundColor?.alpha ?? 0) > 0 || subview.layer.borderWidth > 0 { return true }
            }
            if holdsDrawnSubviews(subview, skipping: nil) { return true }
        }
        return false
    }

    /// What a view and its content view (a cell's) draw themselves, the content view's at its
    /// frame over the view's own.
    static func drawing(of view: UIView, contentView: UIView?, beneathSubviews: Bool = false) -> Drawing? {
        let own = beneathSubviews ? view.drawingBeneathSubviews : view.currentDrawing
        guard let contentView, !contentView.isHidden, contentView.alpha > 0,
              let inner = beneathSubviews ? contentView.drawingBeneathSubviews : contentView.currentDrawing else { return own }
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return own }
        let whole = CGRect(origin: .zero, size: size)
        let frame = contentView.untransformedFrame.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
        if own == nil, frame == whole, contentView.alpha >= 1 { return inner }
        let context = CGContext(size: size)
        if let own { context.replay(own, in: whole) }
        context.multiplyAlpha(by: Double(contentView.alpha))
        context.replay(inner, in: frame)
        let drawing = context.drawing(placement: UIView.placement(view.contentMode))
        return drawing.isEmpty ? nil : drawing
    }

    /// A picture fitted as `mode` fits it: a PNG as the element's image, a picture drawn in
    /// code (`UIGraphicsImageRenderer`) as its drawing, kept as vectors.
    /// `view`, when given, is the image view that shows it: its tint colours a template.
    static func show(_ image: UIImage, mode: UIView.ContentMode, in content: inout ElementContent, by view: UIView? = nil) {
        // A catalogue's picture is the file for the traits of the view that shows it.
        let image = image.resolved(for: view?.traitCollection)
        let tint = image.drawnTint(in: view).map(color)
        if let drawn = image.drawing {
            var placed = Drawing(size: drawn.size, operations: drawn.operations, clips: drawn.clips, placement: UIView.placement(mode))
            if let tint { placed = placed.templated(in: tint) }
            content.drawing = placed
        } else {
            content.image = ImageContent(asset: image.asset, mode: mode == .scaleAspectFit ? .aspectFit : .aspectFill, tint: tint)
        }
    }

    /// The first view of `type` under `view`, depth first, in subview order.
    static func firstSubview<T: UIView>(of view: UIView, as type: T.Type) -> T? {
        for subview in view.subviews {
            if let match = subview as? T, !subview.isHidden { return match }
            if let match = firstSubview(of: subview, as: type) { return match }
        }
        return nil
    }
}

extension UIImage {
    /// The core's picture, made once per image.
    var asset: ImageAsset {
        if let made = cachedAsset as? ImageAsset { return made }
        let made = ImageAsset(name: name, pngData: pngBytes, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        cachedAsset = made
        return made
    }
}
