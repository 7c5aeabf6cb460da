/// A layer filled with a gradient: Core Animation's `CAGradientLayer`. Kept with its colours,
/// locations and points, not yet drawn: Zoetrope draws a view from its own background and
/// layer, not from sublayers added to it (docs/bring-your-own-layout.md, "What is not
/// honoured"). A gradient that is the view's own look can be given to a fixture or a core
/// element as a linear gradient fill.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (UIKit code passes `[UIColor.red.cgColor, …]`).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

/// Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
