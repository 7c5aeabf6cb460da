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
