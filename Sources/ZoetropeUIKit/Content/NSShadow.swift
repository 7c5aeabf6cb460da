import ZoetropeCore

/// UIKit's `NSShadow`: a shadow's offset, blur radius and colour, as text attributes carry one
/// (`.shadow`) and as drawing code keeps one to pass to `CGContext.setShadow`. Text drawn with
/// `NSString.draw(at:withAttributes:)` or `draw(in:withAttributes:)` casts it.
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (typed `Any?` as in UIKit); nil: black at a third opacity.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    /// Sets the shadow on `context` for what is drawn next.
    func set(on context: CGContext) {
        if let color = shadowColor as? UIColor {
            context.setShadow(offset: shadowOffset, blur: shadowBlurRadius, color: color.cgColor)
        } else {
            context.setShadow(offset: shadowOffset, blur: shadowBlurRadius)
        }
    }
}

extension NSAttributedString.Key {
    public static let shadow = NSAttributedString.Key("NSShadow")
}
