/// A cell: UIKit's `UICollectionViewCell`. Zoetrope draws what it is configured with — its
/// background (colour, corners, border, shadow, or a picture: a snapshot of the app's real
/// cell), its content configuration's text, or the first label and image view in its
/// content view.
///
/// Stored values are `@exclusivity(unchecked)`: each is read or set whole, never across a call
/// that reaches it again, and checking every access cost more than a layout pass's own work.
open class UICollectionViewCell: UICollectionReusableView {
    /// Made at the cell's size in `init(frame:)`, as large as the cell.
    @exclusivity(unchecked) open private(set) var contentView: UIView
    /// Behind everything else in the cell, as large as the cell: UIKit makes it the cell's
    /// lowest subview and sizes it at each layout pass, taking it from wherever it was (a nib's
    /// outlet to a view inside the content view moves it). Its colour is the cell's fill; the
    /// views and layers it holds (a picture scrolled for parallax, a gradient) are drawn above
    /// that fill and beneath the content view.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            insertSubview(backgroundView, at: 0)
        }
    }
    @exclusivity(unchecked) open var selectedBackgroundView: UIView?
    @exclusivity(unchecked) open var isSelected = false
    @exclusivity(unchecked) open var isHighlighted = false
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            showContentConfiguration()
            contentDidChange()
        }
    }
    /// The view an app's own content configuration made (`makeContentView()`), pinned to the
    /// content view's edges; a list configuration is drawn as a list row instead.
    private(set) var configuredContentView: (UIView & UIContentView)?

    /// Hands the configuration to the view that shows it, as UIKit does: the same view when it
    /// `supports(_:)` it, else a new one from `makeContentView()`.
    private func showContentConfiguration() {
        guard let configuration = contentConfiguration, !(configuration is UIListContentConfiguration) else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let shown = configuredContentView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            made.topAnchor.constraint(equalTo: contentView.topAnchor), made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        configuredContentView = made
    }
    @exclusivity(unchecked) open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { contentDidChange() } }
    @exclusivity(unchecked) open var automaticallyUpdatesContentConfiguration = true
    @exclusivity(unchecked) open var automaticallyUpdatesBackgroundConfiguration = true

    /// UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called with the cell's state each time it is drawn, after its configurations were
    /// updated for that state, as UIKit calls it before the cell shows (and again when its
    /// selection changes).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// The cell's state: its selection and highlight, and its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        // The superview read without a retain: a shown cell's is the collection view, which
        // things refer to weakly, and every reading of the cell asks for its state.
        state.isEditing = storedSuperview?._withUnsafeGuaranteedRef { ($0 as? UICollectionView)?.isEditing } ?? false
        return state
    }

    /// Brings the cell's configurations to `state`: each one updated automatically is replaced
    /// by its `updated(for:)`, then `configurationUpdateHandler` runs. Override it (calling
    /// super) to change the cell for its state, as in UIKit.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Asks for `updateConfiguration(using:)` before the cell is drawn next, as UIKit does
    /// before its next layout pass: a shown cell is read again after this step.
    open func setNeedsUpdateConfiguration() { contentDidChange() }

    /// Sizes the background view to the cell, then lays out the rest, as UIKit's cell does.
    open override func layoutSubviews() {
        if let backgroundView, backgroundView.superview === self { backgroundView.frame = bounds }
        super.layoutSubviews()
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
