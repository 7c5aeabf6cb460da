import Foundation
import ZoetropeCore

/// A colour set of an asset catalogue (`Brand.colorset`): one colour per appearance, which
/// `UIColor(named:)` and a fixture's `{"named": …}` colour resolve in the screen's traits.
///
/// Components are read as Xcode writes them: a decimal (`"0.486"`), a hexadecimal byte
/// (`"0x7C"`) or a whole number from 0 to 255 (`"124"`); an alpha is a decimal or a byte in
/// hexadecimal. Every colour space Xcode offers becomes the sRGB that Zoetrope draws:
/// - `srgb`, `extended-srgb`: as they are (extended components beyond 0…1 clamped);
/// - `extended-linear-srgb`: sRGB's transfer function applied, then clamped;
/// - `display-p3`: linearised, taken to sRGB's primaries (both D65) and encoded again, then
///   clamped: a P3 colour outside sRGB is drawn as the nearest sRGB colour on each channel;
/// - `gray-gamma-22` (Generic Gray Gamma 2.2): the grey's light `white^2.2`, encoded as sRGB;
///   `extended-gray`: sRGB's grey of the same value;
/// - a system colour (`{"platform": "ios", "reference": "systemBlueColor"}`): the system colour
///   itself, so it changes with the appearance as it does in UIKit.
public struct AssetColorSet: Hashable, Sendable {
    /// What an entry gives: a fixed colour, or a system colour that resolves per appearance.
    public enum Value: Hashable, Sendable {
        case fixed(Color)
        case system(SystemColor)

        /// The colour drawn in `appearance`.
        public func color(in appearance: Appearance) -> Color {
            switch self {
            case .fixed(let color): color
            case .system(let system): system.color(in: appearance)
            }
        }
    }

    /// One colour and the traits it is for.
    public struct Variant: Hashable, Sendable {
        public var appearance: AssetAppearance
        public var idiom: String
        public var value: Value
    }

    public let name: String
    public let variants: [Variant]

    /// The colour shown in `appearance`, or nil when no entry serves it (a set with only a dark
    /// colour, shown in light mode), as `UIColor(named:)` gives nil.
    public func color(in appearance: Appearance) -> Color? {
        AssetAppearance.best(variants, for: appearance, appearanceOf: \.appearance, idiomOf: \.idiom)?.value.color(in: appearance)
    }

    init(name: String, contents: ContentsFile) throws(AssetCatalogError) {
        self.name = name
        var variants: [Variant] = []
        for entry in try contents.root.array("colors") {
            try entry.requireObject()
            // An empty well in Xcode's editor is an entry with no colour: nothing to show.
            guard let color = entry.child("color") else { continue }
            try color.requireObject()
            variants.append(Variant(appearance: try entry.appearance(), idiom: try entry.idiom(), value: try Self.value(color)))
        }
        self.variants = variants
    }

    /// The colour of an entry's `color` object.
    static func value(_ color: ContentsFile.Value) throws(AssetCatalogError) -> Value {
        if let reference = try color.string("reference") {
            guard let system = systemColor(reference) else {
                throw color.child("reference")!.problem("unknown system colour \"\(reference)\"; expected one of UIKit's, such as \"systemBlueColor\" or \"labelColor\"")
            }
            return system
        }
        let space = try color.string("color-space") ?? "srgb"
        guard let components = color.child("components") else { throw color.problem("expected \"components\" (or a system colour's \"reference\")") }
        try components.requireObject()
        func component(_ key: String) throws(AssetCatalogError) -> Double {
            guard let value = components.child(key) else { throw components.problem("expected \"\(key)\"") }
            guard let text = value.raw as? String ?? (value.raw as? NSNumber).map({ "\($0)" }), let number = Self.component(text, isAlpha: key == "alpha") else {
                throw value.problem("expected a component: a decimal (\"0.486\"), a byte in hexadecimal (\"0x7C\") or a whole number from 0 to 255; found \(value.raw)")
            }
            return number
        }
        let alpha = components.child("alpha") == nil ? 1 : try component("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return .fixed(Self.clamped(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha))
        case "extended-linear-srgb":
            return .fixed(Self.clamped(red: Self.encoded(try component("red")), green: Self.encoded(try component("green")),
                                       blue: Self.encoded(try component("blue")), alpha: alpha))
        case "display-p3":
            return .fixed(Self.fromDisplayP3(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha))
        case "gray-gamma-22":
            let white = Self.encoded(pow(Swift.max(0, try component("white")), 2.2))
            return .fixed(Self.clamped(red: white, green: white, blue: white, alpha: alpha))
        case "extended-gray":
            let white = try component("white")
            return .fixed(Self.clamped(red: white, green: white, blue: white, alpha: alpha))
        default:
            throw color.child("color-space")!.problem("unknown colour space \"\(space)\"; expected srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray")
        }
    }

    /// A component as Xcode writes it. A whole number is a byte (0–255), except for an alpha,
    /// which Xcode always writes as a decimal: `"1"` there is opaque.
    static func component(_ text: String, isAlpha: Bool) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            guard let byte = UInt8(trimmed.dropFirst(2), radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if !isAlpha, !trimmed.contains("."), !trimmed.lowercased().contains("e"), let whole = Int(trimmed) {
            guard (0...255).contains(whole) else { return nil }
            return Double(whole) / 255
        }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    static func clamped(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        func unit(_ value: Double) -> Double { Swift.min(1, Swift.max(0, value)) }
        return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }

    /// sRGB's transfer function, from light to the encoded value (odd, for extended values).
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// sRGB's (and Display P3's) transfer function, from the encoded value to light.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// A Display P3 colour in sRGB: both spaces share the transfer function and the D65 white,
    /// so the light is taken from P3's primaries to sRGB's by one matrix.
    static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        let r = linear(red), g = linear(green), b = linear(blue)
        return clamped(red: encoded(1.2249401 * r - 0.2249404 * g),
                       green: encoded(-0.0420569 * r + 1.0420571 * g),
                       blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    /// A system colour by the name a catalogue gives it (`systemBlueColor`, `labelColor`),
    /// or one of UIKit's fixed colours (`whiteColor`, `clearColor`).
    static func systemColor(_ reference: String) -> Value? {
        let stem = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        if let system = SystemColor(rawValue: stem) { return .system(system) }
        let fixed: [String: Color] = [
            "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 1, green: 1, blue: 1),
            "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
            "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3), "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3),
            "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
            "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
            "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
            "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        ]
        return fixed[stem].map { .fixed($0) }
    }
}
