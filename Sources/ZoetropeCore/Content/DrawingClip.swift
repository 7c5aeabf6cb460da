/// A clip a drawing set (`CGContext.clip()`, `UIBezierPath.addClip()`, `clip(to:)`): the path
/// in the user space it was set in, inside the clip that was in effect then (`parent`), so
/// clips intersect as Core Graphics intersects them.
///
/// A clip may instead be the path's stroke (`stroke`): what a shape layer with a stroke and no
/// fill leaves of the layer it masks, as a gradient ring is made. Its stroke runs between
/// `strokeStart` and `strokeEnd`, which `animations` may move over the recording. A clip set
/// inside a layer whose transform animates moves with it (`moves`); one whose shape animates
/// morphs (`morphs`). A clip may fade what it lets through (`fade`).
package struct DrawingClip: Hashable, Sendable {
    package var path: VectorPath
    package var transform: Transform
    package var evenOdd: Bool
    /// Index into the drawing's clips of the clip this one cuts further; nil: none.
    package var parent: Int?
    /// When set, the clip is the area this stroke covers, not the path's inside.
    package var stroke: DrawingStroke?
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1
    package var animations: [DrawingAnimation] = []
    /// When set, the clip lets its shape through by this gradient's alpha (a gradient layer as
    /// a mask), rather than whole.
    package var fade: ClipFade?

    /// Whether it moves with a layer whose transform animates (`AnimatedLayerFrame`).
    package var moves: Bool { animations.contains(where: \.property.isTransform) }

    /// Whether its shape morphs over the recording (a layer's rounded bounds as its `bounds` or
    /// `cornerRadius` animates).
    package var morphs: Bool { animations.contains { $0.property == .path && $0.pathsMorph } }

    package init(path: VectorPath, transform: Transform = .identity, evenOdd: Bool = false, parent: Int? = nil) {
        self.path = path
        self.transform = transform
        self.evenOdd = evenOdd
        self.parent = parent
    }
}
