/// One thing a drawing paints, with the graphics state it was painted in: where its user
/// space lies in the drawing (`transform`, Core Graphics' CTM), which clip cuts it, and the
/// context's alpha.
///
/// Colours, line styles and fonts are taken from the state when the call is made, so each
/// operation stands alone and a renderer can draw any of them without replaying the rest.
public struct DrawingOperation: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
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

    public var kind: Kind
    /// Maps the operation's user space into the drawing's space (points from its top-left).
    public var transform: Transform
    /// Index into the drawing's clips of the innermost clip in effect; nil: the whole drawing.
    public var clip: Int?
    public var alpha: Double
    /// The context's shadow (`setShadow(offset:blur:color:)`), painted by a `.shadow`
    /// operation recorded before the fill or stroke that casts it; kept on the others.
    public var shadow: Shadow?

    /// For an animated stroke, the fractions of the path's length it runs between when no
    /// animation says otherwise (a shape layer's `strokeStart` and `strokeEnd`); the path is
    /// kept whole so that the SVG can animate the cut. A stroke that does not animate is
    /// recorded already cut, with 0 and 1 here.
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    /// What animates over the recording (`Drawing.resolved(at:)` applies it).
    public var animations: [DrawingAnimation] = []

    public init(kind: Kind, transform: Transform = .identity, clip: Int? = nil, alpha: Double = 1, shadow: Shadow? = nil,
                animations: [DrawingAnimation] = []) {
        self.kind = kind
        self.transform = transform
        self.clip = clip
        self.alpha = alpha
        self.shadow = shadow
        self.animations = animations
    }
}

/// A gradient's colours and where its ends stop: Core Graphics paints nothing before the start
/// or past the end unless `drawsBeforeStart` or `drawsAfterEnd` says to keep the end colour
/// going.
public struct DrawnGradient: Hashable, Sendable {
    public var stops: [GradientStop]
    public var drawsBeforeStart: Bool
    public var drawsAfterEnd: Bool

    public init(stops: [GradientStop], drawsBeforeStart: Bool = false, drawsAfterEnd: Bool = false) {
        self.stops = stops
        self.drawsBeforeStart = drawsBeforeStart
        self.drawsAfterEnd = drawsAfterEnd
    }

    /// For a linear gradient from `start` to `end`, the part of the plane it paints, as a
    /// polygon reaching `reach` past both points along the line and across it: the band between
    /// the two perpendiculars, or the half-plane on the side that is kept; nil when it paints
    /// everywhere (both ends extended) or the line has no length.
    public func linearCoverage(start: Point, end: Point, reach: Double) -> VectorPath? {
        guard !(drawsBeforeStart && drawsAfterEnd) else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        let ux = dx / length, uy = dy / length
        let from = drawsBeforeStart ? -reach : 0.0
        let to = drawsAfterEnd ? length + reach : length
        func point(along: Double, across: Double) -> Point {
            Point(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
        }
        return VectorPath(elements: [
            .move(to: point(along: from, across: -reach)), .line(to: point(along: to, across: -reach)),
            .line(to: point(along: to, across: reach)), .line(to: point(along: from, across: reach)), .close,
        ])
    }
}

/// A line of text painted by `NSString.draw(at:withAttributes:)` or one line of
/// `draw(in:withAttributes:)`: its pen starts at `origin`, on the baseline, less `anchor`
/// times the line's advance as each backend shapes it (0 for text set from its start, 0.5
/// centred on `origin`, 1 ending there), so aligned text is placed by the glyphs it is drawn
/// with, whatever measured it when it was recorded.
public struct DrawnText: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var origin: Point
    public var anchor: Double

    public init(text: String, font: Font, color: Color, origin: Point, anchor: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.anchor = anchor
    }
}
