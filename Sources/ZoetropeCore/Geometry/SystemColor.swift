/// UIKit's dynamic system colours, by the name UIKit gives them (`systemRed`, `label`,
/// `secondarySystemGroupedBackground`), with their value in each appearance.
///
/// The hues and greys have four values each: light and dark, each with and without Increase
/// Contrast, as the Human Interface Guidelines' colour specifications list them for iOS
/// (before the 2025 redesign, the values UIKit uses through iOS 18). The element colours
/// (labels, backgrounds, fills, separators) are the values UIKit's `resolvedColor(with:)`
/// returns for light and dark; the backgrounds also have their lighter dark values for an
/// elevated interface. Where UIKit has an Increase Contrast value that Apple does not publish,
/// the normal one is used; docs/appearance.md lists the whole table.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill

    /// The colour in `appearance`.
    public func color(in appearance: Appearance) -> Color {
        let values = variants
        let high = appearance.contrast == .high
        switch appearance.style {
        case .light:
            return (high ? values.lightHighContrast : nil) ?? values.light
        case .dark:
            if appearance.level == .elevated, let elevated = values.darkElevated { return elevated }
            return (high ? values.darkHighContrast : nil) ?? values.dark
        }
    }

    /// The name as written in a fixture or looked up by `UIColor(named:)`'s fallback: the
    /// case's name, or UIKit's Objective-C name with its `Color` suffix (`systemRedColor`).
    package init?(name: String) {
        let trimmed = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        self.init(rawValue: trimmed)
    }

    struct Variants {
        var light: Color
        var dark: Color
        var lightHighContrast: Color?
        var darkHighContrast: Color?
        var darkElevated: Color?
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// One colour's values: light, dark, then (for the hues and greys) the two with Increase
    /// Contrast.
    private static func hue(_ light: Color, _ dark: Color, _ lightHigh: Color, _ darkHigh: Color) -> Variants {
        Variants(light: light, dark: dark, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
    }

    var variants: Variants {
        func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color { Self.rgb(r, g, b, a) }
        switch self {
        case .systemRed: return Self.hue(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97))
        case .systemOrange: return Self.hue(rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64))
        case .systemYellow: return Self.hue(rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38))
        case .systemGreen: return Self.hue(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91))
        case .systemMint: return Self.hue(rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207))
        case .systemTeal: return Self.hue(rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255))
        case .systemCyan: return Self.hue(rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255))
        case .systemBlue: return Self.hue(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
        case .systemIndigo: return Self.hue(rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255))
        case .systemPurple: return Self.hue(rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255))
        case .systemPink: return Self.hue(rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130))
        case .systemBrown: return Self.hue(rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105))
        case .systemGray: return Self.hue(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
        case .systemGray2: return Self.hue(rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128))
        case .systemGray3: return Self.hue(rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86))
        case .systemGray4: return Self.hue(rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70))
        case .systemGray5: return Self.hue(rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56))
        case .systemGray6: return Self.hue(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))
        case .label: return Variants(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
        case .secondaryLabel: return Variants(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
        case .tertiaryLabel: return Variants(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
        case .quaternaryLabel: return Variants(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
        case .placeholderText: return Variants(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
        case .link: return Variants(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
        case .separator: return Variants(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
        case .opaqueSeparator: return Variants(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
        case .systemBackground:
            return Variants(light: rgb(255, 255, 255), dark: rgb(0, 0, 0), darkElevated: rgb(28, 28, 30))
        case .secondarySystemBackground:
            return Variants(light: rgb(242, 242, 247), dark: rgb(28, 28, 30), darkElevated: rgb(44, 44, 46))
        case .tertiarySystemBackground:
            return Variants(light: rgb(255, 255, 255), dark: rgb(44, 44, 46), darkElevated: rgb(58, 58, 60))
        case .systemGroupedBackground:
            return Variants(light: rgb(242, 242, 247), dark: rgb(0, 0, 0), darkElevated: rgb(28, 28, 30))
        case .secondarySystemGroupedBackground:
            return Variants(light: rgb(255, 255, 255), dark: rgb(28, 28, 30), darkElevated: rgb(44, 44, 46))
        case .tertiarySystemGroupedBackground:
            return Variants(light: rgb(242, 242, 247), dark: rgb(44, 44, 46), darkElevated: rgb(58, 58, 60))
        case .systemFill: return Variants(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
        case .secondarySystemFill: return Variants(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
        case .tertiarySystemFill: return Variants(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
        case .quaternarySystemFill: return Variants(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
        }
    }
}
