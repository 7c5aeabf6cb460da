import Foundation
import Testing
import ZoetropeAssets
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// A fixture's `"assets"`: colours and pictures named from the app's asset catalogue, in the
/// fixture's appearance, and the errors that say where a name went wrong.
@Suite struct FixtureAssetCatalogTests {
    /// A folder holding `App/Assets.xcassets` (a brand colour with a dark variant, a star with a
    /// dark 3x, a template glyph, a PDF badge, a custom symbol) and the fixture `f.json`.
    final class Project {
        let catalogue: TestCatalogue
        var folder: String { catalogue.parent }

        init() throws {
            catalogue = try TestCatalogue(name: "App/Assets.xcassets")
            try catalogue.colorSet("Brand", """
            [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x1C", "green": "0x64", "blue": "0xF2", "alpha": "1.000"}}},
             {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
              "color": {"color-space": "display-p3", "components": {"red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000"}}}]
            """)
            try catalogue.imageSet("Star", images: """
            [{"idiom": "universal", "filename": "star@2x.png", "scale": "2x"},
             {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"},
             {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "star-dark@3x.png", "scale": "3x"}]
            """, files: [
                "star@2x.png": try TestCatalogue.png(width: 48, height: 48, rgba: (0, 255, 0, 255)),
                "star@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (0, 0, 255, 255)),
                "star-dark@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (255, 255, 255, 255)),
            ])
            try catalogue.imageSet("Glyph", images: #"[{"idiom": "universal", "filename": "glyph@3x.png", "scale": "3x"}]"#,
                                   properties: #"{"template-rendering-intent": "template"}"#,
                                   files: ["glyph@3x.png": try TestCatalogue.png(width: 30, height: 30, rgba: (0, 0, 0, 255))])
            try catalogue.imageSet("Badge", images: #"[{"idiom": "universal", "filename": "badge.pdf"}]"#,
                                   files: ["badge.pdf": TestCatalogue.pdf(width: 40, height: 20, red: 1, green: 0.5, blue: 0)])
            try catalogue.symbolSet("custom.square", template: TestCatalogue.symbolTemplate())
        }

