/// One thing a drawing paints, with the graphics state it was painted in: where its user
/// space lies in the drawing (`transform`, Core Graphics' CTM), which clip cuts it, and the
/// context's alpha.
///
/// Colours, line styles and fonts are taken from the state when the call is made, so each
/// operation stands alone and a renderer can draw any of them without replaying the rest.
package struct DrawingOperation: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A path filled by the non-zero rule, or even-odd.
        case fill(VectorPath, Color, evenOdd: Bool)
        case stroke(VectorPath, Color, DrawingStroke)
        /// `CGContext.drawLinearGradient`: the colours along the line from `start` to `end`,
        /// painted over the whole clip, before the start and past the end only when asked.
        case linearGradient(DrawnGradient, start: Point, end: Point)
        /// `CGContext.drawRadialGradient`: circles from the start circle to the end circle.
        case radialGradient(DrawnGradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
        case text(DrawnText)
        /// A picture stretched into a rectangle (`UIImage.draw(in:)`).
        case image(ImageAsset, in: Rect)
        /// The operation's shadow alone, cast by a shape that is not itself painted (a layer's
        /// `shadowPath`, under the layer), or by a stroke of it (a line drawn under
        /// `CGContext.setShadow`).
        case shadow(VectorPath, evenOdd: Bool, stroke: DrawingStroke? = nil)
    }

    package var kind: Kind
    /// Maps the operation's user space into the drawing's space (points from its top-left).
    package var transform: Transform
    /// Index into the drawing's clips of the innermost clip in effect; nil: the whole drawing.
    package var clip: Int?
    package var alpha: Double
    /// The context's shadow (`setShadow(offset:blur:color:)`), painted by a `.shadow`
    /// operation recorded before the fill or stroke that casts it; kept on the others.
    package var shadow: Shadow?

    /// For an animated stroke, the fractions of the path's length it runs between when no
    /// animation says otherwise (a shape layer's `strokeStart` and `strokeEnd`); the path is
    /// kept whole so that the SVG can animate the cut. A stroke that does not animate is
    /// recorded already cut, with 0 and 1 here.
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1
    /// What animates over the recording (`Drawing.resolved(at:)` applies it).
    package var animations: [DrawingAnimation] = []

    package init(kind: Kind, transform: Transform = .identity, clip: Int? = nil, alpha: Double = 1, shadow: Shadow? = nil,
                animations: [DrawingAnimation] = []) {
        self.kind = kind
        self.transform = transform
        self.clip = clip
        self.alpha = alpha
        self.shadow = shadow
        self.animations = animations
    }
}
