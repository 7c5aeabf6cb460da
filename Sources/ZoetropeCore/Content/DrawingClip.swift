/// A clip a drawing set (`CGContext.clip()`, `UIBezierPath.addClip()`, `clip(to:)`): the path
/// in the user space it was set in, inside the clip that was in effect then (`parent`), so
/// clips intersect as Core Graphics intersects them.
public struct DrawingClip: Hashable, Sendable {
    public var path: VectorPath
    public var transform: Transform
    public var evenOdd: Bool
    /// Index into the drawing's clips of the clip this one cuts further; nil: none.
    public var parent: Int?

    public init(path: VectorPath, transform: Transform = .identity, evenOdd: Bool = false, parent: Int? = nil) {
        self.path = path
        self.transform = transform
        self.evenOdd = evenOdd
        self.parent = parent
    }
}
