/// A view a collection view shows for a supplementary element or a decoration: UIKit's
/// `UICollectionReusableView`.
///
/// Stored values are `@exclusivity(unchecked)`: each is read or set whole, never across a call
/// that reaches it again, and checking every access cost more than a layout pass's own work.
open class UICollectionReusableView: UIView {
    @exclusivity(unchecked) open internal(set) var reuseIdentifier: String?

    /// How Zoetrope makes an instance of a registered class. Not UIKit API.
    ///
    /// A required convenience initializer: every subclass inherits it (one that declares
    /// designated initializers overrides `init(frame:)` and the required `init?(coder:)`,
    /// all of its superclass's), and it runs the subclass's own `init(frame:)`, where a cell
    /// sets its colours and subviews — so a subclass compiles unchanged.
    ///
    /// A class made for a storyboard or a nib, with only `init?(coder:)`, inherits nothing, and
    /// the compiler says that `init(zoetropeNeedsInitFrame:)` must be provided: what it needs is
    /// `override init(frame: CGRect)`, calling `super.init(frame:)` and setting the cell up as
    /// the nib did (Zoetrope loads no nibs).
    public required convenience init(zoetropeNeedsInitFrame: Void) {
        self.init(frame: Self.frameForNextInit)
    }

    /// The frame the next view made by a collection view is initialised with: as UIKit makes a
    /// cell with `init(frame:)` at the frame its layout gives the item, so that what
    /// `init(frame:)` computes from `bounds` (a label `bounds.insetBy(dx:dy:)` wide) has the
    /// right size. Set only while a dequeue makes a new view (`UICollectionView.makeView(_:)`),
    /// task-local, as recordings on other threads make their own views.
    @TaskLocal static var frameForNextInit: CGRect = .zero

    open func prepareForReuse() {}

    /// What this view draws that was set since a collection view last read it: its colours,
    /// layer, labels, pictures or subviews (`UIView.contentDidChange()`), or only its own
    /// layer's outline (`CALayer.layerDidChange(outlineOnly:)`). A collection view reads a
    /// shown view again only then, so a cell nobody touches costs nothing, and one whose
    /// `apply(_:)` rounds its corners has only its outline read again.
    @exclusivity(unchecked) var contentChange = ContentChange.none

    /// Whether anything this view draws changed since it was last read (see `contentChange`);
    /// setting true says anything may have.
    var contentChanged: Bool {
        get { contentChange != .none }
        set { contentChange = newValue ? .any : .none }
    }

    /// How much of what a view draws changed since it was last read.
    enum ContentChange {
        case none
        /// Only its own layer's corners, border or shadow (`ViewContent.rereadOutline`).
        case outline
        case any
    }

    /// The attributes last given to `apply(_:)` while the view is shown: the next are given
    /// only when they differ (`isEqual(_:)`), as UIKit gives them.
    @exclusivity(unchecked) var appliedAttributes: UICollectionViewLayoutAttributes?

    /// `appliedAttributes`, not retained: for a caller that holds the view and changes neither.
    var unretainedAppliedAttributes: Unmanaged<UICollectionViewLayoutAttributes>? {
        appliedAttributes.map { Unmanaged.passUnretained($0) }
    }

    /// Whether the `apply(_:)` of the dequeue that handed the view out changed what it draws:
    /// the data source's configuration comes after, and a view read before it showed (a
    /// header) is read again for it when it shows.
    @exclusivity(unchecked) var drawingSetInDequeue = false

    /// The layout's attributes, given to the view as UIKit gives them: a copy made with the
    /// layout's `layoutAttributesClass` (a subclass's own properties included), when the view
    /// first shows and whenever they change while it shows, after the view's frame, alpha and
    /// visibility were set from them. What an override sets on the view (its layer's
    /// `anchorPoint`, a colour, a label) is drawn from then on.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes with the size the view's constraints give it, when its layout sizes it
    /// by its content (an estimated dimension of a compositional layout): the estimated
    /// dimensions fit the content, the others stay as proposed, as UIKit's default does. An
    /// override may call this and adjust the result, or answer on its own.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let priorities = selfSizingPriorities else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
                                             verticalFittingPriority: priorities.vertical)
        let result = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        result.size = fitted
        return result
    }

    /// While a layout measures this view: which dimensions it fixes (required) and which it
    /// lets the content decide (fitting size).
    var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
}
