#if !canImport(CoreGraphics)
/// A vector: Core Graphics' `CGVector` (a spring's initial velocity).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()
}
#endif
