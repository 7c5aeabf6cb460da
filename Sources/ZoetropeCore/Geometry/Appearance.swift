/// How a screen is shown: the parts of UIKit's trait collection a team tests a screen in —
/// light or dark, Increase Contrast, the interface level, Dynamic Type's content size, and
/// the layout direction.
///
/// Fixtures and recordings without an appearance are drawn in `Appearance.standard` (light,
/// normal contrast, base level, Large, left to right), exactly as before appearances existed.
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark: UIKit's `UIUserInterfaceStyle`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    /// Whether Increase Contrast is on: UIKit's `UIAccessibilityContrast`.
    public enum Contrast: String, Hashable, Sendable, CaseIterable {
        case normal, high
    }

    /// The depth of the interface: UIKit's `UIUserInterfaceLevel`. Dark backgrounds are lighter
    /// (`elevated`) in a sheet or popover, so that it stands out from what lies under it.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case base, elevated
    }

    /// Which way the interface reads: UIKit's `UIUserInterfaceLayoutDirection`. Right to left
    /// (Arabic, Hebrew) mirrors the layouts that say they flip
    /// (`CollectionLayout.flipsHorizontallyInOppositeLayoutDirection`) and puts the leading
    /// side of text on the right.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case leftToRight, rightToLeft
    }

    public var style: Style
    public var contrast: Contrast
    public var level: Level
    /// The size text styles are drawn at.
    public var contentSize: DynamicType.Category
    public var direction: Direction

    public init(style: Style = .light, contrast: Contrast = .normal, level: Level = .base, contentSize: DynamicType.Category = .large,
                direction: Direction = .leftToRight) {
        self.style = style
        self.contrast = contrast
        self.level = level
        self.contentSize = contentSize
        self.direction = direction
    }

    /// Light, normal contrast, base level, Large, left to right: what the phone shows unless
    /// told otherwise.
    public static let standard = Appearance()

    /// `light`, `dark`, `light-high-contrast`, `dark-elevated`, `dark-ax5`, `light-rtl`: the name
    /// a matrix of renders gives the output made in this appearance (the content size by its
    /// short name, when it is not Large; `rtl` last, when right to left).
    public var description: String {
        var parts = [style.rawValue]
        if contrast == .high { parts.append("high-contrast") }
        if level == .elevated { parts.append("elevated") }
        if contentSize != .large { parts.append(contentSize.shortName) }
        if direction == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }

    /// The appearance `description` names (`light`, `dark-high-contrast`, `dark-elevated`,
    /// `light-ax5`, `dark-rtl`): a style, then optionally `-high-contrast`, `-elevated`, a
    /// content size by its short name and `-rtl`, in that order; nil for anything else.
    package init?(name: String) {
        var rest = Substring(name)
        guard let style = Style.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else { return nil }
        self.init(style: style)
        rest = rest.dropFirst(style.rawValue.count)
        if rest.hasPrefix("-high-contrast") {
            contrast = .high
            rest = rest.dropFirst("-high-contrast".count)
        }
        if rest.hasPrefix("-elevated") {
            level = .elevated
            rest = rest.dropFirst("-elevated".count)
        }
        if rest.hasSuffix("-rtl") {
            direction = .rightToLeft
            rest = rest.dropLast("-rtl".count)
        }
        if rest.hasPrefix("-"), let size = DynamicType.Category.allCases.first(where: { "-" + $0.shortName == rest }) {
            contentSize = size
            rest = ""
        }
        guard rest.isEmpty else { return nil }
    }
}
