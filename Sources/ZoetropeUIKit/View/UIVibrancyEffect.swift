/// UIKit's `UIVibrancyEffect`, kept so that the code that makes one runs. Its content is drawn
/// in its own colours: the phone tints it with the blur behind, which is not drawn here
/// (docs/bring-your-own-layout.md, "Blur").
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style, `.label` unless given.
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = .label
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
