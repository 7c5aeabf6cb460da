/// Where and how one element is shown: UIKit's `UICollectionViewLayoutAttributes`, as a value.
///
/// `frame`, `center` and `size` are one fact seen three ways (setting one updates the others).
/// The transform applies about the centre, as a view's transform does, and does not change
/// `frame`. Defaults are UIKit's: alpha 1, identity transform, z-index 0, not hidden.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    public var element: ElementID
    public var frame: Rect
    public var transform: Transform
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    /// Where the element may show, in content coordinates; nil for anywhere. A cell of a
    /// compositional section that scrolls orthogonally shows only inside its section's band,
    /// as UIKit's orthogonal scroll view clips it (a badge sticking out of the band is cut).
    public var clipRect: Rect?

    public init(element: ElementID, frame: Rect, transform: Transform = .identity, alpha: Double = 1,
                zIndex: Int = 0, isHidden: Bool = false, clipRect: Rect? = nil) {
        self.element = element
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.clipRect = clipRect
    }

    public var indexPath: IndexPath { element.indexPath }

    public var center: Point {
        get { frame.center }
        set { frame.center = newValue }
    }

    /// Setting the size keeps the centre, as setting `bounds.size` on a view does.
    public var size: Size {
        get { frame.size }
        set { frame = Rect(center: frame.center, size: newValue) }
    }

    /// The screen area covered once the transform is applied.
    public var transformedBoundingBox: Rect {
        transform.isIdentity ? frame : transform.boundingBox(ofRectTransformedAboutCenter: frame)
    }

    public var description: String {
        var parts = ["\(element)", "frame \(frame)"]
        if !transform.isIdentity { parts.append("transform \(transform)") }
        if alpha != 1 { parts.append("alpha \(alpha)") }
        if zIndex != 0 { parts.append("z \(zIndex)") }
        if isHidden { parts.append("hidden") }
        if let clipRect { parts.append("clip \(clipRect)") }
        return parts.joined(separator: ", ")
    }
}
