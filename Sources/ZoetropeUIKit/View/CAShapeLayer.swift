/// A layer that draws a path: Core Animation's `CAShapeLayer`, as apps make progress rings,
/// dividers and the masks of slanted or shaped cells. Kept with its path and style, not yet
/// drawn (docs/bring-your-own-layout.md, "What is not honoured"); its path is hit-tested and
/// measured as on the phone (`CGPath`).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    /// Black, as Core Animation's default fill.
    open var fillColor: CGColor? = UIColor.black.cgColor
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
}

/// Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
