/// Dynamic Type: the size of each of UIKit's text styles at each of the twelve content size
/// categories, as the Human Interface Guidelines' typography specifications list them for iOS
/// ("Dynamic Type sizes", the standard sizes and the larger accessibility sizes). Weights are
/// regular but for the headline, which is semibold at every size.
public enum DynamicType {
    /// UIKit's `UIFont.TextStyle`s, by the names a fixture writes.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// UIKit's content size categories, smallest first; `large` is the phone's default.
    public enum Category: String, Hashable, Sendable, CaseIterable, Comparable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
        case accessibilityExtraExtraExtraLarge

        var rank: Int { Self.allCases.firstIndex(of: self) ?? 3 }

        /// Whether it is one of the five accessibility sizes (Larger Accessibility Sizes).
        package var isAccessibilityCategory: Bool { rank >= Category.accessibilityMedium.rank }

        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rank < rhs.rank }

        /// The name Settings' slider steps go by: `xs` to `xxxl`, then `ax1` to `ax5`.
        package var shortName: String {
            ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][rank]
        }
    }

    /// The point size of `style` at `category`.
    public static func size(of style: TextStyle, at category: Category) -> Double {
        sizes(of: style)[category.rank]
    }

    /// Whether `style` is drawn semibold (the headline) rather than regular.
    package static func isSemibold(_ style: TextStyle) -> Bool { style == .headline }

    /// What a size `value` chosen for `style` at the default category becomes at `category`:
    /// scaled by the ratio of the style's two sizes, as `UIFontMetrics` scales a custom font
    /// or a spacing.
    public static func scaled(_ value: Double, for style: TextStyle, at category: Category) -> Double {
        value * size(of: style, at: category) / size(of: style, at: .large)
    }

    /// The twelve sizes of a style: extra small to extra extra extra large, then the five
    /// accessibility sizes.
    private static func sizes(of style: TextStyle) -> [Double] {
        switch style {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }
}
