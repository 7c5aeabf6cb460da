/// A list cell's image, as Settings draws one: a rounded square of colour at the leading
/// inset, centred vertically, with a one-character glyph in it.
public struct Icon: Hashable, Sendable {
    public var color: Color
    /// Its width and height: iOS's settings icons are 29 points.
    public var size: Double
    public var cornerRadius: Double
    public var glyph: String?
    public var glyphColor: Color
    /// Points from the element's leading edge.
    public var leadingInset: Double
    /// Points between the icon and the text after it.
    public var spacing: Double
    /// The glyph as a label placed in the icon, once the content is laid out.
    package var glyphLabel: Label?
    /// Which way the interface reads: right to left, the leading edge is the right one.
    public var layoutDirection: Appearance.Direction = .leftToRight

    public init(color: Color, size: Double = 29, cornerRadius: Double = 7, glyph: String? = nil, glyphColor: Color = .white,
                leadingInset: Double = 16, spacing: Double = 16) {
        self.color = color
        self.size = size
        self.cornerRadius = cornerRadius
        self.glyph = glyph
        self.glyphColor = glyphColor
        self.leadingInset = leadingInset
        self.spacing = spacing
    }

    /// Where the square is, relative to the element's centre.
    package func frame(inElementOfWidth width: Double) -> Rect {
        Rect(x: minX(inElementOfWidth: width), y: -size / 2, width: size, height: size)
    }

    /// The square's left edge, relative to the element's centre.
    package func minX(inElementOfWidth width: Double) -> Double {
        layoutDirection == .rightToLeft ? width / 2 - leadingInset - size : -width / 2 + leadingInset
    }
}
