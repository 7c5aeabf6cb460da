/// UIKit's `UISwitch`: kept, not yet drawn (see `UIControl`). Its intrinsic size is UIKit's,
/// 51 × 31 points, so Auto Layout places what is beside it as on the phone.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
