/// A rectangle that takes part in Auto Layout without being drawn: UIKit's `UILayoutGuide`.
///
/// A guide made by the app (`addLayoutGuide`) is placed by its constraints. A view's margins
/// guide and safe area guide follow the view, inset by its `layoutMargins` (measured from its
/// safe area when `insetsLayoutMarginsFromSafeArea`, as UIKit measures them) and its
/// `safeAreaInsets`.
open class UILayoutGuide: NSObject {
    enum Kind {
        case free, margins, safeArea, readableContent, keyboard
    }

    let kind: Kind
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// Where the guide is in its owning view's coordinates, after the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero

    public override init() {
        kind = .free
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        super.init()
        identifier = switch kind {
        case .free: ""
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        }
    }

    /// How far a view's own guide lies inside the view; nil for a guide its constraints place.
    var insets: UIEdgeInsets? {
        guard let owningView else { return nil }
        switch kind {
        case .free, .keyboard: return nil
        case .margins, .readableContent: return owningView.marginsFromEdges
        case .safeArea: return owningView.safeAreaInsets
        }
    }

    open private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    open private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    open private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    open private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    open private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    open private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    open private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    open private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    open private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    open private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
}
