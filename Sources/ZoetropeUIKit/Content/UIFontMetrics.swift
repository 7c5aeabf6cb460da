import ZoetropeCore

/// Scaling for Dynamic Type: UIKit's `UIFontMetrics`. A value or a font chosen for a text style
/// at the default category (Large) is scaled by the ratio of the style's size at the current
/// category to its size at Large, from Dynamic Type's table (docs/appearance.md).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = UITraitCollection.contentSizeCategory(of: traitCollection).dynamicType
        return CGFloat(DynamicType.scaled(Double(value), for: textStyle.dynamicType, at: category))
    }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// Scaled, but never past `maximumPointSize` (0: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
    }
}
