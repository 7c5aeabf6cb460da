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

/// An animation of one property, named by its key path: Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another: Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// A spring from one value to another: Core Animation's `CASpringAnimation`. It plays with
/// its physics (mass, stiffness, damping and initial velocity, Core Animation's defaults
/// 1, 100, 10 and 0) for its `duration`, as on the phone; `settlingDuration` says how long the
/// spring takes to come to rest, the duration apps usually give it.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Kept: a duration longer than the spring's settling leaves the value at rest.
    open var allowsOverdamping = false

    /// iOS 17's spring by its perceived duration and bounce (`Spring(duration:bounce:)`).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: Swift.max(0.001, perceptualDuration), bounce: Double(Swift.min(1, Swift.max(-0.999, bounce))))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    /// The spring's physics, made usable: a mass and stiffness of at least a millionth, a
    /// damping of at least 0.
    var spring: Spring {
        Spring(mass: Double(Swift.max(1e-6, mass)), stiffness: Double(Swift.max(1e-6, stiffness)), damping: Double(Swift.max(0, damping)),
               initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, as Core Animation estimates it.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override var pacing: TimingCurve? { .spring(spring) }
}

/// An animation through several values at fractions of its duration: Core Animation's
/// `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Kept: values are passed through in straight lines (`linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kept, not played: a position along a path.
    open var path: CGPath?
}

/// Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// What hears an animation start and stop: Core Animation's `CAAnimationDelegate`. Not
/// called: an animation plays in the drawing, not in the app's run loop.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
