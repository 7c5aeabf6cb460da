/// UIKit's `UISlider`, drawn as iOS draws it: a 4-point track across its width, in the tint
/// colour (`minimumTrackTintColor`) up to the thumb and the system fill
/// (`maximumTrackTintColor`) after it, and a 28-point white thumb (`thumbTintColor`) with its
/// shadow at `value` between `minimumValue` and `maximumValue`. Its intrinsic height is
/// UIKit's 31 points. `setValue(_:animated:)` sets it at once.
open class UISlider: UIControl {
    open var value: Float = 0 { didSet { contentDidChange() } }
    open var minimumValue: Float = 0 { didSet { contentDidChange() } }
    open var maximumValue: Float = 1 { didSet { contentDidChange() } }
    open var minimumTrackTintColor: UIColor? { didSet { contentDidChange() } }
    open var maximumTrackTintColor: UIColor? { didSet { contentDidChange() } }
    open var thumbTintColor: UIColor? { didSet { contentDidChange() } }
    open var isContinuous = true

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Where `value` lies between the ends, from 0 to 1.
    var fraction: CGFloat {
        let span = maximumValue - minimumValue
        guard span > 0, value.isFinite else { return 0 }
        return CGFloat(Swift.min(1, Swift.max(0, (value - minimumValue) / span)))
    }

    override var drawsSystemContent: Bool { true }
    override var systemContentBleed: CGFloat { ControlDrawing.knobShadowReach }

    override func drawSystemContent(in ctx: CGContext) {
        let box = bounds
        let thumb: CGFloat = 28
        let x = box.minX + thumb / 2 + Swift.max(0, box.width - thumb) * fraction
        let track = CGRect(x: box.minX, y: box.midY - 2, width: box.width, height: 4)
        ControlDrawing.fill(ControlDrawing.capsule(track), maximumTrackTintColor ?? .systemFill, in: ctx)
        ControlDrawing.fill(ControlDrawing.capsule(CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: 4)),
                            minimumTrackTintColor ?? tintColor ?? .systemBlue, in: ctx)
        ControlDrawing.knob(center: CGPoint(x: x, y: box.midY), diameter: thumb, color: thumbTintColor ?? .white, in: ctx)
    }
}
