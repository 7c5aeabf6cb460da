/// UIKit's `UIProgressView`, drawn as iOS draws it: a 4-point capsule track in the system
/// fill (`trackTintColor`) across its width, filled from the leading edge to `progress` in the
/// tint colour (`progressTintColor`); the `.bar` style has square ends. Its intrinsic height is
/// UIKit's 4 points. `setProgress(_:animated:)` sets it at once.
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    open var progressViewStyle: Style = .default { didSet { contentDidChange() } }
    /// From 0 to 1; values outside are drawn clamped, as UIKit clamps them.
    open var progress: Float = 0 { didSet { contentDidChange() } }
    open var progressTintColor: UIColor? { didSet { contentDidChange() } }
    open var trackTintColor: UIColor? { didSet { contentDidChange() } }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    override var drawsSystemContent: Bool { true }

    override func drawSystemContent(in ctx: CGContext) {
        let box = bounds
        let track = CGRect(x: box.minX, y: box.midY - Swift.min(4, box.height) / 2, width: box.width, height: Swift.min(4, box.height))
        let shape = { (rect: CGRect) in self.progressViewStyle == .bar ? UIBezierPath(rect: rect).cgPath : ControlDrawing.capsule(rect) }
        ControlDrawing.fill(shape(track), trackTintColor ?? .systemFill, in: ctx)
        let fraction = CGFloat(progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0)
        guard fraction > 0 else { return }
        ControlDrawing.fill(shape(CGRect(x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)),
                            progressTintColor ?? tintColor ?? .systemBlue, in: ctx)
    }
}
