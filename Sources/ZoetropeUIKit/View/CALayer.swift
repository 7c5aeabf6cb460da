/// A view's layer: the corner radius, border and shadow Zoetrope draws (UIKit's `CALayer`).
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0 { didSet { view?.contentDidChange() } }
    open var borderWidth: CGFloat = 0 { didSet { view?.contentDidChange() } }
    open var borderColor: CGColor? = UIColor.black.cgColor { didSet { view?.contentDidChange() } }
    open var shadowColor: CGColor? = UIColor.black.cgColor { didSet { view?.contentDidChange() } }
    /// 0 (no shadow) by default, as in Core Animation.
    open var shadowOpacity: Float = 0 { didSet { view?.contentDidChange() } }
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3) { didSet { view?.contentDidChange() } }
    open var shadowRadius: CGFloat = 3 { didSet { view?.contentDidChange() } }
    open var masksToBounds: Bool = false { didSet { view?.contentDidChange() } }
    open var backgroundColor: CGColor? { didSet { view?.contentDidChange(); keyValueDidChange() } }
    open var opacity: Float = 1 { didSet { view?.contentDidChange(); keyValueDidChange() } }
    open var zPosition: CGFloat = 0
    /// The key-value observations of this layer (`observe(_:options:changeHandler:)`).
    #if !canImport(ObjectiveC)
    var keyValueObserversIfAny: KeyValueObservers?
    #endif

    /// Tells this layer's observers, and its view's (whose `transform` and `alpha` are the
    /// layer's), that a property was set.
    func keyValueDidChange() {
        #if !canImport(ObjectiveC)
        keyValueObserversIfAny?.notify()
        #endif
        view?.keyValueDidChange()
    }
    open var transform: CATransform3D = CATransform3DIdentity { didSet { view?.contentDidChange(); keyValueDidChange() } }
    /// `.layerMinXMinYCorner` and the rest; Zoetrope rounds all four corners alike.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The point of the bounds that `position` names and transforms turn about, from (0, 0)
    /// at the top left to (1, 1). A cell's is drawn as Core Animation draws it: the layout
    /// attributes' centre is its position, and their transform turns about it.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { view?.contentDidChange() } }
    /// Kept: a layer turned to show its back is drawn as its front.
    open var isDoubleSided = true
    open var name: String?
    open var contents: Any?
    open var needsDisplayOnBoundsChange = false
    open var allowsEdgeAntialiasing = false
    open var mask: CALayer?
    /// The layers added to this one. Kept, not yet drawn: a view's own sublayers (a gradient
    /// behind a card, a shape) are not part of what Zoetrope draws
    /// (docs/bring-your-own-layout.md, "What is not honoured").
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    /// Explicit animations given to the layer, by key, in the order they were added: kept, not
    /// yet played (see `CAAnimation`).
    private var explicitAnimations: [(key: String?, animation: CAAnimation)] = []

    /// Keeps `anim` under `key`, replacing one kept there.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { explicitAnimations.removeAll { $0.key == key } }
        explicitAnimations.append((key, anim))
    }

    open func animation(forKey key: String) -> CAAnimation? { explicitAnimations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? {
        let keys = explicitAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    open func removeAnimation(forKey key: String) { explicitAnimations.removeAll { $0.key == key } }
    open func removeAllAnimations() { explicitAnimations = [] }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: Swift.min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var isOpaque = false
    open var isHidden: Bool {
        get { view?.isHidden ?? hidden }
        set { if let view { view.isHidden = newValue } else { hidden = newValue } }
    }
    private var hidden = false

    /// The view this layer backs (UIKit's `delegate` of a view's layer): its geometry is the
    /// view's.
    weak var view: UIView?
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero

    public override init() {
        super.init()
    }

    /// The layer's size and origin: its view's bounds.
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set { if let view { view.bounds = newValue } else { ownBounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer: its view's centre for the default
    /// anchor point.
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set { if let view { view.center = newValue } else { ownPosition = newValue } }
    }

    /// The layer's rectangle in its superlayer.
    open var frame: CGRect {
        get {
            let size = bounds.size
            return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
