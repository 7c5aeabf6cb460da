import Foundation
import Testing
import ZoetropeAssets
import ZoetropeCore
import ZoetropeTestSupport

/// Opening a catalogue: names, groups and namespaces, and what is refused.
@Suite struct AssetCatalogTests {
    @Test func namesInAGroupThatProvidesANamespaceStartWithTheGroup() throws {
        let catalogue = try TestCatalogue()
        let red = #"[{"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]"#
        try catalogue.colorSet("Plain/Red", red)
        try catalogue.write("Plain/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try catalogue.colorSet("Brand/Red2", red)
        try catalogue.write("Brand/Contents.json", #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        // A set Zoetrope does not show is passed over.
        try catalogue.write("AppIcon.appiconset/Contents.json", #"{"images": []}"#)
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.colorNames == ["Brand/Red2", "Red"])
        #expect(assets.imageNames.isEmpty)
    }

    @Test func twoSetsOfOneNameAreRefused() throws {
        let catalogue = try TestCatalogue()
        let red = #"[{"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]"#
        try catalogue.colorSet("A/Red", red)
        try catalogue.colorSet("B/Red", red)
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogue.path) }
        #expect(error?.file == "B/Red.colorset")
        #expect(error?.message.contains("the first is A/Red.colorset") == true)
    }

    @Test func aSetWithoutContentsOrWithBrokenJSONIsRefusedWithItsFile() throws {
        let missing = try TestCatalogue()
        try FileManager.default.createDirectory(atPath: missing.path + "/Empty.colorset", withIntermediateDirectories: true)
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: missing.path) }
        #expect(error?.file == "Empty.colorset/Contents.json")
        let broken = try TestCatalogue()
        try broken.write("Broken.imageset/Contents.json", #"{"images": [ "#)
        let parse = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: broken.path) }
        #expect(parse?.file == "Broken.imageset/Contents.json")
        #expect(parse?.message.hasPrefix("not JSON") == true)
    }

    @Test func aMissingFolderOrAFileIsNotACatalogue() throws {
        let none = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: "/nonexistent/Assets.xcassets") }
        #expect(none?.message.hasPrefix("no such folder") == true)
        let catalogue = try TestCatalogue()
        let file = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogue.path + "/Contents.json") }
        #expect(file?.message.hasPrefix("this is a file") == true)
    }

    @Test func aLinkOutOfTheCatalogueIsNotRead() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Secret", images: #"[{"idiom": "universal", "filename": "secret.png", "scale": "1x"}]"#, files: [:])
        let outside = catalogue.parent + "/outside.png"
        try Data(TestCatalogue.png(width: 2, height: 2, rgba: (0, 0, 0, 255))).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createSymbolicLink(atPath: catalogue.path + "/Secret.imageset/secret.png", withDestinationPath: outside)
        let assets = try AssetCatalog(path: catalogue.path)
        let error = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Secret", scale: 3, in: .standard) }
        #expect(error?.message.hasPrefix("a link that leads outside the catalogue") == true)
    }
}
