/// The text of a list cell or header: UIKit's `UIListContentConfiguration`, with the
/// metrics of its styles.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0

        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }

        /// The colour the text is drawn in (no transformer applies here).
        public func resolvedColor() -> UIColor { color }
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        /// The configuration a symbol image is shown in, over its own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// The image as shown: a symbol made again in `preferredSymbolConfiguration`.
        func shown(_ image: UIImage) -> UIImage {
            guard image.isSymbolImage, let preferredSymbolConfiguration else { return image }
            return image.withConfiguration(preferredSymbolConfiguration)
        }

        /// The image's tint: its own, else `tintColor` (the view's).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The room between the image's trailing edge and the text.
    public var imageToTextPadding: CGFloat = 16
    public var axesPreservingSuperviewLayoutMargins: Int = 0
    /// Which style this is: secondary text beside the text (value cells) or below it.
    let sideBySide: Bool

    init(font: UIFont, color: UIColor, secondaryFont: UIFont = .preferredFont(forTextStyle: .subheadline),
         secondaryColor: UIColor = .secondaryLabel, margins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
         sideBySide: Bool = false) {
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.sideBySide = sideBySide
    }

    public static func cell() -> UIListContentConfiguration { .init(font: .preferredFont(forTextStyle: .body), color: .label) }
    public static func subtitleCell() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .body), color: .label, secondaryFont: .preferredFont(forTextStyle: .footnote))
    }
    public static func valueCell() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .body), color: .label, secondaryFont: .preferredFont(forTextStyle: .body), sideBySide: true)
    }
    public static func sidebarCell() -> UIListContentConfiguration { .init(font: .preferredFont(forTextStyle: .body), color: .label) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarHeader() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .headline), color: .label)
    }
    public static func plainHeader() -> UIListContentConfiguration {
        .init(font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
              margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    public static func plainFooter() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
              margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    public static func groupedHeader() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
              margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }
    public static func groupedFooter() -> UIListContentConfiguration {
        .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
              margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
    }
}
