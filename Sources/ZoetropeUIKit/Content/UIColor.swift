internal import ZoetropeAssets
import ZoetropeCore

/// A colour: UIKit's `UIColor`, fixed or dynamic.
///
/// Zoetrope draws sRGB. A dynamic colour (the system colours, `UIColor(dynamicProvider:)`, a
/// colour with another opacity made from one) resolves against `UITraitCollection.current`
/// each time its components are read, as UIKit resolves it where it is drawn: a recording
/// makes the view's traits current while it reads the view, so `view.backgroundColor =
/// .systemBackground` is white in light mode and black in dark. `cgColor` resolves at once,
/// as UIKit's does: a layer keeps the colour it was given until the app sets another. The
/// system colours' values are `SystemColor`'s (docs/appearance.md has the table).
open class UIColor: NSObject, @unchecked Sendable {
    /// A fixed colour's components; a dynamic colour reads its resolution instead.
    private let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let dynamic: Dynamic?

    /// How a dynamic colour resolves.
    private enum Dynamic {
        case system(SystemColor)
        case provider((UITraitCollection) -> UIColor)
    }

    public var red: CGFloat { dynamic == nil ? fixed.red : resolvedForCurrentTraits.fixed.red }
    public var green: CGFloat { dynamic == nil ? fixed.green : resolvedForCurrentTraits.fixed.green }
    public var blue: CGFloat { dynamic == nil ? fixed.blue : resolvedForCurrentTraits.fixed.blue }
    public var alpha: CGFloat { dynamic == nil ? fixed.alpha : resolvedForCurrentTraits.fixed.alpha }

    /// The fixed colour this one is under the current traits.
    private var resolvedForCurrentTraits: UIColor { resolvedColor(with: UITraitCollection.current) }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = (red, green, blue, alpha)
        dynamic = nil
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)`: the colour with these sRGB components, as
    /// `init(red:green:blue:alpha:)` makes it (see `UIKitLiterals.swift`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    private init(dynamic: Dynamic) {
        self.dynamic = dynamic
        fixed = (0, 0, 0, 0)
        super.init()
    }

    /// A system colour, dynamic as UIKit's are.
    convenience init(system: SystemColor) {
        self.init(dynamic: .system(system))
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

    /// The same colour with another opacity (still dynamic when this one is).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard dynamic != nil else { return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha) }
        return UIColor(dynamic: .provider { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) })
    }

    /// The colour under the current traits, as Core Graphics' fixed colour.
    open var cgColor: CGColor {
        let resolved = resolvedForCurrentTraits
        #if canImport(CoreGraphics)
        return CGColor(srgbRed: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
        #else
        return CGColor(uiColor: resolved)
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

    /// Fixed colours are equal when their components are; a system colour equals the same
    /// system colour; a colour made by a provider equals only itself, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (dynamic, other.dynamic) {
        case (nil, nil):
            return fixed == other.fixed
        case let (.system(a)?, .system(b)?):
            return a == b
        default:
            return self === other
        }
    }

    open override var hash: Int {
        var hasher = Hasher()
        switch dynamic {
        case nil: for value in [fixed.red, fixed.green, fixed.blue, fixed.alpha] { hasher.combine(value) }
        case .system(let name)?: hasher.combine(name)
        case .provider?: hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    open override var description: String {
        switch dynamic {
        case nil: return "UIExtendedSRGBColorSpace \(fixed.red) \(fixed.green) \(fixed.blue) \(fixed.alpha)"
        case .system(let name)?: return "<UIDynamicSystemColor; name = \(name.rawValue)Color>"
        case .provider?: return "<UIDynamicProviderColor; resolved = \(resolvedForCurrentTraits)>"
        }
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

    public static let systemRed = UIColor(system: .systemRed)
    public static let systemOrange = UIColor(system: .systemOrange)
    public static let systemYellow = UIColor(system: .systemYellow)
    public static let systemGreen = UIColor(system: .systemGreen)
    public static let systemMint = UIColor(system: .systemMint)
    public static let systemTeal = UIColor(system: .systemTeal)
    public static let systemCyan = UIColor(system: .systemCyan)
    public static let systemBlue = UIColor(system: .systemBlue)
    public static let systemIndigo = UIColor(system: .systemIndigo)
    public static let systemPurple = UIColor(system: .systemPurple)
    public static let systemPink = UIColor(system: .systemPink)
    public static let systemBrown = UIColor(system: .systemBrown)
    public static let systemGray = UIColor(system: .systemGray)
    public static let systemGray2 = UIColor(system: .systemGray2)
    public static let systemGray3 = UIColor(system: .systemGray3)
    public static let systemGray4 = UIColor(system: .systemGray4)
    public static let systemGray5 = UIColor(system: .systemGray5)
    public static let systemGray6 = UIColor(system: .systemGray6)
    public static let tintColor = systemBlue
    public static let label = UIColor(system: .label)
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    public static let separator = UIColor(system: .separator)
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    public static let systemBackground = UIColor(system: .systemBackground)
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(system: .systemFill)
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
    public static let placeholderText = UIColor(system: .placeholderText)
    public static let link = UIColor(system: .link)
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// A colour that depends on the traits: `dynamicProvider` is asked each time the colour
    /// is resolved (`resolvedColor(with:)`, or where it is drawn, with the view's traits).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamic: .provider(dynamicProvider))
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

    /// The colour set `name` of the app's asset catalogue (`record(…, assets:)`): a dynamic
    /// colour, resolved in the traits of the view that draws it, as UIKit's named colours are
    /// (clear in an appearance none of the set's colours serves). Nil when there is no such
    /// colour, or the recording was given no catalogue.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name`, fixed in `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = RecordingAssets.current.catalog?.colorSet(named: name) else { return nil }
        func fixed(_ traits: UITraitCollection) -> UIColor {
            guard let c = set.color(in: traits.appearance) else { return .clear }
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        if let traitCollection {
            let c = set.color(in: UITraitCollection(traitsFrom: [UITraitCollection.current, traitCollection]).appearance)
                ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        } else {
            self.init(dynamicProvider: fixed)
        }
    }

    /// The fixed colour this one is under `traitCollection`: itself when fixed.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch dynamic {
        case nil:
            return self
        case .system(let name)?:
            let c = name.color(in: traitCollection.appearance)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .provider(let provider)?:
            // A provider may answer with another dynamic colour; a provider that answers with
            // the colour it belongs to would never end, and is taken as clear.
            let answer = provider(traitCollection)
            guard answer !== self else { return .clear }
            return answer.resolvedColor(with: traitCollection)
        }
    }

    /// The components, as UIKit gives them (always true: every colour is RGB here).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let fixed = resolvedForCurrentTraits.fixed
        red?.pointee = fixed.red
        green?.pointee = fixed.green
        blue?.pointee = fixed.blue
        alpha?.pointee = fixed.alpha
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
