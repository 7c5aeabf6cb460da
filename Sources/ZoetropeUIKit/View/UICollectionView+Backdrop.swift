import Foundation

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
    /// Only colours: a gradient layer or a picture behind a clear collection view is not drawn.
    var shownBackdropColor: UIColor {
        var shown = shownBackgroundColor.resolvedColor(with: UITraitCollection.current)
        if let view = backgroundView, !view.isHidden, view.alpha > 0,
           let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 {
            shown = Self.color(colour, alpha: colour.alpha * Swift.min(1, view.alpha), over: shown)
        }
        var behind = superview
        while shown.alpha < 1, let view = behind {
            if !view.isHidden, let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 {
                shown = Self.color(shown, alpha: shown.alpha, over: colour)
            }
            behind = view.superview
        }
        return shown
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
