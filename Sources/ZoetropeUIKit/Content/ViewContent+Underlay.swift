import ZoetropeCore

/// What shows behind a clear collection view: the views it lies on, and its background view.
extension ViewContent {
    /// What the views beneath `view` draw where it lies, as they are laid out now: the view at
    /// the top of its tree (a controller's view) and every view and layer drawn before `view`
    /// (the views holding it, their layers beneath it, its siblings beneath it and what those
    /// hold), in paint order, each placed from `view`'s top-left corner. Empty when `view` has
    /// no superview.
    ///
    /// What lies over `view` (a sibling added after it, a layer above it) is not drawn here:
    /// it would lie over the content.
    static func subviewsBeneath(_ view: UIView) -> [Subview] {
        var root = view
        while let holder = root.superview { root = holder }
        guard root !== view else { return [] }
        return ViewAnimation.withoutAnimation {
            let (drawn, stop) = drawnViews(of: root, beneath: view)
            guard let stop else { return [] }
            let shift = CGPoint(x: -stop.minX, y: -stop.minY)
            var subviews: [Subview] = []
            if let own = root.withTraitsCurrent({ subviewContent(root) }) {
                subviews.append(Subview(frame: fixedFrame(CGRect(origin: shift, size: root.bounds.size)), content: own))
            }
            for part in drawn {
                guard let content = placedContent(part) else { continue }
                subviews.append(placed(content, part, shiftedBy: shift))
            }
            return subviews
        }
    }

    /// What a collection view's background view draws at `size` (the collection view's, which
    /// UIKit gives it): its own fill (unless `fillTaken`, when its colour is drawn otherwise),
    /// what it draws itself and the views it holds, laid out at that size.
    static func subviews(ofBackgroundView view: UIView, size: CGSize, fillTaken: Bool) -> [Subview] {
        ViewAnimation.withoutAnimation {
            view.frame = CGRect(origin: view.untransformedFrame.origin, size: size)
            view.layOutTree()
            var subviews: [Subview] = []
            if let own = view.withTraitsCurrent({ subviewContent(view, fillTaken: fillTaken) }) {
                subviews.append(Subview(frame: fixedFrame(CGRect(origin: .zero, size: size)), content: own))
            }
            for part in drawnViews(of: view, beneath: nil).views {
                guard let content = placedContent(part) else { continue }
                subviews.append(placed(content, part, shiftedBy: .zero))
            }
            return subviews
        }
    }

    /// `content` at `part`'s frame moved by `shift`, cut by the view holding it that clips.
    private static func placed(_ content: ElementContent, _ part: DrawnView, shiftedBy shift: CGPoint) -> Subview {
        let clip = part.clip.map { SubviewClip(frame: fixedFrame($0.rect.offsetBy(dx: shift.x, dy: shift.y)), cornerRadius: Double($0.radius)) }
        return Subview(frame: fixedFrame(part.rect.offsetBy(dx: shift.x, dy: shift.y)), content: content, clip: clip)
    }

    /// A frame that does not follow the element's size.
    private static func fixedFrame(_ rect: CGRect) -> ResizingFrame {
        ResizingFrame(fixed: Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)))
    }
}
