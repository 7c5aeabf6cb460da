import ZoetropeCore

/// UIKit's `UIBlurEffect`, with its styles.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How the style is drawn: its blur, and the colour laid over it.
    ///
    /// Apple publishes no figures for the system's blurs. The classic three are those of Apple's
    /// image-effects sample code (iOS 7's bars): light a 30-point blur under white at 30 %,
    /// extra light 20 points under a near white at 82 %, dark 20 points under a dark grey at 73 %,
    /// each with saturation raised 1.8 times. The materials share those blurs, with tints that
    /// grow opaque from ultra thin to thick, judged against the phone. The adaptable styles
    /// (`regular`, `prominent`, the materials without a suffix) follow the view's
    /// `userInterfaceStyle`, as UIKit's do: light, or their dark counterparts (`regular` as
    /// `dark`, `prominent` as `extraDark`, each material as its `…Dark` style).
    func drawn(in traits: UITraitCollection) -> (blur: BackdropBlur, tint: Color) {
        guard traits.userInterfaceStyle == .dark, let dark = darkCounterpart else { return drawn }
        return UIBlurEffect(style: dark).drawn
    }

    /// The style an adaptable style takes in dark mode; nil for the fixed styles.
    var darkCounterpart: Style? {
        switch style {
        case .regular: .dark
        case .prominent: .extraDark
        case .systemUltraThinMaterial: .systemUltraThinMaterialDark
        case .systemThinMaterial: .systemThinMaterialDark
        case .systemMaterial: .systemMaterialDark
        case .systemThickMaterial: .systemThickMaterialDark
        case .systemChromeMaterial: .systemChromeMaterialDark
        default: nil
        }
    }

    /// How the style is drawn in the light appearance.
    private var drawn: (blur: BackdropBlur, tint: Color) {
        let white = { (alpha: Double) in Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        let dark = { (alpha: Double) in Color(red: 0.11, green: 0.11, blue: 0.11, alpha: alpha) }
        let wide = BackdropBlur(radius: 30, saturation: 1.8), narrow = BackdropBlur(radius: 20, saturation: 1.8)
        switch style {
        case .extraLight, .prominent: return (narrow, Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.82))
        case .light, .regular: return (wide, white(0.3))
        case .dark: return (narrow, dark(0.73))
        case .extraDark: return (narrow, dark(0.86))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (wide, white(0.3))
        case .systemThinMaterial, .systemThinMaterialLight: return (wide, white(0.5))
        case .systemMaterial, .systemMaterialLight: return (wide, white(0.7))
        case .systemThickMaterial, .systemThickMaterialLight: return (wide, white(0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight: return (wide, Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialDark: return (wide, dark(0.4))
        case .systemThinMaterialDark: return (wide, dark(0.55))
        case .systemMaterialDark: return (wide, dark(0.73))
        case .systemThickMaterialDark: return (wide, dark(0.86))
        case .systemChromeMaterialDark: return (wide, dark(0.8))
        }
    }
}
