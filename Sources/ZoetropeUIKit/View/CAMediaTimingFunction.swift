/// Core Animation's `CAMediaTimingFunction`: a pacing curve, a cubic Bézier from (0, 0) to
/// (1, 1) through two control points. The named ones have Core Animation's published points.
open class CAMediaTimingFunction: NSObject {
    /// The two control points, as `getControlPoint(at:values:)` reads them (indices 1 and 2).
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoint1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        controlPoint2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float) = switch name {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: (0, 0, 1, 1)
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Writes control point `index` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint = switch index {
        case 1: controlPoint1
        case 2: controlPoint2
        case 3: CGPoint(x: 1, y: 1)
        default: .zero
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }
}
