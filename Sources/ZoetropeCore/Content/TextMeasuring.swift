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

/// A font: a size, a weight, and the app's family it comes from (nil: DejaVu Sans).
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var family: FontFamily?

    public init(size: Double, weight: FontWeight = .regular, family: FontFamily? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
    }

    /// Ascent and descent per point: the family's, or DejaVu Sans's.
    public var metrics: FontMetrics { family?.metrics ?? .dejaVuSans }

    /// The distance between baselines of wrapped lines: the font's ascent plus descent.
    public var lineHeight: Double { (metrics.ascent + metrics.descent) * size }
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

/// A colour glyph drawn as a picture: PNG bytes, and its box in points from the pen position
/// on the baseline (y downwards).
public struct GlyphPicture: Hashable, Sendable {
    public var png: [UInt8]
    public var box: Rect

    public init(png: [UInt8], box: Rect) {
        self.png = png
        self.box = box
    }
}

/// A line of text as glyphs.
public struct ShapedLine: Hashable, Sendable {
    public var glyphs: [ShapedGlyph]
    public var advance: Double
    /// Whether the line reads right to left (Arabic, Hebrew): its leading edge is its right.
    public var isRightToLeft: Bool
    /// Characters no installed font has a glyph for: they take their place and draw nothing.
    public var missingCharacters: Int

    public init(glyphs: [ShapedGlyph], advance: Double, isRightToLeft: Bool = false, missingCharacters: Int = 0) {
        self.glyphs = glyphs
        self.advance = advance
        self.isRightToLeft = isRightToLeft
        self.missingCharacters = missingCharacters
    }
}

/// A glyph of a font and where its pen position is along the line.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    public var index: UInt32
    public var x: Double
    /// Its offset from the baseline, y downwards (a mark placed over a letter).
    public var y: Double
    /// The font it comes from when it is not the label's own DejaVu Sans: a fallback found
    /// for a script the label's font lacks, named so that the backend can load it again.
    public var face: String?
    /// Whether the glyph is a colour picture (an emoji), not an outline to fill.
    public var isColor: Bool

    public init(index: UInt32, x: Double, y: Double = 0, face: String? = nil, isColor: Bool = false) {
        self.index = index
        self.x = x
        self.y = y
        self.face = face
        self.isColor = isColor
    }
}
