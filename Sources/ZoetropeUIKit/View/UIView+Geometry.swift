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
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            view = superview
        }
        return result
    }
}
