/// A view: UIKit's `UIView`, as far as Zoetrope draws one — its frame, background colour,
/// alpha, layer (corners, border, shadow), labels, image views and `draw(_:)`. Subclasses
/// compile as they are; Auto Layout is solved (`UIView+AutoLayout.swift`); gesture recognisers
/// are kept and never fire (docs/bring-your-own-layout.md lists what is not honoured).
///
/// Stored values are `@exclusivity(unchecked)`: each is read or set whole, never across a call
/// that reaches it again, and checking every access cost more than a layout pass's own work.
open class UIView: UIResponder {
    /// Inside an animation block, a new size or `center` (a new `frame`) animates (see
    /// `CALayer`'s actions).
    @exclusivity(unchecked) open var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size {
                layer.animateInViewBlock("bounds", from: NSValue(cgRect: oldValue))
                // A shown cell resized by the app is drawn at its new size.
                if self is UICollectionReusableView { contentDidChange() }
            }
            keyValueDidChange()
        }
    }
    @exclusivity(unchecked) open var center: CGPoint {
        didSet {
            if center != oldValue { layer.animateInViewBlock("position", from: NSValue(cgPoint: oldValue), restingAt: center) }
            // A cell's content view moved inside it moves what the cell draws; a shown cell
            // moved by the app is drawn where it is.
            if self is UICollectionReusableView || (superview as? UICollectionViewCell)?.contentView === self { contentDidChange() }
            keyValueDidChange()
        }
    }
    /// Inside an animation block, changing it or `alpha` animates (see `CALayer`'s actions).
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        didSet {
            if backgroundColor != oldValue { layer.animateInViewBlock("backgroundColor", from: (oldValue ?? .clear).cgColor) }
            contentDidChange()
            keyValueDidChange()
        }
    }
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet {
            if alpha != oldValue { layer.animateInViewBlock("opacity", from: NSNumber(value: Double(oldValue))) }
            contentDidChange()
            keyValueDidChange()
        }
    }
    @exclusivity(unchecked) open var isHidden = false { didSet { contentDidChange(); keyValueDidChange() } }
    /// The key-value observations of this view (`observe(_:options:changeHandler:)`), made on
    /// the first.
    #if !canImport(ObjectiveC)
    var keyValueObserversIfAny: KeyValueObservers?
    #endif
    @exclusivity(unchecked) open var clipsToBounds = false { didSet { contentDidChange() } }
    /// UIKit's hint that the view fills its bounds with opaque colour; drawing reads colours.
    open var isOpaque = true
    /// The view's transform in the plane: its layer's, as in UIKit (read from a 3-D one, its
    /// affine part). A shown cell's comes from its layout attributes until the app sets its
    /// own, which is drawn until the layout gives it new ones; a subview's is drawn inside it.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// Its own tint, else its superview's, else the system blue, as UIKit inherits it; setting
    /// nil returns to the inherited one.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    @exclusivity(unchecked) private var ownTintColor: UIColor?
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true
    /// Kept, not applied: a recording's collection view is as large as its frame says.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    @exclusivity(unchecked) open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutMarginsWereSet = true
            layoutMarginsDidChange()
        }
    }
    /// Whether the margins are measured from the safe area's edges rather than the view's, as
    /// UIKit's default has them (see `layoutMarginsGuide`).
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true
    /// Kept, not applied: a view's margins are its own.
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false
    /// Whether the app set the margins: a collection view's layout otherwise measures from
    /// the system's (16 or 20 points), as a collection view that fills a screen does.
    @exclusivity(unchecked) var layoutMarginsWereSet = false
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    @exclusivity(unchecked) open var tag = 0
    /// The recognisers added with `addGestureRecognizer(_:)` (see `UIView+Gestures.swift`).
    var addedGestureRecognizers: [UIGestureRecognizer]?
    /// The view's layer, of its class's `layerClass` (`ownLayer` inside, read without a dynamic call).
    open var layer: CALayer { ownLayer }
    final let ownLayer: CALayer
    /// The subviews, read here without a dynamic call (every cell shown is placed among them).
    @exclusivity(unchecked) final private(set) var storedSubviews: [UIView] = []
    open var subviews: [UIView] { storedSubviews }
    open var superview: UIView? { storedSuperview?.takeUnretainedValue() }
    /// Whether `view` is the superview: asked without a retain of it, at every layout pass.
    final func isSubview(of view: UIView) -> Bool { storedSuperview?.toOpaque() == Unmanaged.passUnretained(view).toOpaque() }
    /// Not weak, for the reason `CALayer.view` is not, and not retained: the superview holds
    /// this view among its subviews, and clears this as it lets go of it (`removeFromSuperview()`,
    /// `deinit`). Walks up the tree read it without a retain (`firstAbove(_:)`).
    @exclusivity(unchecked) private(set) var storedSuperview: Unmanaged<UIView>?

    public init(frame: CGRect) {
        self.bounds = CGRect(origin: .zero, size: frame.size)
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        // Made once, of the class's kind (a default value would make a plain one to throw away).
        ownLayer = Self.makeLayer(of: Self.layerClass)
        super.init()
        layer.view = self
    }

    public required init?(coder: NSCoder) {
        self.bounds = .zero
        self.center = .zero
        ownLayer = Self.makeLayer(of: Self.layerClass)
        super.init()
        layer.view = self
    }

    /// The class of the view's layer: a view that is a gradient or a shape says so here
    /// (`override class var layerClass: AnyClass { CAGradientLayer.self }`) and draws as one.
    open class var layerClass: AnyClass { CALayer.self }

    /// A layer of `kind`: Core Animation's own layer classes (an app's subclass of one is made
    /// as that one), else a plain layer, the usual kind, known without a cast. An app's own layer
    /// class cannot be made from its type here: `CALayer` has no required initialiser.
    private static func makeLayer(of kind: AnyClass) -> CALayer {
        if kind == CALayer.self { return CALayer() }
        if kind is CAGradientLayer.Type { return CAGradientLayer() }
        if kind is CAShapeLayer.Type { return CAShapeLayer() }
        return kind is CATextLayer.Type ? CATextLayer() : CALayer()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        // What points back here without owning it (see `storedSuperview`) is cleared.
        for subview in storedSubviews { subview.storedSuperview = nil }
        layer.view = nil
    }

    /// Its layer's frame, as in UIKit: placed about `center` by the anchor point, and with a
    /// transform the box around the transformed bounds (a value UIKit calls undefined, which
    /// code that turns cells reads all the same). Setting it sets the size and the centre.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let anchor = layer.anchorPoint
            resize(to: newValue.size)
            center = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    /// The safe area a recording gives a controller's view (`record(viewController:…)`).
    @exclusivity(unchecked) var givenSafeAreaInsets: UIEdgeInsets = .zero

    /// The layout margins by leading and trailing: the right margin leads in a right-to-left
    /// interface (`effectiveUserInterfaceLayoutDirection`).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// No safe area unless a recording gives one (`record(…, safeAreaInsets:)`).
    open var safeAreaInsets: UIEdgeInsets { givenSafeAreaInsets }

    /// How this view's content reads in a right-to-left interface; `.unspecified` (the
    /// default) follows the interface and the view above.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Which way this view lays out: what its `semanticContentAttribute` says, relative to the
    /// direction of its traits (the screen's, or one a view above forces).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction `attribute` gives in the application's direction.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UITraitCollection.screen.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction `attribute` gives in an interface running `layoutDirection`: playback and
    /// spatial content and `forceLeftToRight` left to right, `forceRightToLeft` right to left,
    /// the rest the interface's.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The screen's traits (see `UITraitCollection`), with size classes that follow this view's
    /// size, the style that `overrideUserInterfaceStyle` sets on it, its controller or the
    /// nearest view above that sets one, and the layout direction a view above forces with
    /// its `semanticContentAttribute` (as UIKit's traits carry it from iOS 10).
    open var traitCollection: UITraitCollection {
        let traits = UITraitCollection(screen: .screen, width: bounds.width, height: bounds.height, style: overriddenStyle)
        guard let forced = forcedDirectionAbove else { return traits }
        return UITraitCollection(traitsFrom: [traits, UITraitCollection(layoutDirection: forced)])
    }

    /// Light or dark for this view and everything under it, whatever the screen's style;
    /// `.unspecified` (the default) follows the view above. Views whose colours may change are
    /// told (`traitCollectionDidChange(_:)`), as in UIKit.
    @exclusivity(unchecked) open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { traitsBeforeOverride = traitsBeforeOverride ?? traitsOfTree() }
        didSet { tellTraitChanges() }
    }

    /// Called when the view's traits change so that a dynamic colour may resolve differently
    /// (an override of the style here or above): resolve the `CGColor`s given to layers again
    /// here, as UIKit apps do.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The controller whose view this is, for its `overrideUserInterfaceStyle`.
    weak var owningController: UIViewController?
    /// The window of the recording that shows this view as what it records, while it lasts
    /// (see `Recording.show(_:)`): held here, as every view added under this one asks for it.
    @exclusivity(unchecked) var recordedWindow: UIWindow?

    /// What `registerForTraitChanges(_:handler:)` registered.
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// The traits of this view and every view under it, taken before an override changes.
    var traitsBeforeOverride: [(view: UIView, traits: UITraitCollection)]?

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: view.isSubview(of: self) ? storedSubviews.count - 1 : storedSubviews.count)
    }

    /// Puts `view` among the subviews at `index` (clamped), taking it from its old superview
    /// first, and tells both as UIKit does (`willMove(toSuperview:)`, `didAddSubview(_:)`,
    /// `didMoveToSuperview()`). The view itself, or a view that holds this one, cannot be a
    /// subview: UIKit raises "Can't add self as subview", and the recording fails so.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard !isDescendant(of: view) else {
            Recording.current?.collectionView?.report(UIKitRecordingError(.exception(name: "NSInvalidArgumentException"),
                                                                          reason: "Can't add self as subview"))
            return
        }
        let moving = !view.isSubview(of: self)
        let newWindow = moving ? window : nil
        let tellsWindow = moving && view.window !== newWindow
        if tellsWindow { WindowChange.announce(view, entering: newWindow) }
        if moving { view.willMove(toSuperview: self) }
        if let old = view.superview {
            if moving { old.willRemoveSubview(view) }
            if let at = old.storedSubviews.firstIndex(where: { $0 === view }) { old.storedSubviews.remove(at: at) }
            old.contentDidChange()
        }
        let place = Swift.min(Swift.max(0, index), storedSubviews.count)
        view.ownLayer.stackingOrder = ownLayer.order(at: place, among: storedSubviews.count) { storedSubviews[$0].ownLayer.stackingOrder }
        storedSubviews.insert(view, at: place)
        view.storedSuperview = Unmanaged.passUnretained(self)
        contentDidChange()
        if moving {
            didAddSubview(view)
            view.didMoveToSuperview()
        }
        if tellsWindow { WindowChange.complete(view) }
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        let tellsWindow = window != nil
        if tellsWindow { WindowChange.announce(self, entering: nil) }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        if let at = superview.storedSubviews.firstIndex(where: { $0 === self }) { superview.storedSubviews.remove(at: at) }
        superview.contentDidChange()
        self.storedSuperview = nil
        didMoveToSuperview()
        if tellsWindow { WindowChange.complete(self) }
    }

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called once the view has moved to its new superview (or been removed).
    open func didMoveToSuperview() {}
    /// Called once `subview` has been added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before the view, with its superview or one above it, enters `newWindow` (nil: it
    /// leaves the one it was in): a pager starts its timer on screen and stops it off.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called once the view has entered its new window, or left its window.
    open func didMoveToWindow() {}

    /// Tells the cell or reusable view this view belongs to that what it draws may have
    /// changed, so that a collection view showing it reads it again before its next step
    /// (see `UICollectionReusableView.contentChanged`). Cheap: a walk up a few superviews.
    func contentDidChange() {
        if let reusable = self as? UICollectionReusableView ?? firstAbove({ $0 as? UICollectionReusableView }) { reusable.contentChanged = true }
    }

    open func setNeedsLayout() {}

    #if !canImport(ObjectiveC)
    /// Hears a change of a value it observes by name (`addObserver(_:forKeyPath:options:context:)`);
    /// override it, as on Apple's platforms. Nothing by default.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif

    // MARK: Hit testing (in the class, not an extension: Swift on Linux overrides only what a
    // class declares itself)

    /// Whether `point` (in this view) lies inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view under `point` (in this view), the last added
    /// first, as UIKit searches; nil when the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Whether the recogniser may begin; UIKit's default answers true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A stand-in for this view's picture, as a drag or a custom transition uses one: a plain
    /// view of the same frame with its background colour, alpha, corners, border and shadow.
    /// Zoetrope draws views from what they are configured with, so labels and pictures inside
    /// are not copied into it.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: frame)
        snapshot.backgroundColor = backgroundColor ?? layer.backgroundColor.map(UIColor.init(cgColor:))
        snapshot.alpha = alpha
        snapshot.layer.cornerRadius = layer.cornerRadius
        snapshot.layer.borderWidth = layer.borderWidth
        snapshot.layer.borderColor = layer.borderColor
        snapshot.layer.shadowOpacity = layer.shadowOpacity
        snapshot.layer.shadowRadius = layer.shadowRadius
        snapshot.layer.shadowOffset = layer.shadowOffset
        snapshot.layer.shadowColor = layer.shadowColor
        return snapshot
    }

    /// Never called: Zoetrope loads no nibs or storyboards. Declared so that a cell class that
    /// overrides it compiles; set a cell up in `init(frame:)` for it to be drawn.
    open func awakeFromNib() {}

    /// Called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays this view's tree out now: its Auto Layout constraints are solved at its size
    /// (`AutoLayoutEngine`) and each view's `layoutSubviews()` runs, superviews first, as in
    /// UIKit's layout pass.
    open func layoutIfNeeded() {
        layOutTree()
    }

    /// Places the subviews that Auto Layout places (those that do not translate their
    /// autoresizing mask) where the last solution put them. Override it, calling super, to
    /// adjust frames after Auto Layout, as in UIKit.
    /// The view's answer as its layer's delegate when the layer lays out (Core Animation's
    /// `CALayerDelegate`): for its own layer it runs `layoutSubviews()`, as UIKit's does. A
    /// control that places its own sublayers (a page control's dots) overrides it, calling super.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    open func layoutSubviews() {
        for subview in subviews {
            if let frame = subview.autoLayout?.solvedFrame {
                subview.autoLayout?.solvedFrame = nil
                subview.frame = frame
            }
        }
    }

    // MARK: Auto Layout (see UIView+AutoLayout.swift)

    /// What Auto Layout keeps for this view, made when first needed: most views in a
    /// recording never use it.
    var autoLayout: AutoLayoutState?
    var autoLayoutState: AutoLayoutState {
        if let autoLayout { return autoLayout }
        let made = AutoLayoutState()
        autoLayout = made
        return made
    }

    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view's content asks for; `noIntrinsicMetric` on an axis where it asks for
    /// none (a plain view). Labels and image views answer with their text's and image's size.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Nothing is cached: the next layout pass asks `intrinsicContentSize` again.
    open func invalidateIntrinsicContentSize() {}

    /// Override to add or change constraints before a layout pass that follows
    /// `setNeedsUpdateConstraints()`, calling super last, as in UIKit.
    open func updateConstraints() {}

    open func setNeedsUpdateConstraints() { needsUpdateConstraintsFlag = true }

    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    open func updateConstraintsIfNeeded() {
        for view in AutoLayoutEngine.tree(self).reversed() where view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
        }
    }

    var needsUpdateConstraintsFlag: Bool {
        get { autoLayout?.needsUpdateConstraints ?? false }
        set { if newValue || autoLayout != nil { autoLayoutState.needsUpdateConstraints = newValue } }
    }

    /// The smallest size the constraints allow near `targetSize`: UIKit's
    /// `systemLayoutSizeFitting(_:)`, each axis at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints give this view when its width and height are asked to equal
    /// `targetSize`'s at the given priorities: `.required` fixes an axis (a cell of a list's
    /// width), `.fittingSizeLevel` lets it shrink to fit its content.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        AutoLayoutEngine.solve(self, sizing: .fitting(target: targetSize, horizontal: horizontalFittingPriority,
                                                      vertical: verticalFittingPriority)).size
    }

    /// The size that fits: the view's current size, as UIKit's base implementation answers.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// Called when `layoutMargins` change.
    open func layoutMarginsDidChange() {}

    /// The constraints a view makes for itself (a stack view's), solved with the installed ones.
    func engineRules() -> [AutoLayoutEngine.Rule] { [] }

    // MARK: Drawing (in the class: see `UIView+Drawing.swift`)

    /// Draws the view's own content into the current context (`UIGraphicsGetCurrentContext()`),
    /// as a subclass overrides it to draw a chart or a ring. UIKit's own draws nothing.
    open func draw(_ rect: CGRect) {
        GraphicsContextStack.current.noteBaseDraw()
    }

    /// Asks for `draw(_:)` again, at the next moment the view is drawn; what it drew last is
    /// shown until then.
    open func setNeedsDisplay() {
        ownDrawing = .needed
        contentDidChange()
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// What `draw(_:)` drew last, and at which size.
    @exclusivity(unchecked) var ownDrawing = OwnDrawing.needed

    /// Whether UIKit draws this view itself, as it draws its controls (a switch's track and
    /// knob): `drawSystemContent(in:)` then adds that under `draw(_:)`. Declared in the class
    /// so that a control can override them (Swift on Linux overrides only what a class
    /// declares itself).
    var drawsSystemContent: Bool { false }
    /// Points past its bounds that what UIKit draws for the control reaches (a knob's shadow,
    /// which UIKit draws in a layer of its own, uncut).
    var systemContentBleed: CGFloat { 0 }

    /// Draws what UIKit draws for the view, in its bounds, into `ctx`.
    func drawSystemContent(in ctx: CGContext) {}
}
