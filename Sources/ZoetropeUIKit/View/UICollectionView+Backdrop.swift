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
    /// as the collection view. Resolved in the current traits.
    var shownBackdropColor: UIColor {
        let own = shownBackgroundColor
        guard let view = backgroundView, !view.isHidden, view.alpha > 0,
              let colour = view.backgroundColor?.resolvedColor(with: UITraitCollection.current), colour.alpha > 0 else { return own }
        let top = colour.alpha * Swift.min(1, view.alpha)
        if top >= 1 { return colour }
        let base = own.resolvedColor(with: UITraitCollection.current)
        let alpha = top + base.alpha * (1 - top)
        func over(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a * top + b * base.alpha * (1 - top)) / alpha }
        return UIColor(red: over(colour.red, base.red), green: over(colour.green, base.green), blue: over(colour.blue, base.blue), alpha: alpha)
    }
}
