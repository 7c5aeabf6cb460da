/// A glyph of a font and where its pen position is along the line.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    package var index: UInt32
    package var x: Double
    /// Its offset from the baseline, y downwards (a mark placed over a letter).
    package var y: Double
    /// The font it comes from when it is not the label's own DejaVu Sans: a fallback found
    /// for a script the label's font lacks, named so that the backend can load it again.
    package var face: String?
    /// Whether the glyph is a colour picture (an emoji), not an outline to fill.
    package var isColor: Bool

    package init(index: UInt32, x: Double, y: Double = 0, face: String? = nil, isColor: Bool = false) {
        self.index = index
        self.x = x
        self.y = y
        self.face = face
        self.isColor = isColor
    }
}
