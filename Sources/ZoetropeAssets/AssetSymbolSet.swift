import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
internal import ZoetropeCairo
import ZoetropeCore

/// A custom symbol of an asset catalogue (`custom.star.symbolset`): an SVG template exported by
/// the SF Symbols app, drawn as a symbol at a configuration's point size, weight and scale.
///
/// The template holds the glyph drawn at 100 points for some weights and scales, each a group
/// named `Weight-Scale` (`Regular-M`, `Black-S`; a template of version 3 or later draws only
/// `Ultralight-S`, `Regular-S` and `Black-S`), with its guides: each scale's baseline and cap
/// line, and each glyph's left and right margins. A picture is the glyph of the weight nearest
/// to the one asked for (Zoetrope does not interpolate between weights, as the phone does), at
/// the scale asked for when the template draws it, else the medium one, else the small one,
/// scaled by the symbol scales' ratio (small 0.8 and large 1.3 times medium, as the stand-ins
/// for SF Symbols are). Its box runs from the left margin to the right and over the glyph's
/// ink from top to bottom; its size is the template's units times the point size over 100
/// (precisely: the cap height of SF Pro at the point size, over the distance from the baseline
/// to the cap line).
public struct AssetSymbolSet: Hashable, Sendable {
    /// A symbol's weight, as `UIImage.SymbolWeight` and the template's groups name them.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultralight = 1, thin, light, regular, medium, semibold, bold, heavy, black

        /// The name a template's group gives it (`Ultralight`, `Semibold`).
        public var templateName: String {
            switch self {
            case .ultralight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            }
        }
    }

    /// A symbol's scale relative to text, as `UIImage.SymbolScale`.
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case small = "S", medium = "M", large = "L"

        /// The symbol's size relative to the medium scale.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    public let name: String
    /// The template's file, relative to the catalogue.
    public let file: String

    init(name: String, folder: String, contents: ContentsFile) throws(AssetCatalogError) {
        self.name = name
        var files: [(file: String, idiom: String)] = []
        for entry in try contents.root.array("symbols") {
            try entry.requireObject()
            guard let file = try entry.string("filename") else { continue }
            guard !file.isEmpty, !file.contains("/"), file != "..", file != "." else {
                throw entry.child("filename")!.problem("expected the name of a file in the symbol set's folder; found \"\(file)\"")
            }
            files.append((folder + "/" + file, try entry.idiom()))
        }
        guard let chosen = files.first(where: { $0.idiom == "iphone" }) ?? files.first(where: { $0.idiom == "universal" }) else {
            throw AssetCatalogError(file: folder + "/Contents.json", message: "the symbol set names no template file for the iPhone (an entry of \"symbols\" with a \"filename\")")
        }
        file = chosen.file
    }

    /// The template, read and measured once by `catalog`.
    func template(in catalog: AssetCatalog) throws(AssetCatalogError) -> SymbolTemplate {
        try catalog.symbolTemplate(file: file) { () throws(AssetCatalogError) -> SymbolTemplate in
            try SymbolTemplate(bytes: catalog.bytes(of: file), file: file)
        }
    }

    /// The symbol drawn at `pointSize` points, `weight` and `scale`, from `catalog`'s template.
    public func picture(pointSize: Double, weight: Weight = .regular, scale: Scale = .medium, in catalog: AssetCatalog) throws(AssetCatalogError) -> AssetPicture {
        let template = try template(in: catalog)
        let glyph = template.glyph(weight: weight, scale: scale)
        let key = "\(file)#\(glyph.id)"
        let asset = try catalog.symbolPicture(key: key) { () throws(AssetCatalogError) -> ImageAsset in
            try template.picture(of: glyph, name: catalog.path + "/" + file + "#" + glyph.id)
        }
        let unitsToPoints = pointSize * SymbolTemplate.capHeightPerPoint / template.capHeight(glyph.scale) * scale.factor / glyph.scale.factor
        let size = Size(width: glyph.box.width * unitsToPoints, height: glyph.box.height * unitsToPoints)
        return AssetPicture(name: name, asset: asset, size: size, scale: 0, renderingIntent: .template)
    }
}
