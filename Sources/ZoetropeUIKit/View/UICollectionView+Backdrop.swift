import Foundation
import ZoetropeCore

/// What the frames show behind a collection view's content.
extension UICollectionView {
    /// What shows behind the cells: the background colour, or a grouped list's grey.
    var shownBackgroundColor: UIColor {
        if !backgroundColorIsSet, let list = (layoutObject as? UICollectionViewCompositionalLayout)?.listConfiguration {
            return list.resolvedBackgroundColor
        }
        return backgroundColor ?? .clear
    }

    /// What the frames show behind the content: the background view's colour laid over the
    /// collection view's own, as UIKit places the background view behind every cell, as large
    /// as the collection view; where that is not opaque (a clear collection view on a coloured
    /// screen), the background colours of the views it lies on show through, as on the phone.
    /// Resolved in the current traits.
    ///
    /// What those views draw beside their colours, and what the background view holds, is the
    /// underlay (`shownUnderlay`), drawn over this colour.
    var shownBackdropColor: UIColor {
        var shown = ownBackdropColor
        var behind = superview
        while shown.alpha < 1, let view = behind {
            if !view.isHidden, let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 {
                shown = Self.color(shown, alpha: shown.alpha, over: colour)
            }
            behind = view.superview
        }
        return shown
    }

    /// The background view's colour over the collection view's own, in the current traits.
    private var ownBackdropColor: UIColor {
        var shown = shownBackgroundColor.resolvedColor(with: UITraitCollection.current)
        if let view = shownBackgroundView, let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 {
            shown = Self.color(colour, alpha: colour.alpha * Swift.min(1, view.alpha), over: shown)
        }
        return shown
    }

    /// The background view, when it shows.
    private var shownBackgroundView: UIView? {
        guard let view = backgroundView, !view.isHidden, view.alpha > 0 else { return nil }
        return view
    }

    /// What lies over the backdrop colour and under every cell, fixed while the content scrolls
    /// (`Timeline.underlay`); nil when the colour is all that shows there. In the current traits.
    ///
    /// - Where the collection view and its background view let them through, the views it lies
    ///   on as the phone stacks them beneath it: a gradient layer on a controller's view, a
    ///   view drawing itself, a picture. Then the collection view's own colour over them.
    ///   Views holding it that show only a colour leave that colour to `shownBackdropColor`.
    /// - The background view's labels, pictures and drawing, laid out at the collection
    ///   view's size (an empty list's "No results").
    var shownUnderlay: ElementContent? {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return nil }
        var parts: [Subview] = []
        var drawsBeneath = false
        if ownBackdropColor.alpha < 1 {
            let beneath = ViewContent.subviewsBeneath(self)
            // A colour alone is the backdrop colour already.
            if beneath.contains(where: { $0.content != ElementContent(fill: $0.content.fill) }) {
                parts = beneath
                drawsBeneath = true
                let own = shownBackgroundColor.resolvedColor(with: UITraitCollection.current)
                if own.alpha > 0 {
                    parts.append(Subview(frame: ResizingFrame(fixed: Rect(origin: .zero, size: Bridging.size(size))),
                                         content: ElementContent(fill: .color(ViewContent.color(own)))))
                }
            }
        }
        if let view = shownBackgroundView {
            let held = ViewContent.subviews(ofBackgroundView: view, size: size, fillTaken: !drawsBeneath)
            // With nothing drawn beneath it, a background view that shows only its colour is the
            // backdrop colour.
            if drawsBeneath || !held.isEmpty { parts += held }
        }
        guard !parts.isEmpty else { return nil }
        var underlay = ElementContent(fill: .clear)
        underlay.subviews = parts
        return underlay
    }

    /// `top` at `alpha` laid over `base`, as Core Animation composites them.
    private static func color(_ top: UIColor, alpha: CGFloat, over base: UIColor) -> UIColor {
        if alpha >= 1 { return top.withAlphaComponent(1) }
        let total = alpha + base.alpha * (1 - alpha)
        guard total > 0 else { return .clear }
        func mixed(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a * alpha + b * base.alpha * (1 - alpha)) / total }
        return UIColor(red: mixed(top.red, base.red), green: mixed(top.green, base.green), blue: mixed(top.blue, base.blue), alpha: total)
    }
}
