/// Distances inward from each edge of a rectangle, left and right: UIKit's `UIEdgeInsets`.
///
/// Used where UIKit's own API takes `UIEdgeInsets` (a flow layout's section insets, a
/// collection view's content and safe-area insets), so that a value reads the same in a
/// fixture, in Swift and in the app; where UIKit takes `NSDirectionalEdgeInsets` (the
/// compositional layout's items, groups and sections), `DirectionalEdgeInsets` is used.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}
