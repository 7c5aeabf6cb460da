/// A view's layer: the corner radius, border and shadow Zoetrope draws (UIKit's `CALayer`).
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var shadowColor: CGColor? = UIColor.black.cgColor
    /// 0 (no shadow) by default, as in Core Animation.
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var masksToBounds: Bool = false
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var zPosition: CGFloat = 0
    open var transform: CATransform3D = CATransform3DIdentity
    /// `.layerMinXMinYCorner` and the rest; Zoetrope rounds all four corners alike.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular

    public override init() {
        super.init()
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
