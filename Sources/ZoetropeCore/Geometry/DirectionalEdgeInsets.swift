/// Distances inward from each edge, named by reading direction: UIKit's
/// `NSDirectionalEdgeInsets`, used where UIKit's API takes them (the compositional layout's
/// items, groups and sections, and their edge spacing); `EdgeInsets` where it takes
/// `UIEdgeInsets`. Layouts lay out left to right, so leading is left; a right-to-left
/// collection view mirrors what a layout that flips places (`MirroredLayout`), as UIKit does.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same insets as left-to-right `EdgeInsets`.
    package var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// Top and leading exchanged, bottom and trailing exchanged.
    var transposed: DirectionalEdgeInsets { DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}

extension Size {
    /// The size less the insets (never below zero).
    func inset(by insets: DirectionalEdgeInsets) -> Size {
        Size(width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    func inset(by insets: DirectionalEdgeInsets) -> Rect { inset(by: insets.edgeInsets) }

    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}
