/// Vertical metrics of a typeface labels are drawn with, per point of font size.
///
/// Both backends place a label's baseline at `centre + (ascent − descent) / 2 · size`, which
/// centres the font's em box on the element. The SVG writer cannot ask Cairo for metrics (it
/// depends on the core alone), so the core reads them: from an app's font file (`FontFile`),
/// or, for the bundled default, from the figures written down here once: DejaVu Sans has
/// 2048 units per em, an ascender of 1901 and a descender of 483 (its `hhea` table, which is
/// what Cairo's FreeType backend reports with hinting off).
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }

    package static let dejaVuSans = FontMetrics(ascent: 1901.0 / 2048.0, descent: 483.0 / 2048.0)

    /// The family name both backends ask for.
    package static let familyName = "DejaVu Sans"

    /// How far below the centre of a line the baseline sits, for text of `fontSize`.
    package func baselineOffset(fontSize: Double) -> Double {
        (ascent - descent) / 2 * fontSize
    }
}
