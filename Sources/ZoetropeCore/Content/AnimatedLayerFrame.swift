/// Where a layer whose transform animates sits in a drawing, so that an operation it draws can
/// be placed anew at each moment (`DrawingAnimation.Property.isTransform`).
///
/// An operation inside such a layer is placed by `inner`, then the layer's transform (its
/// `model` parts, each replaced by an animation of it while that plays), then `outer`. Layers
/// inside layers nest: `outer` leads to the enclosing animated layer's turning space at
/// `depth - 1`, where that layer's own transform and `outer` follow, out to the drawing.
package struct AnimatedLayerFrame: Hashable, Sendable {
    /// 0 for an animated layer inside no other; one more for each animated layer around it.
    package var depth: Int
    /// From the layer's turning space (its anchor point at the origin, after its transform)
    /// to the enclosing animated layer's turning space before that one's transform, or to the
    /// drawing at depth 0.
    package var outer: Transform
    /// The layer's transform at rest: what parts no animation sets keep.
    package var model: TransformComponents
    /// From the operation's user space to the turning space of the innermost animated layer
    /// it is in; set for each operation when it is recorded.
    package var inner: Transform

    package init(depth: Int, outer: Transform, model: TransformComponents, inner: Transform = .identity) {
        self.depth = depth
        self.outer = outer
        self.model = model
        self.inner = inner
    }
}
