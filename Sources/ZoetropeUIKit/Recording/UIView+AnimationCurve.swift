import ZoetropeCore

extension UIView {
    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var value: TimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
