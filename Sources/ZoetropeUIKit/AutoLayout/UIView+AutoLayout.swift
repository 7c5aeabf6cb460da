
/// UIKit's Auto Layout API on `UIView`: anchors, constraints, layout guides and the content
/// priorities, solved by `AutoLayoutEngine` in each layout pass.
extension UIView {
    /// UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    private func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: (UIView) -> Anchor) -> Anchor {
        if let made = autoLayoutState.anchors[attribute] as? Anchor { return made }
        let made = make(self)
        autoLayoutState.anchors[attribute] = made
        return made
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) { NSLayoutXAxisAnchor(item: $0, attribute: .leading) } }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) { NSLayoutXAxisAnchor(item: $0, attribute: .trailing) } }
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) { NSLayoutXAxisAnchor(item: $0, attribute: .left) } }
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) { NSLayoutXAxisAnchor(item: $0, attribute: .right) } }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) { NSLayoutXAxisAnchor(item: $0, attribute: .centerX) } }
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top) { NSLayoutYAxisAnchor(item: $0, attribute: .top) } }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) { NSLayoutYAxisAnchor(item: $0, attribute: .bottom) } }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) { NSLayoutYAxisAnchor(item: $0, attribute: .centerY) } }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: $0, attribute: .firstBaseline) } }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: $0, attribute: .lastBaseline) } }
    public var widthAnchor: NSLayoutDimension { anchor(.width) { NSLayoutDimension(item: $0, attribute: .width) } }
    public var heightAnchor: NSLayoutDimension { anchor(.height) { NSLayoutDimension(item: $0, attribute: .height) } }

    /// How far the margins lie inside the view's edges: its `layoutMargins`, measured from the
    /// safe area's edges when `insetsLayoutMarginsFromSafeArea` (UIKit's default).
    var marginsFromEdges: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: layoutMargins.top + safe.top, left: layoutMargins.left + safe.left,
                            bottom: layoutMargins.bottom + safe.bottom, right: layoutMargins.right + safe.right)
    }

    /// The view's bounds inset by its margins (`marginsFromEdges`).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self)
        autoLayoutState.marginsGuide = guide
        return guide
    }

    /// The view's bounds inset by its `safeAreaInsets` (those a recording gives).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self)
        autoLayoutState.safeAreaGuide = guide
        return guide
    }

    /// The view's margins: Zoetrope does not narrow them to a readable width, which UIKit does
    /// only on screens wider than a phone's.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayoutState.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self)
        autoLayoutState.readableGuide = guide
        return guide
    }

    /// Where the keyboard is: with no keyboard in a recording, along the bottom of the safe
    /// area (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayoutState.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        autoLayoutState.keyboardGuide = guide
        return guide
    }

    /// The guides the app added, and the view's own guides once asked for.
    public var layoutGuides: [UILayoutGuide] {
        guard let state = autoLayout else { return [] }
        return state.guides + [state.marginsGuide, state.safeAreaGuide, state.readableGuide, state.keyboardGuide].compactMap { $0 }
    }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayoutState.guides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        autoLayout?.guides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// The active constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    var installedConstraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.installedOn?.uninstall(constraint)
        install(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayoutState.constraints.append(constraint)
        constraint.installedOn = self
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout?.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
    }

    /// 250 unless set, UIKit's default for a view made in code (Interface Builder sets 251 on
    /// the labels it makes; code-made labels keep 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis.rawValue] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayoutState.hugging[axis.rawValue] = priority
    }

    /// 750 unless set, UIKit's default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayoutState.compressionResistance[axis.rawValue] = priority
    }

    /// Whether any view in this tree is placed by Auto Layout.
    var treeUsesAutoLayout: Bool {
        if !translatesAutoresizingMaskIntoConstraints || !(autoLayout?.constraints.isEmpty ?? true) { return true }
        return subviews.contains { $0.treeUsesAutoLayout }
    }

    /// Solves this tree's constraints at the view's size and keeps each view's frame for its
    /// superview's `layoutSubviews()` to apply.
    func solveAutoLayout() {
        guard treeUsesAutoLayout else { return }
        let solution = AutoLayoutEngine.solve(self, sizing: .fixed(bounds.size))
        for view in AutoLayoutEngine.tree(self) where view !== self {
            guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                  let frame = solution.frames[ObjectIdentifier(view)], let parent = solution.frames[ObjectIdentifier(superview)] else { continue }
            view.autoLayoutState.solvedFrame = frame.offsetBy(dx: -parent.minX, dy: -parent.minY)
        }
        for view in AutoLayoutEngine.tree(self) {
            for guide in view.layoutGuides {
                guard let frame = solution.frames[ObjectIdentifier(guide)], let own = solution.frames[ObjectIdentifier(view)] else { continue }
                guide.layoutFrame = frame.offsetBy(dx: -own.minX, dy: -own.minY)
            }
        }
    }

    /// UIKit's layout pass over this tree: constraints solved, then `layoutSubviews()` from
    /// the top down. A view whose layer hangs in the tree's layers without the view being a
    /// subview (a shape view's layer used as a mask, as progress rings do) is laid out too,
    /// as Core Animation's layout pass reaches it through its layer.
    func layOutTree() {
        solveAutoLayout()
        func pass(_ view: UIView) {
            view.layoutSublayers(of: view.layer)
            layOutHanging(from: view.layer)
            for subview in view.subviews { pass(subview) }
        }
        func layOutHanging(from layer: CALayer) {
            for hanging in (layer.sublayers ?? []) + [layer.mask].compactMap({ $0 }) {
                if let owner = hanging.view { pass(owner) } else { layOutHanging(from: hanging) }
            }
        }
        pass(self)
    }
}
