import ZoetropeCore

/// The screen an animation is shown on: its size in points and how many pixels a point has.
public struct Viewport: Hashable, Sendable {
    public var size: Size
    /// 1, 2 or 3, as a device's screen scale.
    public var scale: Int
    /// What the screen's corners, sensor housing and home indicator cover: a compositional
    /// layout keeps its sections inside it across the scroll direction. None by default.
    public var safeAreaInsets: EdgeInsets
    /// The collection view's layout margins, measured from inside the safe area; nil for the
    /// system's (16 points each side, 20 from 414 points of width).
    public var layoutMargins: DirectionalEdgeInsets?

    public init(size: Size, scale: Int = 2, safeAreaInsets: EdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets? = nil) {
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// The visible rectangle at content offset zero.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
