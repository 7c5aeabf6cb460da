/// Measures text as the renderer will draw it: the one thing self-sizing needs from a
/// rendering backend.
///
/// The Cairo backend implements it with the font it draws labels with, so a measured cell
/// fits its text exactly; the core stays free of Cairo. `ApproximateTextMeasurer` stands in
/// where no backend is at hand (unit tests).
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` (one line) set in `font`.
    func width(of text: String, font: Font) -> Double
}

/// A font of the one family Zoetrope draws with (DejaVu Sans): a size and a weight.
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The distance between baselines of wrapped lines: the font's ascent plus descent.
    public var lineHeight: Double { (FontMetrics.dejaVuSans.ascent + FontMetrics.dejaVuSans.descent) * size }
}

/// A stand-in measurer: DejaVu Sans's average advance (0.6 em, 0.65 em bold) per character.
/// Good enough to test layouts; renderings use the backend's exact measurer.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: Font) -> Double {
        Double(text.count) * font.size * (font.weight.usesBoldFace ? 0.65 : 0.6)
    }
}

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
}

/// A line of text as glyphs.
public struct ShapedLine: Hashable, Sendable {
    public var glyphs: [ShapedGlyph]
    public var advance: Double

    public init(glyphs: [ShapedGlyph], advance: Double) {
        self.glyphs = glyphs
        self.advance = advance
    }
}

/// A glyph of a font and where its pen position is along the line.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in the font.
    public var index: UInt32
    public var x: Double

    public init(index: UInt32, x: Double) {
        self.index = index
        self.x = x
    }
}
