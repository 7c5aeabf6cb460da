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
