/// One TrueType or OpenType font file an app ships (its own typeface): the bytes, and what the
/// layout needs to know about it without a rendering backend.
///
/// The core reads the few tables it needs itself (`head`, `hhea`, `OS/2`, `name`, `fvar`),
/// so that line heights and baselines (self-sizing, wrapping) are the same whichever backend
/// draws: the metrics are the `hhea` ascender and descender, which is what Core Text's
/// `UIFont.ascender` and `descender` report on iOS. The backend draws the glyphs from the
/// same bytes. Two files are equal when their names and bytes are.
public final class FontFile: Hashable, Sendable, CustomStringConvertible {
    /// The name it was loaded by (a path as a fixture wrote it), for messages.
    public let name: String
    /// The file's bytes.
    public let data: [UInt8]
    /// The family name the file gives itself (its typographic family, else its family).
    public let familyName: String
    /// Its weight on CSS's scale (`OS/2` usWeightClass: 400 regular, 700 bold).
    public let weight: Double
    /// The weights a variable font can draw (its `wght` axis); nil for a static font.
    public let weightAxis: ClosedRange<Double>?
    /// Whether the face is italic (labels choose upright faces when the family has them).
    public let isItalic: Bool
    /// Ascent and descent per point of size.
    public let metrics: FontMetrics
    /// A fingerprint of the bytes (FNV-1a, 64 bits), to name the face in caches.
    package let fingerprint: UInt64

    /// Font files larger than this are refused.
    package static let maximumFileSize = 32 << 20

    /// Reads `data` as a font file; `name` is how messages refer to it.
    public init(name: String, data: [UInt8]) throws(FontFileError) {
        guard data.count <= Self.maximumFileSize else {
            throw FontFileError("the font file is \(data.count >> 20) MB; font files are limited to \(Self.maximumFileSize >> 20) MB")
        }
        let tables = try OpenTypeTables(data)
        self.name = name
        self.data = data
        familyName = tables.familyName
        weight = tables.weightClass
        weightAxis = tables.weightAxis
        isItalic = tables.isItalic
        metrics = tables.metrics
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        fingerprint = hash
    }

    /// The weight this file draws `requested` at: the weight itself on a variable font whose
    /// axis covers it (else the axis's nearer end), the file's own weight on a static one.
    package func nearestWeight(to requested: Double) -> Double {
        guard let weightAxis else { return weight }
        return Swift.min(Swift.max(requested, weightAxis.lowerBound), weightAxis.upperBound)
    }

    public var description: String { "\(name) (\(familyName), weight \(DecimalText.string(weight)))" }

    public static func == (lhs: FontFile, rhs: FontFile) -> Bool {
        lhs === rhs || (lhs.fingerprint == rhs.fingerprint && lhs.name == rhs.name && lhs.data == rhs.data)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(fingerprint)
    }
}
