/// What draws a layer's content for it: Core Animation's `CALayerDelegate`.
public protocol CALayerDelegate: AnyObject {
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}
