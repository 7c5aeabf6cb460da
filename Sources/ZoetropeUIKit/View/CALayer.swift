/// A layer: Core Animation's `CALayer`. A view's own layer gives the corner radius, border and
/// shadow Zoetrope draws for it; layers an app adds (`addSublayer(_:)`, a gradient behind a
/// card, a shape's ring) are drawn into the view's drawing, in their order and `zPosition`,
/// with their frames, transforms, opacity, corners, borders and masks
/// (`CALayer+Rendering.swift`).
///
/// Stored values are `@exclusivity(unchecked)`: each is read or set whole, never across a call
/// that reaches it again, and checking every access cost more than a layout pass's own work.
/// A drawn value set to what it already is changes nothing drawn, so the cell that shows the
/// layer is not read again for it (a cell that rounds its corners at every `apply(_:)`).
open class CALayer: NSObject {
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            implicitlyAnimate("cornerRadius", from: oldValue)
            layerDidChange(outlineOnly: true)
        }
    }
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { layerDidChange(outlineOnly: true) } } }
    @exclusivity(unchecked) open var borderColor: CGColor? = CALayer.opaqueBlack {
        didSet {
            guard borderColor != oldValue else { return }
            implicitlyAnimate("borderColor", from: oldValue ?? UIColor.clear.cgColor)
            layerDidChange(outlineOnly: true)
        }
    }
    @exclusivity(unchecked) open var shadowColor: CGColor? = CALayer.opaqueBlack { didSet { if shadowColor != oldValue { layerDidChange(outlineOnly: true) } } }
    /// The default border and shadow colour, made once: a colour is immutable, and every view
    /// of a screen has a layer.
    private static let opaqueBlack: CGColor = UIColor.black.cgColor
    /// 0 (no shadow) by default, as in Core Animation.
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { layerDidChange(outlineOnly: true) } } }
    @exclusivity(unchecked) open var shadowOffset: CGSize = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { layerDidChange(outlineOnly: true) } } }
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { layerDidChange(outlineOnly: true) } } }
    @exclusivity(unchecked) open var masksToBounds: Bool = false { didSet { if masksToBounds != oldValue { layerDidChange() } } }
    @exclusivity(unchecked) open var backgroundColor: CGColor? {
        didSet {
            if backgroundColor != oldValue { implicitlyAnimate("backgroundColor", from: oldValue ?? UIColor.clear.cgColor) }
            layerDidChange()
            keyValueDidChange()
        }
    }
    @exclusivity(unchecked) open var opacity: Float = 1 {
        didSet {
            if opacity != oldValue { implicitlyAnimate("opacity", from: oldValue) }
            layerDidChange()
            keyValueDidChange()
        }
    }
    /// Sublayers are drawn from the lowest to the highest, in their order where equal.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { layerDidChange() } } }
    /// The key-value observations of this layer (`observe(_:options:changeHandler:)`).
    #if !canImport(ObjectiveC)
    var keyValueObserversIfAny: KeyValueObservers?
    #endif

    /// Tells the cell that shows this layer (through its superlayers, to the view one of them
    /// backs) that what it draws changed. `outlineOnly`: only the layer's corners, border or
    /// shadow did, which a cell's own layer has read again alone.
    func layerDidChange(outlineOnly: Bool = false) {
        var layer: CALayer? = self
        while let current = layer {
            // A view that is shown as a view; the layer of one that is not (a shape view's
            // layer used as a mask) goes on to the layer it hangs from.
            if let view = current.view, view.superview != nil || view is UICollectionReusableView {
                if outlineOnly, current === self, let reusable = view as? UICollectionReusableView {
                    if reusable.contentChange == .none { reusable.contentChange = .outline }
                } else {
                    view.contentDidChange()
                }
                return
            }
            layer = current.superlayer ?? current.maskedLayer
        }
    }

    /// Tells this layer's observers, and its view's (whose `transform` and `alpha` are the
    /// layer's), that a property was set.
    func keyValueDidChange() {
        #if !canImport(ObjectiveC)
        keyValueObserversIfAny?.notify()
        #endif
        view?.keyValueDidChange()
    }
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            if transform != oldValue { implicitlyAnimate("transform", from: oldValue) }
            layerDidChange()
            keyValueDidChange()
        }
    }
    /// `.layerMinXMinYCorner` and the rest: the corners `cornerRadius` rounds, the others
    /// square (a card rounded at its top only).
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { layerDidChange(outlineOnly: true) } }
    }
    /// The curve of the rounded corners: a quarter circle, or iOS's continuous corner
    /// (`CornerShape` in Core gives its geometry).
    @exclusivity(unchecked) open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { layerDidChange(outlineOnly: true) } }
    }
    /// The point of the bounds that `position` names and transforms turn about, from (0, 0)
    /// at the top left to (1, 1). A cell's is drawn as Core Animation draws it: the layout
    /// attributes' centre is its position, and their transform turns about it.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { layerDidChange() } }
    /// Kept: a layer turned to show its back is drawn as its front.
    @exclusivity(unchecked) open var isDoubleSided = true
    @exclusivity(unchecked) open var name: String?
    /// A picture to show across the layer: a `CGImage` (`UIImage.cgImage`) or a `UIImage`,
    /// placed by `contentsGravity`.
    open var contents: Any? { didSet { layerDidChange() } }
    @exclusivity(unchecked) open var contentsGravity: CALayerContentsGravity = .resize
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1
    /// The outline the shadow is cast from, when set (cheaper on the phone, and exact here).
    @exclusivity(unchecked) open var shadowPath: CGPath? { didSet { layerDidChange() } }
    /// Kept: sublayers are placed by their own transforms.
    @exclusivity(unchecked) open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Draws the layer's content (Core Animation's `draw(in:)`): the delegate's by default.
    /// A layer subclass that overrides it is drawn by it, recorded as shapes like `draw(_:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }
    open weak var delegate: CALayerDelegate?

    /// What the layer draws in its bounds besides its background, border and sublayers: its
    /// contents' picture and `draw(in:)`; a gradient, shape or text layer adds its own.
    func drawOwnContent(in ctx: CGContext) {
        drawContents(in: ctx)
        draw(in: ctx)
    }
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false
    /// Cuts the layer to its shape: a shape layer's path, else its frame with its corners.
    /// What a mask's alpha would fade (a gradient mask) is cut at its edge instead.
    @exclusivity(unchecked) open var mask: CALayer? {
        didSet {
            if let mask, refusesCycle(through: mask, as: "its mask") {
                self.mask = oldValue
                return
            }
            oldValue?.maskedLayer = nil
            mask?.maskedLayer = self
            layerDidChange()
        }
    }
    /// The layer this one masks: what it changes, that layer shows.
    @exclusivity(unchecked) private weak var maskedLayer: CALayer?
    /// The layers added to this one, drawn in this order (and by `zPosition`) over its content.
    /// A view's subviews are not among them: their layers are drawn as the views they back.
    open private(set) var sublayers: [CALayer]?
    @exclusivity(unchecked) open private(set) weak var superlayer: CALayer?

    /// The actions for property changes by key: `NSNull` for a key turns its implicit
    /// animation off, as on the phone (see `CALayer+ImplicitAnimation.swift`).
    open var actions: [String: CAAction]?
    /// The turn of the recording in which the layer was last drawn; nil before it is.
    @exclusivity(unchecked) var drawnInTurn: Int?

    /// Explicit animations given to the layer, by key, in the order they were added, with the
    /// recording's time each begins at (see `CAAnimation`).
    private(set) var explicitAnimations: [(key: String?, animation: CAAnimation, begin: Double)] = []

    /// Plays `anim` from now, or from its `beginTime` (on `CACurrentMediaTime()`'s clock, which
    /// during a recording is the recording's), replacing one kept under `key`.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let recording = Recording.current
        let now = recording?.now ?? 0
        // Outside a recording the clock is the host's, and a recording would start at 0.
        let begin = anim.beginTime > 0 ? anim.beginTime - (recording?.clockOrigin ?? ProcessInfo.processInfo.systemUptime) : now
        add(anim, forKey: key, beginningAt: begin)
    }

    /// Plays `anim` from `begin` seconds of the recording, replacing one kept under `key`.
    /// Those that played out before this turn are gone, as Core Animation removes a finished
    /// animation: a layer animated at every step does not keep them all.
    func add(_ anim: CAAnimation, forKey key: String?, beginningAt begin: Double) {
        let now = Recording.current?.now
        // Only the corners animate, and only corner animations leave: the outline alone changed
        // (a cell whose `apply(_:)` rounds it inside an update's animation).
        var outlineOnly = Self.animatesOutlineOnly(anim)
        explicitAnimations.removeAll { entry in
            let removed = (key != nil && entry.key == key) || now.map { entry.animation.hasBeenRemoved(beginning: entry.begin, by: $0) } == true
            if removed && !Self.animatesOutlineOnly(entry.animation) { outlineOnly = false }
            return removed
        }
        explicitAnimations.append((key, anim, begin))
        layerDidChange(outlineOnly: outlineOnly)
    }

    /// Whether `animation` animates nothing but the corner radius, which a reading of the
    /// outline alone reads (`ViewContent.rereadOutline`).
    private static func animatesOutlineOnly(_ animation: CAAnimation) -> Bool {
        (animation as? CAPropertyAnimation)?.keyPath == "cornerRadius"
    }

    /// The animation kept under `key`: nil once it has played out and been removed.
    open func animation(forKey key: String) -> CAAnimation? { runningAnimations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Whether the layer holds an explicit animation, played out or not (the cheap question a
    /// reading asks first).
    var hasExplicitAnimations: Bool { !explicitAnimations.isEmpty }

    /// The explicit animations not yet removed at the recording's present turn.
    private var runningAnimations: [(key: String?, animation: CAAnimation, begin: Double)] {
        guard let now = Recording.current?.now else { return explicitAnimations }
        return explicitAnimations.filter { !$0.animation.hasBeenRemoved(beginning: $0.begin, by: now) }
    }
    open func removeAnimation(forKey key: String) {
        explicitAnimations.removeAll { $0.key == key }
        layerDidChange()
    }
    open func removeAllAnimations() {
        explicitAnimations = []
        layerDidChange()
    }

    /// Where this layer lies in its superlayer's stack, which on the phone holds the layers of
    /// the view's subviews too: here those are two lists, the sublayers and the subviews, and
    /// this number (larger lies higher) orders one against the other. A layer added after a
    /// subview lies over it (a gradient added over a picture), one inserted at 0 under every
    /// subview. See `UIView.insertSubview(_:at:)` for the subviews'.
    @exclusivity(unchecked) var stackingOrder: Double = 0
    /// The last orders handed out on top of this layer's stack and at its bottom.
    @exclusivity(unchecked) private var topOrder: Double = 0
    @exclusivity(unchecked) private var bottomOrder: Double = 0

    /// An order above everything in this layer's stack (sublayers and its view's subviews).
    func orderOnTop() -> Double {
        topOrder += 1
        return topOrder
    }

    /// An order beneath everything in this layer's stack.
    func orderAtBottom() -> Double {
        bottomOrder -= 1
        return bottomOrder
    }

    /// The order for something put at `index` among `count` siblings ordered bottom to top,
    /// whose orders `sibling` gives (asked for the two neighbours only).
    func order(at index: Int, among count: Int, sibling: (Int) -> Double) -> Double {
        if index >= count { return orderOnTop() }
        if index <= 0 { return orderAtBottom() }
        return (sibling(index - 1) + sibling(index)) / 2
    }

    open func addSublayer(_ layer: CALayer) {
        guard !refusesCycle(through: layer, as: "a sublayer") else { return }
        layer.removeFromSuperlayer()
        layer.stackingOrder = orderOnTop()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
        layerDidChange()
    }

    /// This layer's stack as the phone counts it: its sublayers and its view's subviews'
    /// layers, bottom to top. An index given to `insertSublayer` counts in it, so a gradient a
    /// cell inserts at 0 once its content view is in lies under the content view.
    private var stack: [CALayer] {
        let subviewLayers = view?.storedSubviews.map(\.layer) ?? []
        guard !subviewLayers.isEmpty else { return sublayers ?? [] }
        return ((sublayers ?? []) + subviewLayers).sorted { $0.stackingOrder < $1.stackingOrder }
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !refusesCycle(through: layer, as: "a sublayer") else { return }
        layer.removeFromSuperlayer()
        let stack = self.stack
        layer.stackingOrder = order(at: Swift.min(Int(index), stack.count), among: stack.count) { stack[$0].stackingOrder }
        var list = sublayers ?? []
        list.insert(layer, at: list.firstIndex { $0.stackingOrder > layer.stackingOrder } ?? list.count)
        sublayers = list
        layer.superlayer = self
        layerDidChange()
    }

    /// Below `sibling` in the stack (a sublayer, or a subview's layer); at the bottom when it
    /// is in neither.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in stack.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let stack = self.stack
        let index = sibling.flatMap { sibling in stack.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? stack.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Whether `other` is drawn as part of this layer: it is this layer, or one of its
    /// sublayers or its mask, or one of theirs.
    func draws(_ other: CALayer) -> Bool {
        var pending: [CALayer] = [self]
        var seen = Set<ObjectIdentifier>()
        while let layer = pending.popLast() {
            if layer === other { return true }
            guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            pending += layer.sublayers ?? []
            if let mask = layer.mask { pending.append(mask) }
        }
        return false
    }

    /// Whether `layer`, hung under this one as `role`, would be drawn inside itself (this
    /// layer, or a layer that draws it); such a layer is refused and the recording fails
    /// saying so, where Core Animation would draw without end.
    private func refusesCycle(through layer: CALayer, as role: String) -> Bool {
        guard layer.draws(self) else { return false }
        let what = layer === self ? "itself" : "a layer that holds it"
        Recording.current?.collectionView?.report(UIKitRecordingError(.badInput, reason:
            "a layer was given \(what) as \(role): it would be drawn inside itself without end; "
            + "give a layer of its own, not one that holds this one"))
        return true
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
        parent.layerDidChange()
    }

    /// A layer draws when it is shown; there is nothing to mark.
    open func setNeedsDisplay() { view?.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    open func display() {}
    open func needsDisplay() -> Bool { false }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    @exclusivity(unchecked) open var shouldRasterize = false
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1
    @exclusivity(unchecked) open var isOpaque = false
    open var isHidden: Bool {
        get { view?.isHidden ?? hidden }
        set { if let view { view.isHidden = newValue } else { hidden = newValue; layerDidChange() } }
    }
    @exclusivity(unchecked) private var hidden = false

    /// The view this layer backs (UIKit's `delegate` of a view's layer): its geometry is the
    /// view's. Not weak: a weak reference gives the view a side table, which makes every
    /// retain and release of every view slower; the view owns this layer and clears it as it
    /// goes (`UIView.deinit`).
    @exclusivity(unchecked) unowned(unsafe) var view: UIView?
    @exclusivity(unchecked) private var ownBounds: CGRect = .zero
    @exclusivity(unchecked) private var ownPosition: CGPoint = .zero

    public override init() {
        super.init()
    }

    /// Core Animation makes its presentation copies with this; here it makes a new layer with
    /// the defaults (an app's subclass copies its own fields in its override, as on the phone).
    public init(layer: Any) {
        super.init()
    }

    /// The layer as it shows: here, the layer itself. A recording's layers are read between
    /// turns, where Core Animation's model and presentation agree; mid-animation values are in
    /// the drawing (`DrawingAnimation`), not in the layer.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    #if !canImport(ObjectiveC)
    /// Key-value coding of the properties animations name (`strokeEnd`, `opacity`, …), as
    /// Core Animation answers `value(forKeyPath:)`; nil for a key it does not know.
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    open func value(forKey key: String) -> Any? {
        switch key {
        case "opacity": opacity
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "shadowOpacity": shadowOpacity
        case "shadowRadius": shadowRadius
        case "position": position
        case "bounds": bounds
        case "frame": frame
        case "transform": transform
        case "zPosition": zPosition
        case "anchorPoint": anchorPoint
        case "backgroundColor": backgroundColor
        case "borderColor": borderColor
        case "isHidden", "hidden": isHidden
        case "strokeStart": (self as? CAShapeLayer)?.strokeStart
        case "strokeEnd": (self as? CAShapeLayer)?.strokeEnd
        case "lineWidth": (self as? CAShapeLayer)?.lineWidth
        case "path": (self as? CAShapeLayer)?.path
        case "colors": (self as? CAGradientLayer)?.colors
        case "locations": (self as? CAGradientLayer)?.locations
        default: nil
        }
    }
    #endif

    /// The layer's size and origin: its view's bounds.
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            if let view {
                view.bounds = newValue
            } else {
                let old = ownBounds
                ownBounds = newValue
                if old.size != newValue.size { implicitlyAnimate("bounds", from: NSValue(cgRect: old)) }
                layerDidChange()
            }
        }
    }

    /// Where the anchor point sits in the superlayer: its view's centre for the default
    /// anchor point.
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set {
            if let view {
                view.center = newValue
            } else {
                let old = ownPosition
                ownPosition = newValue
                if old != newValue { implicitlyAnimate("position", from: NSValue(cgPoint: old)) }
                layerDidChange()
            }
        }
    }

    /// The layer's rectangle in its superlayer: with a transform, the box around its bounds
    /// transformed about the anchor point (projected, with perspective), as Core Animation
    /// answers.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let plain = CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                               width: size.width, height: size.height)
            guard !CATransform3DIsIdentity(transform) else { return plain }
            let t = transform
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] as [(CGFloat, CGFloat)] {
                let x = (u - anchorPoint.x) * size.width, y = (v - anchorPoint.y) * size.height
                let w = t.m14 * x + t.m24 * y + t.m44
                // A corner behind the eye has no place on screen: the plain rectangle stands.
                guard w > 0, w.isFinite else { return plain }
                let px = (t.m11 * x + t.m21 * y + t.m41) / w, py = (t.m12 * x + t.m22 * y + t.m42) / w
                minX = Swift.min(minX, px); maxX = Swift.max(maxX, px); minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
            }
            guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return plain }
            return CGRect(x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
        }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
}
