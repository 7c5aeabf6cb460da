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
