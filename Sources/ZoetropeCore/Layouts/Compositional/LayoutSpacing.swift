/// A gap that is either exactly so many points or at least so many, growing to share out
/// the room left: UIKit's `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    public var spacing: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    public var isFixedSpacing: Bool { if case .fixed = self { return true } else { return false } }
    public var isFlexibleSpacing: Bool { if case .flexible = self { return true } else { return false } }
}
