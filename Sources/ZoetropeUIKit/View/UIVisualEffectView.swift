import ZoetropeCore

/// A view that blurs what lies behind it: UIKit's `UIVisualEffectView`. With a `UIBlurEffect`
/// it is drawn as a backdrop blur (`BackdropBlur`) under the style's tint; what the app puts
/// in `contentView` is drawn over it, sharp. Other effects (vibrancy) draw nothing of their own.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// No effect yet: an app sets `effect` later (often inside an animation).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The blur and tint drawn for the effect in the view's traits, nil when it is not a blur.
    var drawnBlur: (blur: BackdropBlur, tint: Color)? {
        (effect as? UIBlurEffect)?.drawn(in: traitCollection)
    }
}
