import ZoetropeCore

/// Core Animation's `CAAnimation`, the base of the explicit animations a layer is given with
/// `add(_:forKey:)`. Those of a layer's `opacity` and a shape layer's `strokeStart` and
/// `strokeEnd` play in the recording, in the frames and the SVG, with their timing (see
/// `CALayer+Animations.swift`); others are kept on the layer (`animation(forKey:)`,
/// `animationKeys()`), not played (docs/bring-your-own-layout.md). One removed on completion
/// leaves its layer in the first turn after it has played out, as Core Animation removes it.
///
/// Stored values are `@exclusivity(unchecked)`, as `CALayer`'s are: each is read or set whole,
/// and a cell read while its corners animate reads a dozen of them.
open class CAAnimation: NSObject {
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed
    @exclusivity(unchecked) open var isRemovedOnCompletion = true
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    open weak var delegate: CAAnimationDelegate?
    /// The pacing when it is not a timing function's: a spring (`CASpringAnimation`), or the
    /// curve of the `UIView.animate` block that made it.
    var pacing: TimingCurve? { pacingInBlock }
    /// The curve of the animation block that made this animation (see `UIView`'s layer actions).
    @exclusivity(unchecked) var pacingInBlock: TimingCurve?
    /// The turn of the run loop in which an animation block made it.
    @exclusivity(unchecked) var addedInTurn: Int?

    public override init() {
        super.init()
    }
}

extension CAAnimation {
    /// How long one pass lasts at the animation's speed, and how many passes it plays
    /// (`repeatCount`, else as many as fit in `repeatDuration`, else one): what the drawing
    /// plays (see `CALayer.drawingAnimation`) and when it is removed. Core Animation's duration
    /// of 0 means its default, a quarter of a second; a speed of 0 or less is played as 1.
    var passes: (duration: Double, count: Double) {
        let speed = self.speed > 0 ? Double(self.speed) : 1
        let duration = (self.duration > 0 ? self.duration : 0.25) / speed
        var count = Double(repeatCount)
        if repeatDuration > 0 && count <= 0 { count = repeatDuration / speed / duration }
        if count <= 0 { count = 1 }
        return (duration, count)
    }

    /// The recording's time at which an animation that begins at `begin` has played out and,
    /// removed on completion, leaves its layer, as Core Animation removes it; nil when it never
    /// does (kept on completion, repeating for ever, or paused at a speed of 0). A `timeOffset`
    /// only ends it sooner, so it is left out: the answer is never early.
    func removalTime(begin: Double) -> Double? {
        guard isRemovedOnCompletion, speed > 0 else { return nil }
        let (duration, count) = passes
        let active = duration * count * (autoreverses ? 2 : 1)
        return active.isFinite ? begin + active : nil
    }

    /// Whether, begun at `begin`, it has played out and left its layer by the time `now`.
    func hasBeenRemoved(beginning begin: Double, by now: Double) -> Bool {
        removalTime(begin: begin).map { $0 <= now } ?? false
    }
}
