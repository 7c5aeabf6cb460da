/// An earlier animation of an element, still under way, carried into a step that interrupted it.
///
/// Zoetrope interrupts as Core Animation does since iOS 8: additively. The new step animates
/// every element from its model value (where the interrupted step was taking it) to its new
/// target, and the interrupted motion goes on adding its own offset from its end, which fades
/// to nothing as it finishes. At the moment of hand-over the element is exactly where it was
/// shown and moves exactly as fast; a spring keeps its momentum.
package struct CarriedMotion: Hashable, Sendable {
    package var from: LayoutAttributes
    package var to: LayoutAttributes
    /// Its timing counted from the start of the step that carries it: the delay is negative
    /// once the motion was already under way when that step began.
    package var timing: Timing

    package init(from: LayoutAttributes, to: LayoutAttributes, timing: Timing) {
        self.from = from
        self.to = to
        self.timing = timing
    }

    /// The motion's offset from its end, `time` seconds into the carrying step.
    func offset(atStepTime time: Double) -> AttributeVector {
        AttributeVector(from.interpolated(to: to, progress: timing.progress(atStepTime: time))) - AttributeVector(to)
    }

    /// The same motion, counted from a step that starts `seconds` later.
    func shifted(by seconds: Double) -> CarriedMotion {
        CarriedMotion(from: from, to: to, timing: timing.shifted(by: seconds))
    }
}
