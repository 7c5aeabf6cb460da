import ZoetropeCore

/// A view's outline as Zoetrope draws it: its corners (and their animations), border and
/// shadow, from the cell's background configuration, else the view's own layer, else its
/// content view's.
///
/// A value of its own, read apart from the rest of the view's content: `apply(_:)` rounding a
/// cell's corners at every step changes its outline alone, and only that is read again then
/// (`ViewContent.rereadOutline`). Set over content field by field, only where it differs, so
/// that content which shares its storage with the view's last reading is copied once at most.
struct ViewOutline {
    var cornerRadius = 0.0
    var cornerShape = CornerShape.circular
    var cornerRadiusAnimations: [DrawingAnimation] = []
    var border: Border?
    var shadow: Shadow?

    /// Reads `view`'s outline. Its colours resolve in the current traits (see
    /// `resolvesColors(of:cell:)`).
    init(of view: UIView, cell: UICollectionViewCell?) {
        let contentView = cell?.contentView
        let background = cell?.backgroundConfiguration
        let layer = view.ownLayer
        let radius = (background.map { $0.cornerRadius > 0 ? $0.cornerRadius : nil } ?? nil)
            ?? (layer.cornerRadius > 0 ? layer.cornerRadius : contentView?.layer.cornerRadius ?? 0)
        cornerRadius = Double(radius)
        // Which corners round, in which curve: the layer whose radius is drawn says.
        if background.map({ $0.cornerRadius > 0 }) != true {
            cornerShape = (layer.cornerRadius > 0 ? layer : contentView?.layer ?? layer).cornerShape
        }
        // Its own layer's corners animating, or its content view's (an expanding card).
        cornerRadiusAnimations = layer.drawingAnimations(of: .cornerRadius, model: layer.cornerRadius)
        if let contentLayer = contentView?.layer, contentLayer.hasExplicitAnimations {
            cornerRadiusAnimations += contentLayer.drawingAnimations(of: .cornerRadius, model: contentLayer.cornerRadius)
        }

        if let background, background.strokeWidth > 0, background.strokeColor != nil {
            border = Border(width: Double(background.strokeWidth),
                            color: ViewContent.color(background.resolvedStrokeColor(for: view.tintColor ?? .systemBlue)))
        } else if let bordered = layer.borderWidth > 0 ? layer : contentView.map(\.layer).flatMap({ $0.borderWidth > 0 ? $0 : nil }) {
            border = Border(width: Double(bordered.borderWidth),
                            color: ViewContent.color(bordered.borderColor.map(UIColor.init(cgColor:)) ?? .black))
        }

        if let shadowed = layer.shadowOpacity > 0 ? layer : Self.shadowedContentLayer(of: cell) {
            let base = shadowed.shadowColor.map(UIColor.init(cgColor:)) ?? .black
            shadow = Shadow(color: ViewContent.color(base.withAlphaComponent(base.alpha * CGFloat(shadowed.shadowOpacity))),
                            offset: Point(x: Double(shadowed.shadowOffset.width), y: Double(shadowed.shadowOffset.height)),
                            radius: Double(shadowed.shadowRadius))
        }
    }

    /// Whether reading `view`'s outline resolves a colour (a border's or a shadow's), which
    /// must be read in the view's traits; corners alone are numbers.
    static func resolvesColors(of view: UIView, cell: UICollectionViewCell?) -> Bool {
        if let background = cell?.backgroundConfiguration, background.strokeWidth > 0 { return true }
        let layer = view.ownLayer
        return layer.borderWidth > 0 || layer.shadowOpacity > 0 || (cell?.contentView.layer.borderWidth ?? 0) > 0
            || shadowedContentLayer(of: cell) != nil
    }

    /// The content view's layer when it casts the cell's shadow (a pager's card, whose cell is
    /// clear): it has a shadow and fills the cell, with a colour or a subview as large as it
    /// (a photo). A shadow follows what the layer draws, so one that draws less casts none here.
    static func shadowedContentLayer(of cell: UICollectionViewCell?) -> CALayer? {
        guard let contentView = cell?.contentView, contentView.layer.shadowOpacity > 0 else { return nil }
        let filled = (contentView.backgroundColor?.alpha ?? 0) > 0
            || contentView.subviews.contains { !$0.isHidden && $0.frame.contains(contentView.bounds) }
        return filled ? contentView.layer : nil
    }

    /// Sets the outline over `content`, field by field where it differs.
    func set(on content: inout ElementContent) {
        if content.cornerRadius != cornerRadius { content.cornerRadius = cornerRadius }
        if content.cornerShape != cornerShape { content.cornerShape = cornerShape }
        if content.cornerRadiusAnimations != cornerRadiusAnimations { content.cornerRadiusAnimations = cornerRadiusAnimations }
        if content.border != border { content.border = border }
        if content.shadow != shadow { content.shadow = shadow }
    }
}
