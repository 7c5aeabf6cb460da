/// UIKit's `UIImpactFeedbackGenerator`: a tap felt as an impact of a weight (see
/// `UIFeedbackGenerator`: nothing is played).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(at location: CGPoint) {}
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}
