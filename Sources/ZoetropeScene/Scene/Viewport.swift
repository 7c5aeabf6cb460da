import ZoetropeCore

/// The screen an animation is shown on: its size in points and how many pixels a point has.
public struct Viewport: Hashable, Sendable {
    public var size: Size
    /// 1, 2 or 3, as a device's screen scale.
    public var scale: Int

    public init(size: Size, scale: Int = 2) {
        self.size = size
        self.scale = scale
    }

    /// The visible rectangle at content offset zero.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
}
