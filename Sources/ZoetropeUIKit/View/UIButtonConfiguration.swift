import Foundation

extension UIButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): a button's content and look as one value.
    ///
    /// A button given one draws its background (a rounded rectangle of the style's colour,
    /// under the title), its title and subtitle in the font of its `buttonSize`, and its image,
    /// laid out inside `contentInsets` with `imagePadding` and `titlePadding`, as iOS 15 to 18
    /// draw the four styles and their bordered names:
    ///
    /// | style | background | title |
    /// |---|---|---|
    /// | `plain()`, `borderless()` | none | the tint colour |
    /// | `gray()`, `bordered()` | `secondarySystemFill` | the tint colour |
    /// | `tinted()`, `borderedTinted()` | the tint colour at 15 % | the tint colour |
    /// | `filled()`, `borderedProminent()` | the tint colour | white |
    ///
    /// `baseBackgroundColor` and `baseForegroundColor` replace the tint colour and white there;
    /// `background.backgroundColor` replaces the background outright. A disabled button's
    /// title is `tertiaryLabel` and its background (but a plain one's) `tertiarySystemFill`.
    /// Sizes, fonts and corner radii are estimates of the phone's, listed in
    /// docs/bring-your-own-layout.md ("Buttons").
    public struct Configuration {
        /// Which of UIKit's styles it came from: it decides the colours.
        enum Style: Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        /// How round the background's corners are.
        public enum CornerStyle: Hashable, Sendable {
            /// By the button's size (`buttonSize`).
            case dynamic
            /// `background.cornerRadius`, as set.
            case fixed
            case small, medium, large
            /// Half the button's height.
            case capsule
        }

        /// The button's size: its fonts, insets and corners.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        var style: Style

        /// The title, styled: its first run's font and colour are drawn (`attributedTitle?.font
        /// = …`), over the size's font and the style's colour. Setting `title` sets it unstyled.
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?

        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// Changes the title's attributes (its font, its colour) as they are drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var image: UIImage?
        /// Where the image sits beside the title: `.leading` (UIKit's default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Points between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Points between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        /// The background's own colour, stroke and corner radius (the radius with
        /// `cornerStyle` `.fixed`).
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !insetsWereSet { madeInsets = Self.contentInsets(for: buttonSize) } }
        }
        /// Kept: an SF Symbol has nothing to draw here.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Kept; a recording shows no spinner.
        public var showsActivityIndicator = false

        private var madeInsets = Configuration.contentInsets(for: .medium)
        private var insetsWereSet = false

        /// The insets around the content: the size's own until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { madeInsets }
            set {
                madeInsets = newValue
                insetsWereSet = true
            }
        }

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// This configuration as `button`'s state shows it: UIKit resolves colours at drawing
        /// time, so the copy is the same value here.
        public func updated(for button: UIButton) -> Configuration { self }

        // MARK: What a size gives (estimates of iOS 15–18)

        /// The insets of a size: a medium button of the 17-point body font is 34 points tall.
        static func contentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .footnote)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        /// The subtitle's font: a step smaller than the title's.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .caption1)
            case .medium, .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        /// The background's corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 10
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 4
                case .medium: 6
                case .large: 10
                }
            }
        }

        // MARK: Colours

        /// The title's, subtitle's and image's colour, for a button of `tint` that is
        /// `enabled` or not.
        func foregroundColor(tint: UIColor, enabled: Bool) -> UIColor {
            guard enabled else { return .tertiaryLabel }
            return baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The font and colour a line is drawn in: the size's font and the style's colour, then
        /// the attributes of the text's first run, then the transformer.
        static func resolvedAttributes(of text: AttributedString?, font: UIFont, color: UIColor,
                                       transformer: UIConfigurationTextAttributesTransformer?) -> (font: UIFont, color: UIColor) {
            var container = AttributeContainer()
            container.font = font
            container.foregroundColor = color
            if let run = text?.runs.first {
                if let set = run.attributes.font { container.font = set }
                if let set = run.attributes.foregroundColor { container.foregroundColor = set }
            }
            if let transformer { container = transformer(container) }
            return (container.font ?? font, container.foregroundColor ?? color)
        }

        /// The background's colour; clear for a plain button.
        func backgroundColor(tint: UIColor, enabled: Bool) -> UIColor {
            if let set = background.backgroundColor {
                return background.backgroundColorTransformer.map { $0(set) } ?? set
            }
            let base: UIColor
            switch style {
            case .plain: base = .clear
            case _ where !enabled: base = .tertiarySystemFill
            case .gray: base = baseBackgroundColor ?? .secondarySystemFill
            case .tinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: base = baseBackgroundColor ?? tint
            }
            return background.backgroundColorTransformer.map { $0(base) } ?? base
        }
    }
}
