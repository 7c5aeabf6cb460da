/// UIKit's `UIButton`: a control whose title and image are views of its own, so a cell's button
/// is drawn as its title (and picture) wherever the button sits. No finger touches a recording:
/// the targets and actions are kept and never sent (see `UIControl`).
///
/// As in UIKit:
/// - the title, its colour and the image are kept per state, and the current state's (else
///   the normal state's) are shown;
/// - `titleLabel` and `imageView` are made when first asked for, and laid out side by side,
///   centred, inside `contentEdgeInsets`, at each layout pass;
/// - a system button's title is the tint colour, a custom one's white; both use the 15-point
///   system font;
/// - the intrinsic size is the image and the title side by side plus the content insets. An
///   empty system button is 30 points tall, as on the phone.
///
/// The button's own background (`setBackgroundImage(_:for:)`) and `UIButton.Configuration`
/// are not drawn yet (docs/bring-your-own-layout.md, "What is not honoured").
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
        public static let plain = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var madeTitleLabel: UILabel?
    private var madeImageView: UIImageView?

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true
    open var showsTouchWhenHighlighted = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        refreshContent()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The label that shows the title: made on first use and kept in the button.
    open var titleLabel: UILabel? {
        if let madeTitleLabel { return madeTitleLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        madeTitleLabel = label
        addSubview(label)
        refreshContent()
        return label
    }

    /// The view that shows the image: made on first use and kept in the button.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        madeImageView = view
        insertSubview(view, at: 0)
        refreshContent()
        return view
    }

    // MARK: Content per state

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if title != nil { _ = titleLabel }
        refreshContent()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if image != nil { _ = imageView }
        refreshContent()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setTitle(title?.string, for: state)
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override var isEnabled: Bool { didSet { refreshContent() } }
    open override var isSelected: Bool { didSet { refreshContent() } }
    open override var isHighlighted: Bool { didSet { refreshContent() } }
    open override var tintColor: UIColor! { didSet { refreshContent() } }

    private var defaultTitleColor: UIColor {
        buttonType == .custom ? .white : (tintColor ?? .systemBlue)
    }

    /// Shows the current state's title, colour and image in the button's own views.
    private func refreshContent() {
        if let madeTitleLabel {
            madeTitleLabel.text = currentTitle
            madeTitleLabel.textColor = isEnabled ? currentTitleColor : currentTitleColor.withAlphaComponent(0.35)
        }
        madeImageView?.image = currentImage
        setNeedsLayout()
    }

    // MARK: Layout

    private var titleSize: CGSize {
        guard let madeTitleLabel, let text = madeTitleLabel.text, !text.isEmpty else { return .zero }
        return madeTitleLabel.intrinsicContentSize
    }

    private var imageSize: CGSize { madeImageView?.image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        let title = titleSize, image = imageSize
        let fontHeight = (madeTitleLabel?.font ?? .systemFont(ofSize: 15)).lineHeight
        var height = Swift.max(title.height, image.height)
        // An empty system button keeps the height of a line of its font, as UIKit's does.
        if height == 0 && buttonType != .custom { height = ceil(fontHeight) }
        let insets = contentEdgeInsets == .zero && buttonType != .custom && height > 0
            ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
        return CGSize(width: title.width + image.width + insets.left + insets.right,
                      height: height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the image and the title side by side, centred in the content rectangle, each
    /// moved by its own edge insets, as UIKit's default alignment places them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = imageSize
        let width = Swift.min(title.width + image.width, content.width)
        var x = content.midX - width / 2
        if let madeImageView {
            madeImageView.frame = CGRect(x: x, y: content.midY - image.height / 2, width: image.width, height: image.height)
                .inset(by: imageEdgeInsets)
            x += image.width
        }
        if let madeTitleLabel {
            let titleWidth = Swift.min(title.width, content.maxX - x)
            madeTitleLabel.frame = CGRect(x: x, y: content.midY - title.height / 2, width: Swift.max(0, titleWidth), height: title.height)
                .inset(by: titleEdgeInsets)
        }
    }
}
