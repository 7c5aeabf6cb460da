import ZoetropeCore

/// Core Animation's `CAAnimation`, the base of the explicit animations a layer is given with
/// `add(_:forKey:)`. Those of a layer's `opacity` and a shape layer's `strokeStart` and
/// `strokeEnd` play in the recording, in the frames and the SVG, with their timing (see
/// `CALayer+Animations.swift`); others are kept on the layer (`animation(forKey:)`,
/// `animationKeys()`), not played (docs/bring-your-own-layout.md).
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    open weak var delegate: CAAnimationDelegate?
    /// The pacing when it is not a timing function's: a spring (`CASpringAnimation`), or the
    /// curve of the `UIView.animate` block that made it.
    var pacing: TimingCurve? { pacingInBlock }
    /// The curve of the animation block that made this animation (see `UIView`'s layer actions).
    var pacingInBlock: TimingCurve?
    /// The turn of the run loop in which an animation block made it.
    var addedInTurn: Int?

    public override init() {
        super.init()
    }
}
