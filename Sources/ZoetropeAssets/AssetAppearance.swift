import ZoetropeCore

/// The traits an asset catalogue entry is for, as a `Contents.json` names them in its
/// `appearances` list (`{"appearance": "luminosity", "value": "dark"}`) and its `idiom`.
///
/// An entry says nothing about a trait it leaves out ("Any" in Xcode), so it serves every value
/// of it. Among the entries that serve an appearance, the one that says the most about it is
/// chosen, as UIKit chooses: for dark mode with Increase Contrast, a dark high-contrast entry
/// over a dark one, a dark one over one for any appearance.
public struct AssetAppearance: Hashable, Sendable, CustomStringConvertible {
    /// `light` or `dark`; nil for any.
    public var style: Appearance.Style?
    /// `high` for Increase Contrast; nil for any.
    public var contrast: Appearance.Contrast?

    public init(style: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil) {
        self.style = style
        self.contrast = contrast
    }

    /// Whether an entry for these traits may be shown in `appearance`.
    public func serves(_ appearance: Appearance) -> Bool {
        (style == nil || style == appearance.style) && (contrast == nil || contrast == appearance.contrast)
    }

    /// How much it says: a style counts over a contrast, so a dark entry beats a high-contrast
    /// entry for any style in dark mode with Increase Contrast, as in UIKit.
    var specificity: Int { (style == nil ? 0 : 2) + (contrast == nil ? 0 : 1) }

    public var description: String {
        let parts = [style?.rawValue, contrast == .high ? "high contrast" : nil].compactMap { $0 }
        return parts.isEmpty ? "any appearance" : parts.joined(separator: ", ")
    }

    /// The idioms an iPhone's screen reads, best first: an entry for the iPhone over a
    /// universal one; the others (iPad, Mac, Watch, TV, car, vision) are not shown here.
    static let idioms = ["iphone", "universal"]

    /// The entry of `entries` shown in `appearance`: of those that serve it, the one that says
    /// the most; a tie goes to the iPhone's idiom, then to the entry written first.
    static func best<Entry>(_ entries: [Entry], for appearance: Appearance,
                            appearanceOf: (Entry) -> AssetAppearance, idiomOf: (Entry) -> String) -> Entry? {
        var best: (entry: Entry, score: Int)?
        for entry in entries {
            let traits = appearanceOf(entry)
            guard traits.serves(appearance), let idiom = idioms.firstIndex(of: idiomOf(entry)) else { continue }
            let score = traits.specificity * 2 + (idiom == 0 ? 1 : 0)
            if best == nil || score > best!.score { best = (entry, score) }
        }
        return best?.entry
    }
}
