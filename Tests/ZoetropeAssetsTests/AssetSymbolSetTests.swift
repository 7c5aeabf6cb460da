import Foundation
import Testing
import ZoetropeAssets
import ZoetropeCore
import ZoetropeTestSupport

/// Custom symbols: the glyph of a template for a weight and scale, at a point size.
@Suite struct AssetSymbolSetTests {
    private func catalogue() throws -> (TestCatalogue, AssetCatalog) {
        let catalogue = try TestCatalogue()
        try catalogue.symbolSet("custom.square", template: TestCatalogue.symbolTemplate())
        return (catalogue, try AssetCatalog(path: catalogue.path))
    }

    @Test func aSymbolIsItsGlyphsBoxAtThePointSize() throws {
        let (catalogue, assets) = try catalogue()
        defer { withExtendedLifetime(catalogue) {} }
        #expect(assets.symbolNames == ["custom.square"])
        let set = try #require(assets.symbolSet(named: "custom.square"))
        // The template's cap height, 70.459 units, is SF Pro's at 100 points: a unit is 0.17
        // points at 17 points; the medium scale is 1.25 times the small glyph the template
        // draws. The box: margins 80 units apart, ink 70 units high.
        let medium = try set.picture(pointSize: 17, in: assets)
        #expect(abs(medium.size.width - 80 * 0.17 * 1.25) < 0.01)
        #expect(abs(medium.size.height - 70 * 0.17 * 1.25) < 0.05)
        #expect(medium.renderingIntent == .template)
        let small = try set.picture(pointSize: 17, scale: .small, in: assets)
        #expect(abs(small.size.width - 80 * 0.17) < 0.01)
    }

    @Test func theNearestWeightTheTemplateDrawsIsUsed() throws {
        let (catalogue, assets) = try catalogue()
        defer { withExtendedLifetime(catalogue) {} }
        let set = try #require(assets.symbolSet(named: "custom.square"))
        func glyph(_ weight: AssetSymbolSet.Weight) throws -> String {
            String(decoding: try set.picture(pointSize: 17, weight: weight, in: assets).asset.data, as: UTF8.self)
        }
        let regular = try glyph(.regular)
        #expect(regular.contains("id=\"Regular-S\"") && !regular.contains("Black-S") && !regular.contains("Ultralight-S"))
        // The notes and guides are not drawn.
        #expect(!regular.contains("Guides") && !regular.contains("Notes"))
        #expect(try glyph(.semibold) == regular)
        #expect(try glyph(.heavy).contains("id=\"Black-S\""))
        #expect(try glyph(.thin).contains("id=\"Ultralight-S\""))
        // Each glyph is made once and kept.
        #expect(try set.picture(pointSize: 30, weight: .regular, in: assets).asset === set.picture(pointSize: 17, weight: .medium, in: assets).asset)
    }

    @Test func aTemplateWithoutGlyphsIsRefusedWithItsFile() throws {
        let catalogue = try TestCatalogue()
        try catalogue.symbolSet("empty", template: #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="Symbols"/></svg>"#)
        let assets = try AssetCatalog(path: catalogue.path)
        let error = #expect(throws: AssetCatalogError.self) { try assets.symbolSet(named: "empty")!.picture(pointSize: 17, in: assets) }
        #expect(error?.file == "empty.symbolset/empty.svg")
        #expect(error?.message.hasPrefix("no glyph in the template") == true)
        #expect(throws: AssetCatalogError.self) { try assets.checkEveryFile() }
    }

    /// A template that is not well-formed XML, or whose entities loop, is refused for what it
    /// is. Foundation's XML reader recovered from such a file, printed libxml2's complaints
    /// (with the file's text) to standard error, and the template was then said to have no glyph.
    @Test func aTemplateThatIsNotWellFormedXMLIsRefusedAsSuch() throws {
        let catalogue = try TestCatalogue()
        let loop = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "&b;"><!ENTITY b "&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&a;</text></svg>"#
        try catalogue.symbolSet("broken", template: "<svg><<<")
        try catalogue.symbolSet("looping", template: loop)
        let assets = try AssetCatalog(path: catalogue.path)
        for name in ["broken", "looping"] {
            let error = #expect(throws: AssetCatalogError.self) { try assets.symbolSet(named: name)!.picture(pointSize: 17, in: assets) }
            #expect(error?.file == "\(name).symbolset/\(name).svg")
            #expect(error?.message.hasPrefix("not an SVG symbol template: librsvg cannot read it as SVG: XML parse error") == true, "\(error?.message ?? "")")
        }
    }
}
