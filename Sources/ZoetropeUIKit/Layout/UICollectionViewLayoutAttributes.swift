/// Where and how one element is shown: UIKit's `UICollectionViewLayoutAttributes`, a class a
/// layout creates, copies and subclasses, as UIKit's is.
///
/// The centre and the size are what is stored; `frame` is the rectangle around them (the
/// transform applies about the centre and does not change it), `bounds` is the size at the
/// origin. `transform` and `transform3D` are one value seen two ways, as in UIKit: setting
/// either replaces the other. Defaults are UIKit's: alpha 1, identity transform, z-index 0,
/// not hidden.
///
/// A subclass that adds properties overrides `copy(with:)` (calling `super`) and `isEqual(_:)`,
/// as UIKit requires; the layout names it in `layoutAttributesClass`. Zoetrope draws the
/// properties above, and gives each shown cell a copy with `apply(_:)`, so a subclass's own
/// properties reach the cells as in UIKit.
///
/// Stored values are `@exclusivity(unchecked)`: each is read or set whole, never across a call
/// that reaches it again, and checking every access cost more than a layout pass's own work.
/// Each open property a subclass may override reads and writes a final stored value
/// (`storedCenter`, …): where the object is known to be of UIKit's own class (a layout pass
/// compares every shown view's attributes with the layout's answer), those are read directly,
/// without a dynamic call per property; a copy copies them, as UIKit's copies its instance
/// variables.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint { get { storedCenter } set { storedCenter = newValue } }
    open var size: CGSize { get { storedSize } set { storedSize = newValue } }
    open var transform3D: CATransform3D { get { storedTransform3D } set { storedTransform3D = newValue } }
    open var alpha: CGFloat { get { storedAlpha } set { storedAlpha = newValue } }
    open var zIndex: Int { get { storedZIndex } set { storedZIndex = newValue } }
    open var isHidden: Bool { get { storedIsHidden } set { storedIsHidden = newValue } }
    open var indexPath: IndexPath { get { storedIndexPath } set { storedIndexPath = newValue } }
    @exclusivity(unchecked) final var storedCenter: CGPoint = .zero
    @exclusivity(unchecked) final var storedSize: CGSize = .zero
    @exclusivity(unchecked) final var storedTransform3D: CATransform3D = CATransform3DIdentity
    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) final var storedZIndex: Int = 0
    @exclusivity(unchecked) final var storedIsHidden: Bool = false
    @exclusivity(unchecked) final var storedIndexPath: IndexPath = IndexPath(item: 0, section: 0) {
        didSet { storedItemAndSection = Self.itemAndSection(of: storedIndexPath) }
    }
    /// `storedIndexPath`'s item and section when it has just those two (nil otherwise): what a
    /// layout pass compares with the layout's answer for every shown view, read without a call
    /// into Foundation.
    @exclusivity(unchecked) final private(set) var storedItemAndSection: (item: Int, section: Int)? = (0, 0)

    private static func itemAndSection(of path: IndexPath) -> (item: Int, section: Int)? {
        path.count == 2 ? (path[1], path[0]) : nil
    }
    @exclusivity(unchecked) public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    @exclusivity(unchecked) public internal(set) var representedElementKind: String?
    /// Where the element may show (a compositional section that scrolls across clips its
    /// cells to its band); nil for anywhere. Not UIKit API: set by the compositional layout.
    @exclusivity(unchecked) var clipRect: CGRect?

    public override init() {
        super.init()
    }

    /// How Zoetrope makes an instance of a layout's `layoutAttributesClass`. Not UIKit API.
    ///
    /// A required convenience initializer: every subclass inherits it (a subclass that
    /// declares designated initializers overrides `init()`, its superclass's only one), and it
    /// runs the subclass's own `init()`, so a subclass compiles unchanged.
    public required convenience init(_zoetropeInstance: Void) {
        self.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class, every property copied: what a subclass's override starts from.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.instance(of: type(of: self))
        copyFields(into: copy)
        return copy
    }

    /// What `copy()` answers, as a collection view copies the attributes it gives each view:
    /// for UIKit's own class made directly, without Foundation's `copy()` and the cast back
    /// from `Any` (a subclass's `copy(with:)` is called as before).
    final func copiedForView() -> UICollectionViewLayoutAttributes {
        guard type(of: self) == UICollectionViewLayoutAttributes.self else {
            return copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
        }
        let copy = UICollectionViewLayoutAttributes()
        copyFields(into: copy)
        return copy
    }

    private final func copyFields(into copy: UICollectionViewLayoutAttributes) {
        copy.storedCenter = storedCenter
        copy.storedSize = storedSize
        copy.storedTransform3D = storedTransform3D
        copy.storedAlpha = storedAlpha
        copy.storedZIndex = storedZIndex
        copy.storedIsHidden = storedIsHidden
        copy.storedIndexPath = storedIndexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.clipRect = clipRect
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
            && clipRect == other.clipRect
    }

    /// `isEqual(_:)`, as a collection view asks it of every shown view's attributes at every
    /// step: for UIKit's own class, which no subclass's override can change, without the
    /// dynamic cast from `Any?`.
    final func isEqualAsShown(to other: UICollectionViewLayoutAttributes) -> Bool {
        guard type(of: self) == UICollectionViewLayoutAttributes.self, type(of: other) == UICollectionViewLayoutAttributes.self else {
            return isEqual(other)
        }
        return storedCenter == other.storedCenter && storedSize == other.storedSize && storedAlpha == other.storedAlpha
            && storedZIndex == other.storedZIndex && storedIsHidden == other.storedIsHidden && storedTransform3D == other.storedTransform3D
            && storedIndexPath == other.storedIndexPath && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
            && clipRect == other.clipRect
    }

    /// A new instance of `attributesClass`: UIKit's own class made directly (what the
    /// built-in layouts answer with, many times a step), a subclass through its `init()`.
    static func instance(of attributesClass: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        attributesClass == UICollectionViewLayoutAttributes.self ? UICollectionViewLayoutAttributes() : attributesClass.init(_zoetropeInstance: ())
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        var text = "<\(type(of: self)): index path: (\(indexPath)); "
        if let kind = representedElementKind { text += "element kind: (\(kind)); " }
        text += "frame = (\(frame.origin.x) \(frame.origin.y); \(frame.size.width) \(frame.size.height)); "
        if !CATransform3DIsIdentity(transform3D) { text += "transform3D = \(transform3D); " }
        if alpha != 1 { text += "alpha = \(alpha); " }
        if zIndex != 0 { text += "zIndex = \(zIndex); " }
        if isHidden { text += "hidden = YES; " }
        return text + ">"
    }
}
