/// A colour in sRGB with straight (not premultiplied) alpha, each channel in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        func nibble(_ c: UInt8) -> Int? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        let values = digits.compactMap(nibble)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3:
            self.init(red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                      blue: Double(values[2] * 17) / 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            return nil
        }
    }

    /// The colour a fraction `progress` of the way to `other`, channel by channel.
    package func interpolated(to other: Color, progress: Double) -> Color {
        Color(red: lerp(red, other.red, progress), green: lerp(green, other.green, progress),
              blue: lerp(blue, other.blue, progress), alpha: lerp(alpha, other.alpha, progress))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; channels rounded to 8 bits.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let n = Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hexString }

    /// The colour with its alpha multiplied by `factor` (an operation's alpha in a drawing),
    /// for both backends.
    package func multipliedAlpha(_ factor: Double) -> Color {
        factor >= 1 ? self : Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
