/// UIKit's `UISelectionFeedbackGenerator`: the tick of a selection changing (see
/// `UIFeedbackGenerator`: nothing is played).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
