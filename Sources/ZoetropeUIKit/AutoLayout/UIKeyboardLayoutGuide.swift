/// Where the keyboard is: UIKit's `UIKeyboardLayoutGuide` (`view.keyboardLayoutGuide`). A
/// recording shows no keyboard, so the guide lies where UIKit puts it while the keyboard is
/// hidden: along the bottom of the view, as tall as the safe area's bottom inset (none when
/// `usesBottomSafeArea` is false). A chat screen pinned to its top is laid out as it first
/// appears.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Kept: there is no keyboard to follow.
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView)
    }

    /// Its height: the safe area's bottom inset, or none.
    var height: CGFloat {
        usesBottomSafeArea ? owningView?.safeAreaInsets.bottom ?? 0 : 0
    }
}
