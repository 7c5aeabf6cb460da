import ZoetropeCore

/// The SF Symbols a fixture names (`"image": {"systemName": "star.fill"}`): the picture its
/// `"symbols"` folder has for the name (`NAME.svg`, else `NAME.png`), else a stand-in.
///
/// SF Symbols are Apple's, and its licence does not let them ship with Zoetrope, so a symbol
/// with no picture of the app's is drawn as a stand-in that is visibly not the symbol — a
/// rounded square crossed by its diagonal, heavier for a heavier weight, as ZoetropeUIKit draws
/// `UIImage(systemName:)` — in its tint, and its name is listed (`Scene.symbolStandIns`, which
/// the command line prints), so that a missing picture is seen rather than guessed at.
final class SymbolLibrary {
    /// The symbols' folder, relative to the fixture's; nil for none.
    var folder: String?
    /// The names drawn as stand-ins, in the order first named.
    private(set) var standIns: [String] = []
    private var standInPictures: [Int: ImageAsset] = [:]

    /// The weights a fixture may name, as `UIImage.SymbolWeight` names them.
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The picture for `name` at `weight` (an index of `weights`): the folder's, read through
    /// `images`, or the stand-in.
    func picture(_ name: String, weight: Int, images: ImageLibrary, at value: FixtureValue) throws(DecodingProblem) -> (asset: ImageAsset, isStandIn: Bool) {
        if let folder {
            for ext in ["svg", "png"] {
                if let asset = try images.assetIfPresent(folder + "/" + name + "." + ext, at: value) { return (asset, false) }
            }
        }
        if !standIns.contains(name) { standIns.append(name) }
        if let made = standInPictures[weight] { return (made, true) }
        let made = Self.standIn(weight: weight)
        standInPictures[weight] = made
        return (made, true)
    }

    /// The stand-in at `weight`: an SVG of 20 × 20 points (a body-text symbol's box), its lines
    /// 0.8 points at regular and 0.2 points heavier a weight, in black (drawn as a template).
    static func standIn(weight: Int) -> ImageAsset {
        let side = 20.0
        let line = Swift.max(0.5, side * (0.04 + 0.01 * Double(weight)))
        let inset = line / 2, corner = side / 5
        func text(_ value: Double) -> String { DecimalText.string(value) }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(text(side))\" height=\"\(text(side))\" viewBox=\"0 0 \(text(side)) \(text(side))\">"
            + "<rect x=\"\(text(inset))\" y=\"\(text(inset))\" width=\"\(text(side - line))\" height=\"\(text(side - line))\" rx=\"\(text(corner))\" fill=\"none\" stroke=\"#000\" stroke-width=\"\(text(line))\"/>"
            + "<line x1=\"\(text(inset + corner))\" y1=\"\(text(inset + corner))\" x2=\"\(text(side - inset - corner))\" y2=\"\(text(side - inset - corner))\" stroke=\"#000\" stroke-width=\"\(text(line))\" stroke-linecap=\"round\"/></svg>"
        return ImageAsset(name: "the stand-in for an SF Symbol (\(weights[weight]))", svgData: Array(svg.utf8), width: side, height: side)
    }
}
