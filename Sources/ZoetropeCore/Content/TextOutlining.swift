/// Turns text into the glyph outlines a backend draws, so that a document format without the
/// font (an SVG shown anywhere) shows exactly the same shapes: what the SVG writer needs from
/// a rendering backend. The Cairo backend implements it with the font it draws with.
public protocol TextOutlining: Sendable {
    /// The glyphs of one line of `text` set in `font`, each at its pen position (points from
    /// the line's start, on the baseline), and the line's advance width.
    func shape(_ text: String, font: Font) -> ShapedLine
    /// The outline of `glyph` in the `weight` of the font at `size` points, as SVG path data
    /// (`M`, `L`, `C`, `Z`): origin at the pen position on the baseline, y downwards.
    func outline(of glyph: UInt32, weight: FontWeight, size: Double) -> String
    /// The outline of a shaped glyph, from the font it was shaped in (a fallback font for a
    /// script the label's font lacks).
    func outline(of glyph: ShapedGlyph, weight: FontWeight, size: Double) -> String
    /// A colour glyph (an emoji) as a picture, for a document that cannot draw its font.
    func colorGlyph(_ glyph: ShapedGlyph, size: Double) -> GlyphPicture?
}

extension TextOutlining {
    public func outline(of glyph: ShapedGlyph, weight: FontWeight, size: Double) -> String {
        glyph.face == nil ? outline(of: glyph.index, weight: weight, size: size) : ""
    }

    public func colorGlyph(_ glyph: ShapedGlyph, size: Double) -> GlyphPicture? { nil }
}
