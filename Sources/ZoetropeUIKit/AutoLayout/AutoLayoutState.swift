/// What a view keeps for Auto Layout.
final class AutoLayoutState {
    /// The active constraints installed on the view.
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// Hugging and compression resistance, horizontal then vertical: UIKit's defaults for a
    /// view made in code.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    /// The frame the last solution gave the view, in its superview's coordinates, until its
    /// superview's `layoutSubviews()` applies it.
    var solvedFrame: CGRect?
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
}
