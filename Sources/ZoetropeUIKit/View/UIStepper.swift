/// UIKit's `UIStepper`, drawn as iOS draws it: a 94 × 32 rounded block in the tertiary system
/// fill, a minus and a plus either side of a thin separator, each greyed when `value` has
/// reached its end. Its intrinsic size is UIKit's. No finger presses it: its value changes when
/// the app sets it.
open class UIStepper: UIControl {
    open var value: Double = 0 { didSet { contentDidChange() } }
    open var minimumValue: Double = 0 { didSet { contentDidChange() } }
    open var maximumValue: Double = 100 { didSet { contentDidChange() } }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    override var drawsSystemContent: Bool { true }

    override func drawSystemContent(in ctx: CGContext) {
        let box = CGRect(x: bounds.minX, y: bounds.minY, width: 94, height: 32)
        ControlDrawing.fill(ControlDrawing.rounded(box, radius: 8), .tertiarySystemFill, in: ctx)
        ControlDrawing.fill(UIBezierPath(rect: CGRect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18)).cgPath, .separator, in: ctx)
        let minus = CGPoint(x: box.minX + box.width / 4, y: box.midY), plus = CGPoint(x: box.maxX - box.width / 4, y: box.midY)
        let half: CGFloat = 7
        let lower = !wraps && value <= minimumValue ? UIColor.tertiaryLabel : .label
        let upper = !wraps && value >= maximumValue ? UIColor.tertiaryLabel : .label
        ControlDrawing.line(from: CGPoint(x: minus.x - half, y: minus.y), to: CGPoint(x: minus.x + half, y: minus.y), width: 2, color: lower, in: ctx)
        ControlDrawing.line(from: CGPoint(x: plus.x - half, y: plus.y), to: CGPoint(x: plus.x + half, y: plus.y), width: 2, color: upper, in: ctx)
        ControlDrawing.line(from: CGPoint(x: plus.x, y: plus.y - half), to: CGPoint(x: plus.x, y: plus.y + half), width: 2, color: upper, in: ctx)
    }
}
