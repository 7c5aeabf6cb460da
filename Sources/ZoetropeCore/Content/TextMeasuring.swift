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
        Double(text.count) * font.size * (font.weight == .bold ? 0.65 : 0.6)
    }
}
