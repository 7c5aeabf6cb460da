/// A stand-in measurer: DejaVu Sans's average advance (0.6 em, 0.65 em bold) per character.
/// Good enough to test layouts; renderings use the backend's exact measurer.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: Font) -> Double {
        Double(text.count) * font.size * (font.weight.usesBoldFace ? 0.65 : 0.6)
    }
}
