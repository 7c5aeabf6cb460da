/// UIKit's `UINotificationFeedbackGenerator`: success, warning and error felt (see
/// `UIFeedbackGenerator`: nothing is played).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
