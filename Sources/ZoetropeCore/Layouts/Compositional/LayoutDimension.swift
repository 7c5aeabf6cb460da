/// One side of a compositional layout element's size: UIKit's `NSCollectionLayoutDimension`.
///
/// A fractional dimension is a fraction of its container's width or height: for an item, the
/// group that holds it (inside the group's content insets); for a section's group, the
/// collection view's size inside the section's content insets; for a boundary supplementary
/// item, the section's width (or height); for a badge, its item. An estimated dimension is
/// replaced by the measured size of the element's content before anything is shown (UIKit
/// shows the estimate first and corrects it later, mid-animation; Zoetrope never shows it).
public enum LayoutDimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    /// Whether the content decides the final length.
    public var isEstimated: Bool { if case .estimated = self { return true } else { return false } }
    public var isAbsolute: Bool { if case .absolute = self { return true } else { return false } }
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { return true } else { return false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { return true } else { return false } }

    /// The number given: the fraction, the points, or the estimate.
    public var dimension: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): return v
        }
    }

    /// The length in points inside a container of `container` size.
    @inline(__always)
    func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v): return v
        }
    }

    /// The same dimension with width and height exchanged (for a layout that scrolls
    /// horizontally, solved as one that scrolls vertically).
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        default: return self
        }
    }
}

/// A width and a height, each a `LayoutDimension`: UIKit's `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` size.
    @inline(__always)
    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    var transposed: LayoutSize {
        LayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}
