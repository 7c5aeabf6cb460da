/// Converting points and rectangles between views, as UIKit does: through each view's frame
/// and its bounds' origin (a scroll view's content offset). Transforms are left out: a view's
/// `transform` moves what is drawn, not where these place it (UIKit applies them; a turned
/// view converts differently there). Finding the view at a point (`hitTest(_:with:)`) is in
/// `UIView` itself, where a subclass can override it.
extension UIView {
    /// Where `point` (in this view) lies in `view`'s coordinates; in the window's (this view's
    /// root) when `view` is nil.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Where `point` (in `view`, or in the root when nil) lies in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` of this view in its root view's coordinates.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let superview = view.superview {
            let frame = view.untransformedFrame
            result.x += frame.minX - view.bounds.minX
            result.y += frame.minY - view.bounds.minY
            view = superview
        }
        return result
    }
}

/// Placing and sizing, as UIKit's layout does it.
extension UIView {
    /// The frame without the transform: the bounds placed about `center` by the anchor point.
    /// What layout works with (UIKit's Auto Layout and autoresizing set `center` and `bounds`,
    /// so a turned view keeps its place) and where a view is drawn before it is turned.
    var untransformedFrame: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint
        return CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// Sets the size, the centre staying, and resizes the subviews as their autoresizing masks
    /// say: what a new `frame` does, and a collection view's layout attributes.
    func resize(to size: CGSize) {
        let oldSize = bounds.size
        guard oldSize != size else { return }
        bounds.size = size
        resizeSubviews(from: oldSize)
    }

    /// UIKit's autoresizing: a subview with a flexible width or height grows with this view,
    /// one with a flexible margin moves with it.
    func resizeSubviews(from oldSize: CGSize) {
        let dx = bounds.width - oldSize.width, dy = bounds.height - oldSize.height
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.untransformedFrame
            if mask.contains(.flexibleWidth) { frame.size.width += dx } else if mask.contains(.flexibleLeftMargin) { frame.origin.x += dx }
            if mask.contains(.flexibleHeight) { frame.size.height += dy } else if mask.contains(.flexibleTopMargin) { frame.origin.y += dy }
            subview.frame = frame
        }
    }
}
