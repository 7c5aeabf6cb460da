/// A colour: UIKit's `UIColor`, with the system colours as they are in light mode.
///
/// Zoetrope draws sRGB; the dynamic system colours resolve to their light-mode values (the
/// ones Apple's Human Interface Guidelines list).
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open var cgColor: CGColor {
        #if canImport(CoreGraphics)
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        #else
        CGColor(uiColor: self)
        #endif
    }

    /// The colour a layer's `CGColor` stands for.
    public convenience init(cgColor: CGColor) {
        #if canImport(CoreGraphics)
        let c = cgColor.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)?.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c.count > 2 ? c[1] : c[0], blue: c.count > 2 ? c[2] : c[0], alpha: c.last ?? 1)
        #else
        let c = cgColor.uiColor
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        #endif
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        for value in [red, green, blue, alpha] { hasher.combine(value) }
        return hasher.finalize()
    }

    open override var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let tintColor = systemBlue
    public static let label = rgb(0, 0, 0)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let link = rgb(0, 122, 255)
    public static let darkText = rgb(0, 0, 0)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// A colour that depends on the traits: resolved once, for a phone in light mode (what
    /// Zoetrope draws), as `resolvedColor(with:)` would.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection(width: 390, height: 844))
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// Display P3 components, converted to the sRGB Zoetrope draws (clamped to it).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat {
            let clamped = Swift.min(1, Swift.max(0, c))
            return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // Display P3 to sRGB, both D65 (the matrix of the two primaries).
        self.init(red: encoded(1.2249 * r - 0.2247 * g + 0.0000 * b),
                  green: encoded(-0.0420 * r + 1.0419 * g + 0.0000 * b),
                  blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: alpha)
    }

    /// An asset catalogue's colour: there is no catalogue, so nil, as UIKit answers for a
    /// name it does not know.
    public convenience init?(named name: String) {
        return nil
    }

    /// The colour for `traitCollection`: the same colour (Zoetrope resolves in light mode).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The components, as UIKit gives them (always true: every colour is RGB here).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The grey level and alpha: a grey colour's own level; for another, the mean of its
    /// components (Core Graphics' conversion to grey weighs them, so the two differ there).
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation and brightness (HSB, each from 0 to 1) and alpha.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let high = Swift.max(red, green, blue), low = Swift.min(red, green, blue), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            if high == red { h = (green - blue) / range } else if high == green { h = 2 + (blue - red) / range } else { h = 4 + (red - green) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = self.alpha
        return true
    }
}