        func load(_ item: String, assets: String? = #""App/Assets.xcassets""#, appearance: Appearance? = nil, override: AssetCatalog? = nil,
                  scale: Int = 2) throws(FixtureError) -> Scene {
            let members = [#""version": 1"#, #""viewport": {"width": 320, "height": 480, "scale": \#(scale)}"#] + (assets.map { [#""assets": \#($0)"#] } ?? [])
                + [#""sections": [{"id": "s", "items": [{"id": "a", \#(item)}]}]"#]
            let path = folder + "/f.json"
            FileManager.default.createFile(atPath: path, contents: Data(("{" + members.joined(separator: ", ") + "}").utf8))
            return try FixtureDocument.load(path: path, appearance: appearance, assets: override).scene
        }

        func error(_ item: String, assets: String? = #""App/Assets.xcassets""#) -> String? {
            do { _ = try load(item, assets: assets); return nil } catch { return error.description }
        }
    }

    @Test func aNamedColourTakesTheCataloguesColourForTheAppearance() throws {
        let project = try Project()
        let light = try project.load(#""color": {"named": "Brand"}"#)
        #expect(light.snapshot.sections[0].items[0].content.fill == .color(Color(red: 0x1C / 255, green: 0x64 / 255, blue: 0xF2 / 255)))
        let dark = try project.load(#""color": {"named": "Brand"}"#, appearance: Appearance(style: .dark))
        guard case .color(let grey) = dark.snapshot.sections[0].items[0].content.fill else { Issue.record("not a colour"); return }
        #expect(abs(grey.red - 0.5) < 0.002 && abs(grey.green - 0.5) < 0.002 && abs(grey.blue - 0.5) < 0.002)
    }

    /// The file for the viewport's scale, as UIKit picks the one for the screen's; a scale the
    /// set lacks takes the next larger (the dark star has only a 3x).
    @Test func aNamedPictureIsTheFileForTheViewportsScaleAndTheAppearance() throws {
        let project = try Project()
        let light = try #require(try project.load(#""image": {"named": "Star", "mode": "aspectFit"}"#).snapshot.sections[0].items[0].content.image)
        #expect(light.asset.name.hasSuffix("Star.imageset/star@2x.png"))
        #expect(light.mode == .aspectFit && light.tint == nil)
        let three = try #require(try project.load(#""image": {"named": "Star"}"#, scale: 3).snapshot.sections[0].items[0].content.image)
        #expect(three.asset.name.hasSuffix("Star.imageset/star@3x.png"))
        let one = try #require(try project.load(#""image": {"named": "Star"}"#, scale: 1).snapshot.sections[0].items[0].content.image)
        #expect(one.asset.name.hasSuffix("Star.imageset/star@2x.png"), "no 1x: the next larger")
        let dark = try #require(try project.load(#""image": {"named": "Star"}"#, appearance: Appearance(style: .dark)).snapshot.sections[0].items[0].content.image)
        #expect(dark.asset.name.hasSuffix("star-dark@3x.png"))
    }

    @Test func aTemplatePictureIsDrawnInItsTintAPDFAndASymbolAsVectors() throws {
        let project = try Project()
        let glyph = try #require(try project.load(#""image": {"named": "Glyph"}"#).snapshot.sections[0].items[0].content.image)
        #expect(glyph.tint == SystemColor.systemBlue.color(in: .standard))
        let tinted = try #require(try project.load(#""image": {"named": "Glyph", "tint": {"named": "Brand"}}"#).snapshot.sections[0].items[0].content.image)
        #expect(tinted.tint == Color(red: 0x1C / 255, green: 0x64 / 255, blue: 0xF2 / 255))
        let badge = try #require(try project.load(#""image": {"named": "Badge"}"#).snapshot.sections[0].items[0].content.image)
        #expect(badge.asset.format == .svg && badge.asset.width == 40 && badge.asset.height == 20)
        let symbol = try #require(try project.load(#""image": {"named": "custom.square", "mode": "aspectFit"}"#).snapshot.sections[0].items[0].content.image)
        #expect(symbol.asset.format == .svg && symbol.tint == SystemColor.systemBlue.color(in: .standard))
    }

    @Test func theCallersCatalogueWinsOverTheFixturesOwn() throws {
        let project = try Project()
        let other = try TestCatalogue()
        try other.colorSet("Brand", #"[{"idiom": "universal", "color": {"components": {"red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}]"#)
        let scene = try project.load(#""color": {"named": "Brand"}"#, override: try AssetCatalog(path: other.path))
        #expect(scene.snapshot.sections[0].items[0].content.fill == .color(Color(red: 1, green: 0, blue: 0)))
    }

    @Test func aNameTheCatalogueLacksIsRefusedWhereItIsWritten() throws {
        let project = try Project()
        let colour = try #require(project.error(#""color": {"named": "Bran"}"#))
        #expect(colour.contains("$.sections[0].items[0].color.named"))
        #expect(colour.contains("no colour set named \"Bran\"") && colour.contains("did you mean \"Brand\"?"))
        let picture = try #require(project.error(#""image": {"named": "Sta"}"#))
        #expect(picture.contains("$.sections[0].items[0].image.named") && picture.contains("did you mean \"Star\"?"))
        let none = try #require(project.error(#""color": {"named": "Brand"}"#, assets: nil))
        #expect(none.contains("the fixture has none: give its folder as \"assets\""))
        let both = try #require(project.error(#""image": {"named": "Star", "file": "star.png"}"#))
        #expect(both.contains("found \"file\" and \"named\""))
        let plain = try #require(project.error(#""color": "Brand""#))
        #expect(plain.contains("the asset catalogue's colour is written {\"named\": \"Brand\"}"))
    }

    @Test func aCatalogueOutsideTheFolderOrUnreadableIsRefused() throws {
        let project = try Project()
        let outside = try #require(project.error(#""label": {"text": "A"}"#, assets: #""../Assets.xcassets""#))
        #expect(outside.contains("$.assets") && outside.contains("without \"..\""))
        let missing = try #require(project.error(#""label": {"text": "A"}"#, assets: #""Other.xcassets""#))
        #expect(missing.contains("$.assets") && missing.contains("no such folder"))
        try project.catalogue.write("Bad.colorset/Contents.json", "{")
        let broken = try #require(project.error(#""label": {"text": "A"}"#))
        #expect(broken.contains("Bad.colorset/Contents.json: not JSON"))
    }

    @Test func aDamagedNamedPictureIsRefusedNamingItsFile() throws {
        let project = try Project()
        try project.catalogue.imageSet("Torn", images: #"[{"idiom": "universal", "filename": "torn.png", "scale": "3x"}]"#, files: ["torn.png": [0x89, 0x50]])
        let message = try #require(project.error(#""image": {"named": "Torn"}"#))
        #expect(message.contains("$.sections[0].items[0].image.named") && message.contains("Torn.imageset/torn.png"))
    }
}
