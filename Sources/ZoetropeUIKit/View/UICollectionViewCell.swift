/// A cell: UIKit's `UICollectionViewCell`. Zoetrope draws what it is configured with — its
/// background (colour, corners, border, shadow, or a picture: a snapshot of the app's real
/// cell), its content configuration's text, or the first label and image view in its
/// content view.
open class UICollectionViewCell: UICollectionReusableView {
    open private(set) var contentView = UIView(frame: .zero)
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { contentDidChange() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { contentDidChange() } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

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

    /// Nothing is deferred: the cell's configuration is updated each time it is drawn.
    open func setNeedsUpdateConfiguration() {}

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
