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
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

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
