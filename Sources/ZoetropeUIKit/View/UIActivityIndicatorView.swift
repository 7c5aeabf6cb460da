import Foundation

/// UIKit's `UIActivityIndicatorView`, drawn as a still frame of iOS's spinner: eight rounded
/// spokes in `color` (grey by default), fading clockwise from the top. `.medium` is 20 points
/// across, `.large` 37. As in UIKit it hides itself while stopped when `hidesWhenStopped`
/// (so a new one is hidden until `startAnimating()`); it does not turn from frame to frame.
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, the older names included.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style = .medium { didSet { contentDidChange() } }
    open var color: UIColor! = .systemGray { didSet { contentDidChange() } }
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    private var animating = false
    open var isAnimating: Bool { animating }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        if style == .white || style == .whiteLarge { color = .white }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func startAnimating() {
        animating = true
        isHidden = false
    }

    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    private var diameter: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }

    override var drawsSystemContent: Bool { true }

    override func drawSystemContent(in ctx: CGContext) {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = diameter / 2, inner = diameter / 2 * 0.45, width = diameter * 0.1
        let base = color ?? .systemGray
        for k in 0..<8 {
            let angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 4
            let alpha = 1 - CGFloat(k) * 0.1
            ControlDrawing.line(from: CGPoint(x: centre.x + (inner + width / 2) * cos(angle), y: centre.y + (inner + width / 2) * sin(angle)),
                                to: CGPoint(x: centre.x + (outer - width / 2) * cos(angle), y: centre.y + (outer - width / 2) * sin(angle)),
                                width: width, color: base.withAlphaComponent(base.alpha * alpha), in: ctx)
        }
    }
}
