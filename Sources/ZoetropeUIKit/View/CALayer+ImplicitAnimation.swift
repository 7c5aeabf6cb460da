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
    ///
    /// `old` is made only when an animation is: a layout pass sets thousands of properties
    /// outside any block, and boxing each old value would cost more than setting it.
    func implicitlyAnimate(_ key: String, from old: @autoclosure () -> Any) {
        if view != nil { return animateInViewBlock(key, from: old()) }
        guard let drawn = drawnInTurn, let recording = Recording.current, drawn < recording.turn,
              !CATransaction.disableActions(), !(actions?[key] is NSNull) else { return }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = old()
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: key)
    }
}

/// UIKit's actions for a view's own layer: inside an animation block (`UIView.animate`, its
/// spring, a property animator's), a change of a property the block animates gets an animation
/// of it from the old value, with the block's duration, delay and curve, starting with the
/// turn of the run loop, as UIKit's `action(for:forKey:)` answers. Those animated: a view's
/// `alpha` (its layer's `opacity`), `backgroundColor`, `transform`, `center` (its layer's
/// `position`), the size of its `bounds` (a new `frame` is both) and its layer's
/// `cornerRadius`; the phone animates `borderColor`, `borderWidth` and shadows only through
/// Core Animation, and so does this. Outside a block, and for what a collection view does to
/// its views itself (dequeuing, configuring, giving them the layout's attributes), none.
extension CALayer {
    /// The keys a view animates inside an animation block.
    static let keysAnimatedInViewBlocks: Set<String> = ["opacity", "backgroundColor", "transform", "cornerRadius", "position", "bounds"]

    /// `old` is made only inside a block (see `implicitlyAnimate(_:from:)`); the cheapest
    /// question is asked first. `restingAt`, when given, is the model's new position: set back
    /// in the same turn to where it started (two moves that cancel, as UIKit's additive
    /// animations cancel), it animates nothing, and its animation goes. (A value, not a test
    /// of one: a closure capturing the position would be made at every move.)
    func animateInViewBlock(_ key: String, from old: @autoclosure () -> Any, restingAt position: CGPoint? = nil) {
        guard let block = ViewAnimation.current, block.timing.duration > 0, Self.keysAnimatedInViewBlocks.contains(key),
              let recording = Recording.current, !ViewAnimation.disabled.value else { return }
        let made = CABasicAnimation(keyPath: key)
        made.fromValue = old()
        // Set again in the same turn (a layout pass that places a view twice before it rests):
        // it still starts from where it was before the turn changed it.
        if let earlier = animation(forKey: key) as? CABasicAnimation, earlier.pacingInBlock != nil, earlier.addedInTurn == recording.turn {
            made.fromValue = earlier.fromValue
            if let position, (earlier.fromValue as? NSValue)?.cgPointValue == position {
                removeAnimation(forKey: key)
                recording.noteBlockAnimation(endingAt: recording.now + block.timing.delay + block.timing.duration)
                return
            }
        }
        made.addedInTurn = recording.turn
        made.duration = block.timing.duration
        made.pacingInBlock = block.timing.curve
        // A delayed block shows the old value until it starts, as UIKit fills its animations
        // backwards.
        made.fillMode = .backwards
        add(made, forKey: key, beginningAt: recording.now + block.timing.delay)
        recording.noteBlockAnimation(endingAt: recording.now + block.timing.delay + block.timing.duration)
    }
}

extension NSNull: CAAction {}
extension CAAnimation: CAAction {}
