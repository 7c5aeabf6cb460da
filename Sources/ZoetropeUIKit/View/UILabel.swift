import ZoetropeCore

/// A label: UIKit's `UILabel`. In a cell laid out by Auto Layout, each label is drawn at the
/// frame its constraints give it, its text centred vertically there and aligned by
/// `textAlignment`; otherwise the first label in a cell's content view is drawn as the cell's
/// text, centred vertically, aligned by `textAlignment`, wrapping when `numberOfLines` is not 1.
open class UILabel: UIView {
    open var text: String? { didSet { contentDidChange(); keyValueDidChange() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange(); keyValueDidChange() } }
    open var textColor: UIColor! = .label { didSet { contentDidChange(); keyValueDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    open var adjustsFontForContentSizeCategory = false
    /// The width a wrapping label breaks its lines at when Auto Layout measures it; 0: the
    /// width its constraints give it.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The width the layout engine is measuring this label at, between its passes.
    var engineWrapWidth: CGFloat?
    /// The width it was last laid out at: the engine's first guess next time.
    var lastWrapWidth: CGFloat?

    /// The measurer of the recording under way, else DejaVu Sans's average advance.
    static var textMeasurer: any TextMeasuring {
        UICollectionView.recordingTextMeasurer ?? ApproximateTextMeasurer()
    }

    var coreFont: Font { AutoLayoutEngine.font(font ?? .systemFont(ofSize: 17)) }

    /// The lines the text takes at the width it wraps at (one line when it does not wrap).
    var engineLineCount: Int {
        guard let text, !text.isEmpty else { return 1 }
        guard numberOfLines != 1, let width = wrapWidth else { return 1 }
        let count = TextLayout.lines(of: text, font: coreFont, width: Double(width), measurer: Self.textMeasurer).count
        return numberOfLines > 0 ? Swift.min(count, numberOfLines) : count
    }

    private var wrapWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return engineWrapWidth
    }

    /// The text's size: its width on one line (or, wrapping, the widest line at the width it
    /// breaks at) and its lines' height, rounded up to the screen's pixels as UIKit rounds it.
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(wrappingAt: wrapWidth)
    }

    /// The text's size when it wraps at `width` (nil: at no width).
    func intrinsicSize(wrappingAt wrapWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let font = coreFont, measurer = Self.textMeasurer
        let lines: [String]
        if numberOfLines != 1, let width = wrapWidth {
            let all = TextLayout.lines(of: text, font: font, width: Double(width), measurer: measurer)
            lines = numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
        } else {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let shown = numberOfLines == 1 ? Array(lines.prefix(1)) : lines
        let width = shown.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let scale = Double(UIScreen.main.scale)
        func up(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded(.up) / scale) }
        return CGSize(width: up(width), height: up(Double(shown.count) * font.lineHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
