/// What draws a layer's content for it: Core Animation's `CALayerDelegate`.
public protocol CALayerDelegate: AnyObject {
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// A view is its own layer's delegate in UIKit: it lays the layer out (`layoutSublayers(of:)`,
/// which runs `layoutSubviews()`), so a subclass that overrides it to place its own sublayers
/// is called at each layout pass. Its layer's `delegate` is left nil here: Zoetrope draws a
/// view from the view.
extension UIView: CALayerDelegate {}
