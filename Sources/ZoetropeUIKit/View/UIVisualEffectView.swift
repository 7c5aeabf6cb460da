/// A view that blurs what lies behind it: UIKit's `UIVisualEffectView`. Kept, with its
/// `contentView` holding what the app puts on the blur; the blur itself is not yet drawn
/// (docs/bring-your-own-layout.md, "What is not honoured").
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
}
