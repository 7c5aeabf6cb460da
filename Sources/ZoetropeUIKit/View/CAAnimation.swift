/// Core Animation's `CAAnimation`, the base of the explicit animations a layer is given with
/// `add(_:forKey:)`. Kept on the layer (`animation(forKey:)`, `animationKeys()`) with its
/// timing, not yet played: a recording animates what UIKit's view animations and the layout
/// change, and an explicit animation of a layer's own drawing (a shape's `strokeEnd`) waits
/// for layers to be drawn (docs/bring-your-own-layout.md, "What is not honoured").
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

/// What hears an animation start and stop: Core Animation's `CAAnimationDelegate`. Kept
/// animations never play, so neither is called.
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
