import ZoetropeAssets
import ZoetropeCore

/// What a fixture's colours resolve against: the appearance it is drawn in, and its asset
/// catalogue's colour sets (`{"named": "Brand"}`).
struct FixturePalette {
    var appearance: Appearance
    var assets: AssetCatalog?

    /// The colour set `value` names, in the appearance.
    func namedColor(_ value: FixtureValue) throws(DecodingProblem) -> Color {
        let name = try value.string()
        guard let assets else {
            throw value.problem("the colour \"\(name)\" is named from an asset catalogue, and the fixture has none: give its folder as \"assets\" (\"App/Assets.xcassets\")")
        }
        guard let set = assets.colorSet(named: name) else {
            var message = "no colour set named \"\(name)\" in the asset catalogue \(assets.path)"
            if let suggestion = closest(to: name, among: assets.colorNames) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else if !assets.colorNames.isEmpty {
                message += "; it has \(FixtureValue.listed(assets.colorNames))"
            }
            throw value.problem(message)
        }
        guard let color = set.color(in: appearance) else {
            throw value.problem("the colour set \"\(name)\" has no colour for \(appearance.style.rawValue) mode\(appearance.contrast == .high ? " with high contrast" : "") (UIColor(named:) would be nil): add one for any appearance")
        }
        return color
    }
}

/// Opens an asset catalogue a fixture names, by the path the fixture wrote; throws a message.
public typealias FixtureAssetsOpener = @Sendable (String) throws(FixtureResourceProblem) -> AssetCatalog
