import Foundation

/// Core Animation's implicit animations: a layer that backs no view, set to a new value of an
/// animatable property once it has been on screen, animates from the old value to the new
/// one, as the phone commits the change. The animation lasts `CATransaction`'s duration (a
/// quarter of a second unless set), paced by its timing function or Core Animation's default
/// curve, and is added under the property's name, replacing one playing there.
///
/// None is made for a view's own layer (UIKit answers its layer's actions with none, and
/// animates what `UIView.animate` changes itself), inside `CATransaction.setDisableActions(true)`,
/// for a key whose entry in `actions` is `NSNull`, or for a layer that was not yet drawn in an
/// earlier turn of the run loop (one made and set up in the same turn appears as set). Those
/// animated: `opacity`, `transform`, `position`, `bounds` (its size: a new `frame` animates
/// both), `backgroundColor`, `borderColor`, `cornerRadius`, a shape layer's `path`,
/// `fillColor`, `strokeColor`, `strokeStart` and `strokeEnd`, and a gradient layer's `colors`;
/// the rest change at once.
extension CALayer {
    /// Adds the implicit animation of `key` from `old`, when Core Animation would.
    func implicitlyAnimate(_ key: String, from old: Any) {
        guard view == nil, let recording = Recording.current, let drawn = drawnInTurn, drawn < recording.turn,
              !CATransaction.disableActions(), !(actions?[key] is NSNull) else { return }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = old
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: key)
    }
}

/// What a layer does when a property changes (Core Animation's `CAAction`): an animation, or
/// `NSNull` for nothing, as `actions` names them.
public protocol CAAction {}
extension NSNull: CAAction {}
extension CAAnimation: CAAction {}
