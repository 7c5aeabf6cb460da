/// One side of a compositional layout element's size: UIKit's `NSCollectionLayoutDimension`.
///
/// A fractional dimension is a fraction of its container's width or height: for an item, the
/// group that holds it (inside the group's content insets); for a section's group, the
/// collection view's size inside the section's content insets; for a boundary supplementary
/// item, the section's width (or height); for a badge, its item. An estimated dimension is
/// replaced by the measured size of the element's content before anything is shown (UIKit
/// shows the estimate first and corrects it later, mid-animation; Zoetrope never shows it).
/// A dimension uniform across siblings (iOS 17) is measured as an estimated one, then grows to
/// the largest of its siblings' in the same group; on a section's group, every instance of
/// the group takes the largest instance's length (Apple's documentation of
/// `uniformAcrossSiblings(estimate:)`).
public enum LayoutDimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)
    case uniformAcrossSiblings(estimate: Double)

    /// Whether the content decides the final length (an estimated dimension, or one uniform
    /// across siblings, which is measured first).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }
    /// Whether the length grows to the largest sibling's.
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = self { return true } else { return false } }
    public var isAbsolute: Bool { if case .absolute = self { return true } else { return false } }
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { return true } else { return false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { return true } else { return false } }

    /// The number given: the fraction, the points, or the estimate.
    public var dimension: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }

    /// The length in points inside a container of `container` size.
    @inline(__always)
    func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
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
