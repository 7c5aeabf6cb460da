/// A stand-in measurer: DejaVu Sans's average advance (0.6 em, 0.65 em bold) per character,
/// and a full em for a wide one (a Chinese, Japanese or Korean character, a full-width form),
/// which a CJK font sets square. Good enough to test layouts; renderings use the backend's
/// exact measurer.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: Font) -> Double {
        let narrow = font.weight.usesBoldFace ? 0.65 : 0.6
        var ems = 0.0
        for character in text {
            ems += character.unicodeScalars.first.map(Self.isWide) == true ? 1 : narrow
        }
        return ems * font.size
    }

    /// Whether `scalar` is set a full em wide: the East Asian wide and full-width blocks (CJK
    /// ideographs and their extensions, kana, hangul, CJK punctuation and symbols, full-width
    /// forms).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
