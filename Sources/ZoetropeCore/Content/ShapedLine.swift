/// A line of text as glyphs.
public struct ShapedLine: Hashable, Sendable {
    public var glyphs: [ShapedGlyph]
    public var advance: Double
    /// Whether the line reads right to left (Arabic, Hebrew): its leading edge is its right.
    package var isRightToLeft: Bool
    /// Characters no installed font has a glyph for: they take their place and draw nothing.
    package var missingCharacters: Int

    package init(glyphs: [ShapedGlyph], advance: Double, isRightToLeft: Bool = false, missingCharacters: Int = 0) {
        self.glyphs = glyphs
        self.advance = advance
        self.isRightToLeft = isRightToLeft
        self.missingCharacters = missingCharacters
    }
}
