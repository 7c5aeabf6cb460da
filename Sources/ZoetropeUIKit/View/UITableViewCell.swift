/// UIKit's `UITableViewCell`, kept so that a table screen's code (a demo's menu of examples, a
/// settings list beside the collection views) compiles as written. A table view is neither laid
/// out nor drawn (see `UITableView`): a cell is a view with UIKit's parts, configured as the
/// data source configures it, and never drawn. Record a table's screen as a list
/// (`UICollectionViewCompositionalLayout.list(using:)` with `UICollectionViewListCell`).
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`: which labels the cell has.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// UIKit's `UITableViewCell.AccessoryType`: kept, as nothing is drawn.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    private let cellStyle: CellStyle
    open internal(set) var reuseIdentifier: String?
    /// The view the cell's parts lie in, as large as the cell.
    public let contentView: UIView
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var editingAccessoryType = AccessoryType.none
    open var selectionStyle = SelectionStyle.default
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// A cell of `style`, 320 by 44 points as UIKit makes one.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// How Zoetrope makes an instance of a registered class (`UITableView`'s dequeue). Not UIKit
    /// API: a required convenience initializer, inherited by every subclass that declares no
    /// designated initializer or overrides `init(style:reuseIdentifier:)` (with the required
    /// `init?(coder:)`), which it runs — so a subclass compiles unchanged. A class made for a
    /// storyboard, with only `init?(coder:)`, inherits nothing, and the compiler says that
    /// `init(zoetropeNeedsInitStyle:)` must be provided: what it needs is
    /// `override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`, calling
    /// super's and setting the cell up as the storyboard did.
    public required convenience init(zoetropeNeedsInitStyle: Void) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label, made in the content view when first asked for, as UIKit makes it.
    open var textLabel: UILabel? { part(\.madeTextLabel) { UILabel(frame: .zero) } }

    /// The second label of the `value1`, `value2` and `subtitle` styles; nil for `default`.
    open var detailTextLabel: UILabel? {
        cellStyle == .default ? nil : part(\.madeDetailTextLabel) { UILabel(frame: .zero) }
    }

    /// The picture at the leading edge, made in the content view when first asked for.
    open var imageView: UIImageView? { part(\.madeImageView) { UIImageView(frame: .zero) } }

    /// The part kept at `stored`, made by `make` and put in the content view the first time.
    private func part<Part: UIView>(_ stored: ReferenceWritableKeyPath<UITableViewCell, Part?>, _ make: () -> Part) -> Part {
        if let made = self[keyPath: stored] { return made }
        let made = make()
        contentView.addSubview(made)
        self[keyPath: stored] = made
        return made
    }

    /// A list cell's configuration, as UIKit's table cells begin with it.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
