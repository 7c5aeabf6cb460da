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
/// A button given a `UIButton.Configuration` (iOS 15) draws it instead: the style's background
/// under its title, subtitle and image, in the fonts, insets and corners of its size
/// (`UIButtonConfiguration.swift`).
///
/// The button's own background image (`setBackgroundImage(_:for:)`) is kept, not drawn
/// (docs/bring-your-own-layout.md, "What is not honoured").
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
        public static let plain = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
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

    /// A system button whose title and image are `primaryAction`'s, which runs when the button's
    /// primary action is sent.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A system button drawn by `configuration`, with `primaryAction`'s title and image where
    /// the configuration has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Set in an initialiser, the property's observer does not run.
        self.configuration = configuration
        updateConfiguration()
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Configuration

    /// What the button shows and how (iOS 15). Setting it draws it at once; setting nil
    /// returns to the titles and images per state.
    open var configuration: Configuration? {
        didSet {
            if isUpdatingConfiguration { refreshContent() } else { updateConfiguration() }
        }
    }

    /// Called whenever the button's state changes (and when set), to change `configuration`
    /// for the new state, as UIKit calls it.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether a state change updates the configuration.
    open var automaticallyUpdatesConfiguration = true

    private var isUpdatingConfiguration = false

    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs `configurationUpdateHandler` for the current state and shows the result.
    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler?(self)
        refreshContent()
    }

    private func stateDidChange() {
        if configuration != nil && automaticallyUpdatesConfiguration { updateConfiguration() } else { refreshContent() }
    }

    /// The configuration's background, under everything else; made when a configuration is set.
    private var configurationBackground: UIView?
    /// The configuration's subtitle.
    private var madeSubtitleLabel: UILabel?

    /// The label that shows a configuration's subtitle (UIKit's `subtitleLabel`).
    open var subtitleLabel: UILabel? { madeSubtitleLabel }

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
        insertSubview(view, at: configurationBackground == nil ? 0 : 1)
        refreshContent()
        return view
    }

    // MARK: Content per state

    open func setTitle(_ title: String?, for state: UIControl.State) {
        // A configured button takes the normal state's title into its configuration, as UIKit does.
        if state == .normal, configuration != nil { configuration?.title = title }
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
        if state == .normal, configuration != nil { configuration?.image = image }
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

    /// The title and, from its first character, its font and colour (`.font`,
    /// `.foregroundColor`), shown in that state over `setTitleColor(_:for:)`'s colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        setTitle(title?.string, for: state)
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The font and colour the current state's attributed title gives, where it gives them.
    private var attributedStyle: (font: UIFont?, color: UIColor?) {
        guard let title = currentAttributedTitle, title.length > 0 else { return (nil, nil) }
        let attributes = title.attributes(at: 0, effectiveRange: nil)
        return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override var isEnabled: Bool { didSet { stateDidChange() } }
    open override var isSelected: Bool { didSet { stateDidChange() } }
    open override var isHighlighted: Bool { didSet { stateDidChange() } }
    open override var tintColor: UIColor! { didSet { refreshContent() } }

    private var defaultTitleColor: UIColor {
        buttonType == .custom ? .white : (tintColor ?? .systemBlue)
    }

    /// Shows the current state's title, colour and image in the button's own views.
    private func refreshContent() {
        // A system button, or a configured one, shows an image of automatic mode as a template.
        madeImageView?.templatesAutomaticImages = buttonType != .custom || shownConfiguration != nil
        if let configuration = shownConfiguration {
            showConfiguration(configuration)
            return
        }
        configurationBackground?.removeFromSuperview()
        configurationBackground = nil
        madeSubtitleLabel?.removeFromSuperview()
        madeSubtitleLabel = nil
        if let madeTitleLabel {
            let style = attributedStyle
            let color = style.color ?? currentTitleColor
            madeTitleLabel.text = currentTitle
            madeTitleLabel.textColor = isEnabled ? color : color.withAlphaComponent(0.35)
            if let font = style.font { madeTitleLabel.font = font }
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
        if let configuration = shownConfiguration { return configuredSize(configuration) }
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

    /// Places the image and the title side by side in the content rectangle, where the
    /// content alignments say (centred by default; `.fill` as the leading or top edge), each
    /// moved by its own edge insets, as UIKit places them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration = shownConfiguration {
            layOutConfiguration(configuration)
            return
        }
        let content = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = imageSize
        let width = Swift.min(title.width + image.width, content.width)
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = content.minX
        case .right: x = content.maxX - width
        default: x = content.midX - width / 2
        }
        func top(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            default: content.midY - height / 2
            }
        }
        if let madeImageView {
            madeImageView.frame = CGRect(x: x, y: top(image.height), width: image.width, height: image.height)
                .inset(by: imageEdgeInsets)
            x += image.width
        }
        if let madeTitleLabel {
            let titleWidth = Swift.min(title.width, content.maxX - x)
            madeTitleLabel.frame = CGRect(x: x, y: top(title.height), width: Swift.max(0, titleWidth), height: title.height)
                .inset(by: titleEdgeInsets)
        }
    }

    // MARK: Drawing a configuration

    private var resolvedTint: UIColor { tintColor ?? .systemBlue }

    /// The configuration's title, subtitle, image and background in the button's views.
    /// The configuration as drawn: a title or image set the classic way (before the
    /// configuration, or by a subclass that sets both) shows where the configuration has none,
    /// as on the phone.
    private var shownConfiguration: Configuration? {
        guard var configuration else { return nil }
        if configuration.attributedTitle == nil, let title = titles[UIControl.State.normal.rawValue] { configuration.title = title }
        if configuration.image == nil, let image = images[UIControl.State.normal.rawValue] { configuration.image = image }
        return configuration
    }

    private func showConfiguration(_ configuration: Configuration) {
        let foreground = configuration.foregroundColor(tint: resolvedTint, enabled: isEnabled)
        let background: UIView
        if let configurationBackground {
            background = configurationBackground
        } else {
            background = UIView()
            background.isUserInteractionEnabled = false
            configurationBackground = background
            insertSubview(background, at: 0)
        }
        background.backgroundColor = configuration.backgroundColor(tint: resolvedTint, enabled: isEnabled)
        background.layer.borderWidth = configuration.background.strokeWidth
        background.layer.borderColor = configuration.background.strokeWidth > 0
            ? configuration.background.resolvedStrokeColor(for: resolvedTint).cgColor : nil
        if let title = configuration.title {
            let label = titleLabel!
            let drawn = Configuration.resolvedAttributes(of: configuration.attributedTitle, font: configuration.titleFont, color: foreground,
                                                         transformer: configuration.titleTextAttributesTransformer)
            label.text = title
            label.font = drawn.font
            label.textColor = drawn.color
        } else {
            madeTitleLabel?.text = nil
        }
        if let subtitle = configuration.subtitle {
            let label: UILabel
            if let madeSubtitleLabel {
                label = madeSubtitleLabel
            } else {
                label = UILabel()
                madeSubtitleLabel = label
                addSubview(label)
            }
            let drawn = Configuration.resolvedAttributes(of: configuration.attributedSubtitle, font: configuration.subtitleFont, color: foreground,
                                                         transformer: configuration.subtitleTextAttributesTransformer)
            label.text = subtitle
            label.font = drawn.font
            label.textColor = drawn.color
        } else {
            madeSubtitleLabel?.removeFromSuperview()
            madeSubtitleLabel = nil
        }
        if configuration.image != nil { _ = imageView }
        madeImageView?.image = configuration.image
        madeImageView?.tintColor = foreground
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func labelSize(_ label: UILabel?) -> CGSize {
        guard let label, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    /// The title over the subtitle: its size, and the two sizes.
    private func textBlock(_ configuration: Configuration) -> (size: CGSize, title: CGSize, subtitle: CGSize) {
        let title = labelSize(madeTitleLabel), subtitle = labelSize(madeSubtitleLabel)
        let gap = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
        return (CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + gap + subtitle.height), title, subtitle)
    }

    /// The configuration's image's size; zero without one.
    private func configuredImageSize(_ configuration: Configuration) -> CGSize {
        configuration.image == nil ? .zero : (madeImageView?.image?.size ?? .zero)
    }

    /// The image and the text block beside or over each other, as `imagePlacement` places them.
    private func contentSize(_ configuration: Configuration) -> CGSize {
        let text = textBlock(configuration).size
        let image = configuredImageSize(configuration)
        guard image != .zero else { return text }
        guard text != .zero else { return image }
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            return CGSize(width: Swift.max(image.width, text.width), height: image.height + configuration.imagePadding + text.height)
        }
        return CGSize(width: image.width + configuration.imagePadding + text.width, height: Swift.max(image.height, text.height))
    }

    private func configuredSize(_ configuration: Configuration) -> CGSize {
        let content = contentSize(configuration), insets = configuration.contentInsets
        // An empty button keeps a line of its title font, as UIKit's does.
        let height = content.height > 0 ? content.height : ceil(configuration.titleFont.lineHeight)
        return CGSize(width: content.width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    /// Lays the background over the bounds and the content, centred, inside the insets.
    private func layOutConfiguration(_ configuration: Configuration) {
        if let configurationBackground {
            configurationBackground.frame = bounds
            configurationBackground.layer.cornerRadius = Swift.min(configuration.cornerRadius(height: bounds.height),
                                                                   Swift.min(bounds.width, bounds.height) / 2)
        }
        let insets = configuration.contentInsets
        let area = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
                          height: Swift.max(0, bounds.height - insets.top - insets.bottom))
        let content = contentSize(configuration)
        let box = CGRect(x: area.midX - Swift.min(content.width, area.width) / 2, y: area.midY - content.height / 2,
                         width: Swift.min(content.width, area.width), height: content.height)
        let block = textBlock(configuration)
        let image = configuredImageSize(configuration)
        let padding = image != .zero && block.size != .zero ? configuration.imagePadding : 0
        var textBox: CGRect
        switch configuration.imagePlacement {
        case .top:
            madeImageView?.frame = CGRect(x: box.midX - image.width / 2, y: box.minY, width: image.width, height: image.height)
            textBox = CGRect(x: box.midX - block.size.width / 2, y: box.minY + image.height + padding, width: block.size.width, height: block.size.height)
        case .bottom:
            textBox = CGRect(x: box.midX - block.size.width / 2, y: box.minY, width: block.size.width, height: block.size.height)
            madeImageView?.frame = CGRect(x: box.midX - image.width / 2, y: box.maxY - image.height, width: image.width, height: image.height)
        case .trailing:
            textBox = CGRect(x: box.minX, y: box.midY - block.size.height / 2, width: Swift.max(0, box.width - image.width - padding), height: block.size.height)
            madeImageView?.frame = CGRect(x: box.maxX - image.width, y: box.midY - image.height / 2, width: image.width, height: image.height)
        default:
            madeImageView?.frame = CGRect(x: box.minX, y: box.midY - image.height / 2, width: image.width, height: image.height)
            textBox = CGRect(x: box.minX + image.width + padding, y: box.midY - block.size.height / 2,
                             width: Swift.max(0, box.width - image.width - padding), height: block.size.height)
        }
        textBox.size.width = Swift.min(textBox.width, block.size.width)
        // Each line across the text block: centred, or at the edge the alignment names (by
        // default, the leading edge when a subtitle stands beside a leading image).
        let alignment: Configuration.TitleAlignment
        if configuration.titleAlignment == .automatic {
            alignment = block.subtitle != .zero && image != .zero && configuration.imagePlacement == .leading ? .leading : .center
        } else {
            alignment = configuration.titleAlignment
        }
        func place(_ label: UILabel?, _ size: CGSize, y: CGFloat) {
            guard let label else { return }
            let width = Swift.min(size.width, textBox.width)
            let x: CGFloat
            switch alignment {
            case .leading: x = textBox.minX
            case .trailing: x = textBox.maxX - width
            default: x = textBox.midX - width / 2
            }
            label.frame = CGRect(x: x, y: y, width: width, height: size.height)
        }
        place(madeTitleLabel, block.title, y: textBox.minY)
        let gap = block.title.height > 0 && block.subtitle.height > 0 ? configuration.titlePadding : 0
        place(madeSubtitleLabel, block.subtitle, y: textBox.minY + block.title.height + gap)
    }
}
