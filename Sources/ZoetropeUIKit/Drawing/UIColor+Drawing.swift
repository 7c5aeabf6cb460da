/// Setting a colour as the current context's paint, as `draw(_:)` code does before
/// `UIRectFill` or a path's `fill()`.
extension UIColor {
    /// The colour fills and strokes paint with next.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
