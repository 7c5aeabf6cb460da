/// A view a collection view shows for a supplementary element or a decoration: UIKit's
/// `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    /// How Zoetrope makes an instance of a registered class. Not UIKit API.
    ///
    /// A required convenience initializer: every subclass inherits it (one that declares
    /// designated initializers overrides `init(frame:)` and the required `init?(coder:)`,
    /// all of its superclass's), and it runs the subclass's own `init(frame:)`, where a cell
    /// sets its colours and subviews — so a subclass compiles unchanged.
    public required convenience init(_zoetropeDequeue: Void) {
        self.init(frame: .zero)
    }

    open func prepareForReuse() {}

    /// The layout's attributes, given to the view as UIKit gives them before it is shown.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

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
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A list's cell: UIKit's `UICollectionViewListCell`, with accessories and indentation.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// What a list cell shows at its trailing edge: UIKit's `UICellAccessory`.
public struct UICellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, label(String), outlineDisclosure, reorder, delete
    }

    let kind: Kind
    /// When it shows: a recording never edits, so `.whenEditing` accessories do not show.
    let displayed: DisplayedState

    public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .checkmark, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .label(text), displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .outlineDisclosure, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .reorder, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .delete, displayed: displayed) }
}
