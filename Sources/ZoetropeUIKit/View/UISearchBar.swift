import Foundation

/// UIKit's `UISearchBar`, drawn as iOS draws it: the bar (its `barTintColor`, else the system
/// background; none in the `.minimal` style), a rounded field in the tertiary system fill with
/// a magnifying glass and the text (else the placeholder, "Search" by default, in the
/// secondary label colour), and a Cancel button in the tint colour while `showsCancelButton`
/// is set. Its intrinsic height is UIKit's 56 points.
///
/// No one types into a recording: the delegate hears nothing by itself, and setting `text`
/// tells it nothing, as in UIKit, where only typing does. A screen that filters as the user
/// types is recorded by calling its own handler, `searchBar(_:textDidChange:)` or the search
/// controller's `updateSearchResults(for:)`, after setting `text`. The scope buttons are kept,
/// not drawn.
open class UISearchBar: UIView {
    /// UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The bar's background and an opaque field.
        case `default`
        /// The same, as iOS 13 and later draw it.
        case prominent
        /// No background; the field alone.
        case minimal
    }

    open weak var delegate: (any UISearchBarDelegate)?
    open var text: String? { didSet { contentDidChange() } }
    open var placeholder: String? { didSet { contentDidChange() } }
    open var prompt: String?
    open var searchBarStyle = Style.default { didSet { contentDidChange() } }
    open var barTintColor: UIColor? { didSet { contentDidChange() } }
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var showsCancelButton = false { didSet { contentDidChange() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.search
    open var enablesReturnKeyAutomatically = true
    /// Whether the field takes typing: kept, as no one types here.
    open var isEnabled = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// The bar's height in UIKit, its width the superview's to fill.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    // MARK: Drawing

    override var drawsSystemContent: Bool { true }

    /// Where the field lies: 8 points in from the bar's sides (the Cancel button's width more at
    /// the trailing one), 36 high, centred.
    private var fieldRect: CGRect {
        let box = bounds
        let cancelWidth: CGFloat = showsCancelButton ? 68 : 0
        let height = Swift.min(36, box.height)
        return CGRect(x: box.minX + 8, y: box.midY - height / 2, width: Swift.max(0, box.width - 16 - cancelWidth), height: height)
    }

    override func drawSystemContent(in ctx: CGContext) {
        let box = bounds
        guard box.width > 0, box.height > 0 else { return }
        if searchBarStyle != .minimal {
            ControlDrawing.fill(UIBezierPath(rect: box).cgPath, barTintColor ?? .systemBackground, in: ctx)
        }
        let field = fieldRect
        ControlDrawing.fill(ControlDrawing.rounded(field, radius: 10), .tertiarySystemFill, in: ctx)
        // The magnifying glass: a ring and its handle, 8 points in from the field's edge.
        let lens = CGRect(x: field.minX + 8, y: field.midY - 7, width: 12, height: 12)
        ctx.saveGState()
        ctx.setStrokeColor(UIColor.secondaryLabel.cgColor)
        ctx.setLineWidth(2)
        ctx.addPath(UIBezierPath(ovalIn: lens).cgPath)
        ctx.strokePath()
        ctx.restoreGState()
        ControlDrawing.line(from: CGPoint(x: lens.maxX - 1.5, y: lens.maxY - 1.5), to: CGPoint(x: lens.maxX + 3.5, y: lens.maxY + 3.5),
                            width: 2, color: .secondaryLabel, in: ctx)
        // The text, else the placeholder, from after the glass.
        let typed = text ?? ""
        let shown = typed.isEmpty ? (placeholder ?? "Search") : typed
        let font = UIFont.systemFont(ofSize: 17)
        let lineHeight = CGFloat(AutoLayoutEngine.font(font).lineHeight)
        // Cut at the field's trailing edge, as the field scrolls what is longer.
        ctx.saveGState()
        ctx.clip(to: CGRect(x: field.minX + 30, y: field.minY, width: Swift.max(0, field.width - 38), height: field.height))
        GraphicsContextStack.with(ctx) {
            TextDrawing.draw(shown, at: CGPoint(x: field.minX + 30, y: field.midY - lineHeight / 2), anchor: 0,
                             attributes: [.font: font, .foregroundColor: typed.isEmpty ? UIColor.secondaryLabel : UIColor.label])
        }
        ctx.restoreGState()
        if showsCancelButton {
            let cancel = CGRect(x: field.maxX, y: box.minY, width: box.maxX - field.maxX, height: box.height)
            ControlDrawing.title("Cancel", font: font, color: tintColor ?? .systemBlue, centredIn: cancel, in: ctx)
        }
    }
}
