/// UIKit's `UISwitch`, drawn as iOS draws it: a 51 × 31 capsule, green (`onTintColor`) when on
/// and a light grey fill when off, with a 27-point white knob (`thumbTintColor`) and its shadow
/// at the end it is switched to. Its intrinsic size is UIKit's, so Auto Layout places what is
/// beside it as on the phone. No finger touches a recording: `setOn(_:animated:)` switches it
/// at once.
open class UISwitch: UIControl {
    open var isOn = false { didSet { contentDidChange() } }
    open var onTintColor: UIColor? { didSet { contentDidChange() } }
    open var thumbTintColor: UIColor? { didSet { contentDidChange() } }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    override var drawsSystemContent: Bool { true }
    override var systemContentBleed: CGFloat { ControlDrawing.knobShadowReach }

    override func drawSystemContent(in ctx: CGContext) {
        let track = CGRect(x: bounds.minX, y: bounds.minY, width: 51, height: 31)
        ControlDrawing.fill(ControlDrawing.capsule(track), isOn ? onTintColor ?? .systemGreen : .secondarySystemFill, in: ctx)
        let x = isOn ? track.maxX - 2 - 13.5 : track.minX + 2 + 13.5
        ControlDrawing.knob(center: CGPoint(x: x, y: track.midY), diameter: 27, color: thumbTintColor ?? .white, in: ctx)
    }
}
