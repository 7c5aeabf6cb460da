import ZoetropeCore

/// A font: UIKit's `UIFont`, as a size and a weight (and the text style it came from).
///
/// Zoetrope draws the system font with its own default face (DejaVu Sans, see
/// docs/rendering.md); sizes and weights are UIKit's, and `preferredFont(forTextStyle:)` gives
/// Dynamic Type's sizes at the recording's content size category (docs/appearance.md).
open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit's font weights, on UIKit's scale (−1…1).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Dynamic Type's text styles.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style in Dynamic Type's table; a style of the app's own naming is the body's.
        var dynamicType: DynamicType.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption1
            case .caption2: return .caption2
            default: return .body
            }
        }

        /// Size and weight at `category` (Large, the default, when unspecified).
        func metrics(at category: UIContentSizeCategory) -> (size: CGFloat, weight: Weight) {
            let style = dynamicType
            return (CGFloat(DynamicType.size(of: style, at: category.dynamicType)), DynamicType.isSemibold(style) ? .semibold : .regular)
        }
    }

    public let pointSize: CGFloat
    public let weight: Weight
    private var namedFont: String?

    init(size: CGFloat, weight: Weight) {
        self.pointSize = size
        self.weight = weight
        super.init()
    }

    /// The font an app names (its own typeface, bundled with it): drawn here in the system
    /// face at `fontSize`, its weight read from the name (`…-Bold`, `…Semibold`, `… Light`…),
    /// so that text keeps its size and boldness and Auto Layout measures it close to the phone.
    /// Never nil, where UIKit returns nil for a name it does not know: apps unwrap it with `!`.
    /// The name is kept (`fontName`).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize > 0 ? fontSize : 17, weight: Self.weight(named: fontName))
        self.namedFont = fontName
    }

    /// The name it was made with (`UIFont(name:size:)`), else the system font's.
    open var fontName: String { namedFont ?? ".SFUI-Regular" }
    open var familyName: String { namedFont.map { $0.split(separator: "-").first.map(String.init) ?? $0 } ?? ".SF UI Text" }

    /// The weight a font's name says, by the words type designers use.
    static func weight(named name: String) -> Weight {
        let lower = name.lowercased().filter { $0.isLetter }
        let words: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy),
            ("black", .black), ("bold", .bold), ("medium", .medium), ("light", .light),
        ]
        return words.first { lower.contains($0.0) }?.1 ?? .regular
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// The font of `style` at the content size category of the current traits (the
    /// recording's, `record(…, traits:)`; Large by default), from Dynamic Type's table.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at `traitCollection`'s content size category, or the current
    /// traits' when it specifies none.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let metrics = style.metrics(at: UITraitCollection.contentSizeCategory(of: traitCollection))
        return UIFont(size: metrics.size, weight: metrics.weight)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(size: fontSize, weight: weight)
        font.namedFont = namedFont
        return font
    }

    /// The height of a line of text in this font, as labels lay their lines out.
    open var lineHeight: CGFloat { CGFloat(AutoLayoutEngine.font(self).lineHeight) }

    open override var description: String { "<UIFont: system \(pointSize)pt, weight \(weight.rawValue)>" }
}
