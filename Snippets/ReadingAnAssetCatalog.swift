// An app's asset catalogue, read as UIColor(named:) and UIImage(named:) read it on the phone.
import ZoetropeAssets
import ZoetropeCore

// The folder as Xcode writes it; a file it cannot read is an error naming the file and place.
let catalog = try AssetCatalog(path: "Fixtures/assets/DesignSystem.xcassets")

// A colour set answers for each appearance, converted to the sRGB that Zoetrope draws. An
// appearance the set has no entry for falls back as on the phone: this one has no high-contrast
// entries, so dark with high contrast is dark.
for appearance in [Appearance(style: .light), Appearance(style: .dark), Appearance(style: .dark, contrast: .high)] {
    let accent = catalog.color(named: "Colors/Accent", in: appearance)  // a folder that provides a namespace
    print("Colors/Accent in \(appearance): \(accent?.hexString ?? "none")")
}

// An image set gives the file for a screen's scale and appearance, with its size in points.
if let badge = try catalog.picture(named: "Badge", scale: 3, in: .standard) {
    print("Badge: \(badge.size.width)×\(badge.size.height) points, from its @\(badge.scale)x file")
}
