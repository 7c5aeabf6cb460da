import ZoetropeCore

/// A view that draws itself: its `draw(_:)` runs once into a recording context, and what it
/// drew is kept, shown and stretched by its `contentMode` until `setNeedsDisplay()` asks again
/// (or, with `.redraw`, until its size changes), as UIKit keeps a layer's backing store.
enum OwnDrawing {
    /// `draw(_:)` has not run since the view was made or asked to draw again.
    case needed
    /// The view's class draws nothing of its own (its `draw(_:)` is UIKit's).
    case none
    case drawn(Drawing, at: CGSize)
}

extension UIView {
    /// What the view draws beyond its background, border and subviews, drawing it now if it
    /// must: its layer's own content (a gradient or shape layer's, a `contents` picture), what
    /// UIKit draws for a control, its `draw(_:)`, then the layers added to its layer. Nil when that is nothing, or when the
    /// view has no area (UIKit does not draw a view of zero size).
    var currentDrawing: Drawing? { currentDrawing(sublayers: nil) }

    /// What the view draws itself with only the layers added to its layer that lie beneath
    /// all its subviews; the others are drawn between and over them (`drawing(ofSublayersIn:)`),
    /// as the phone stacks a layer added after a subview over it.
    var drawingBeneathSubviews: Drawing? {
        guard let lowest = subviews.lazy.map(\.ownLayer.stackingOrder).min() else { return currentDrawing }
        return currentDrawing(sublayers: -Double.infinity..<lowest)
    }

    /// The layers added to the view's layer whose stacking orders lie in `range`, without what
    /// the view draws itself; nil when that is nothing.
    func drawing(ofSublayersIn range: Range<Double>) -> Drawing? {
        guard ownLayer.sublayers?.contains(where: { range.contains($0.stackingOrder) }) == true else { return nil }
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return withTraitsCurrent {
            let context = CGContext(size: size)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            ownLayer.renderSublayers(in: context) { range.contains($0.stackingOrder) }
            let drawing = context.drawing(placement: Self.placement(contentMode))
            return drawing.isEmpty ? nil : drawing
        }
    }

    /// What the view draws itself, with the layers added to its layer whose stacking orders
    /// lie in `sublayers` (all when nil).
    private func currentDrawing(sublayers range: Range<Double>?) -> Drawing? {
        // Most views draw nothing of their own (a cell's content view, a plain cell): known
        // without making their traits or a context, which every read of every cell would.
        if drawsNothingOfItsOwn, !drawsSystemContent, ownLayer.sublayers?.isEmpty != false,
           ownLayer.contents == nil, !(ownLayer is CAGradientLayer || ownLayer is CAShapeLayer || ownLayer is CATextLayer) {
            return nil
        }
        // UIKit makes the view's traits current while it draws: dynamic colours in `draw(_:)`
        // resolve in them.
        return withTraitsCurrent { currentDrawingInCurrentTraits(sublayers: range) }
    }

    /// Whether `draw(_:)` is known to draw nothing: it ran and drew nothing (UIKit's own), or
    /// the view is an instance of one of UIKit's classes, none of which draws in `draw(_:)`.
    private var drawsNothingOfItsOwn: Bool {
        switch ownDrawing {
        case .none: return true
        case .drawn: return false
        case .needed:
            guard Self.classesThatDrawNothing.contains(ObjectIdentifier(type(of: self))) else { return false }
            ownDrawing = .none
            return true
        }
    }

    /// UIKit's view classes whose `draw(_:)` is UIView's (an app's subclass of one may draw).
    private static let classesThatDrawNothing: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UICollectionReusableView.self), ObjectIdentifier(UICollectionViewCell.self),
        ObjectIdentifier(UICollectionViewListCell.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIStackView.self), ObjectIdentifier(UIScrollView.self),
    ]

    private func currentDrawingInCurrentTraits(sublayers range: Range<Double>?) -> Drawing? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let own = ownCurrentDrawing(size: size)
        let layered = ownLayer.contents != nil || ownLayer is CAGradientLayer || ownLayer is CAShapeLayer || ownLayer is CATextLayer
        let drawnSublayers = ownLayer.sublayers?.contains { range?.contains($0.stackingOrder) ?? true } == true
        guard layered || drawsSystemContent || drawnSublayers else { return own }
        let context = CGContext(size: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        ownLayer.drawOwnContent(in: context)
        if drawsSystemContent { drawSystemContent(in: context) }
        if let own { context.replay(own, in: bounds) }
        ownLayer.renderSublayers(in: context) { range?.contains($0.stackingOrder) ?? true }
        var drawing = context.drawing(placement: Self.placement(contentMode))
        if drawsSystemContent { drawing.bleed = Double(systemContentBleed) }
        return drawing.isEmpty ? nil : drawing
    }

    /// What `draw(_:)` drew, kept until `setNeedsDisplay()` (or a size change under
    /// `.redraw`); nil when the view does not draw itself.
    private func ownCurrentDrawing(size: CGSize) -> Drawing? {
        switch ownDrawing {
        case .none:
            return nil
        case .drawn(let drawing, let drawnSize) where drawnSize == size || contentMode != .redraw:
            return drawing.isEmpty ? nil : drawing
        case .drawn, .needed:
            break
        }
        let drawn = GraphicsContextStack.drawing(size: size, origin: bounds.origin) { draw(bounds) }
        if drawn.baseDrawWasCalled && drawn.context?.operations.isEmpty != false {
            ownDrawing = .none
            return nil
        }
        // An override that drew nothing and never asked for its context drew an empty picture.
        let context = drawn.context ?? CGContext(size: size)
        let drawing = context.drawing(placement: Self.placement(contentMode))
        ownDrawing = .drawn(drawing, at: size)
        return drawing.isEmpty ? nil : drawing
    }

    /// Where a kept drawing goes when the view's size changes.
    static func placement(_ mode: ContentMode) -> DrawingPlacement {
        switch mode {
        case .scaleToFill, .redraw: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}
