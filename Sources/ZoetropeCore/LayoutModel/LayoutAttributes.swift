/// Where and how one element is shown: UIKit's `UICollectionViewLayoutAttributes`, as a value.
///
/// `frame`, `center` and `size` are one fact seen three ways (setting one updates the others).
/// The transform applies about the centre, as a view's transform does, and does not change
/// `frame`. Defaults are UIKit's: alpha 1, identity transform, z-index 0, not hidden.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    public var element: ElementID
    public var frame: Rect
    /// Setting it makes the element flat again (`transform3D` becomes nil).
    public var transform: Transform {
        didSet { spaceTransform = nil }
    }
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    /// Where the element may show, in content coordinates; nil for anywhere. A cell of a
    /// compositional section that scrolls orthogonally shows only inside its section's band,
    /// as UIKit's orthogonal scroll view clips it (a badge sticking out of the band is cut).
    public var clipRect: Rect?
    /// The transform in space, when the element leaves its plane (a turn about the x or y
    /// axis) or is seen in perspective; nil for a flat transform, which `transform` says
    /// whole. When set, it is what is drawn and interpolated, and `transform` holds its flat
    /// part (see `Transform3D.affine`). Set both with `setTransform3D(_:)`.
    @inlinable public var transform3D: Transform3D? { spaceTransform?.value }
    /// Boxed, so that the many flat attributes a layout makes stay small to copy.
    @usableFromInline var spaceTransform: Transform3DBox?

    /// Whether `transform3D` is set, asked without copying it out of its box (a layout pass
    /// asks it of every shown element).
    @inlinable package var isInSpace: Bool { spaceTransform != nil }

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

    /// Sets the transform in space: kept as `transform3D` unless it is a flat transform in
    /// disguise, and `transform` set to its flat part either way.
    package mutating func setTransform3D(_ transform3D: Transform3D) {
        transform = transform3D.affine
        spaceTransform = transform3D.isAffine ? nil : Transform3DBox(transform3D)
    }

    /// The transform in space, flat or not.
    package var spatialTransform: Transform3D { transform3D ?? Transform3D(transform) }

    /// Whether the element is drawn in perspective: its `transform3D` draws its far edge
    /// shorter than its near one.
    package var drawsWithPerspective: Bool { transform3D?.drawsWithPerspective ?? false }

    @inlinable public var indexPath: IndexPath { element.indexPath }

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
    package var transformedBoundingBox: Rect {
        if let transform3D, transform3D.drawsWithPerspective {
            return transform3D.boundingBox(ofRectProjectedAboutCenter: frame)
        }
        return transform.isIdentity ? frame : transform.boundingBox(ofRectTransformedAboutCenter: frame)
    }

    public var description: String {
        var parts = ["\(element)", "frame \(frame)"]
        if let transform3D { parts.append("transform3D \(transform3D)") } else if !transform.isIdentity { parts.append("transform \(transform)") }
        if alpha != 1 { parts.append("alpha \(alpha)") }
        if zIndex != 0 { parts.append("z \(zIndex)") }
        if isHidden { parts.append("hidden") }
        if let clipRect { parts.append("clip \(clipRect)") }
        return parts.joined(separator: ", ")
    }
}
