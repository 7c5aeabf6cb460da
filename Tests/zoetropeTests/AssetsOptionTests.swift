#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTestSupport

/// `--assets`: the app's asset catalogue given on the command line.
@Suite struct AssetsOptionTests {
    /// A fixture whose one cell is filled with the catalogue's `Brand` colour.
    private func project() throws -> (folder: String, fixture: String, catalogue: TestCatalogue, other: TestCatalogue) {
        let folder = try CommandLineRunner.temporaryFolder()
        let fixture = folder + "/brand.json"
        try Data(#"{"version": 1, "viewport": {"width": 60, "height": 40}, "layout": {"type": "flow", "itemSize": {"width": 60, "height": 40}}, "sections": [{"id": "s", "items": [{"id": "a", "color": {"named": "Brand"}}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: fixture))
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("Brand", #"[{"idiom": "universal", "color": {"components": {"red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "0x00", "green": "0x00", "blue": "0xFF", "alpha": "1.000"}}}]"#)
        let other = try TestCatalogue()
        try other.imageSet("Torn", images: #"[{"idiom": "universal", "filename": "torn.png", "scale": "3x"}]"#, files: ["torn.png": [0x89, 0x50]])
        return (folder, fixture, catalogue, other)
    }

    @Test func renderTakesNamedColoursFromTheCatalogueInEachAppearance() throws {
        let (folder, fixture, catalogue, _) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"
        let result = try CommandLineRunner.run(["render", fixture, "--assets", catalogue.path, "--appearance", "light,dark", "--out", out, "--format", "png", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        // The cell is the catalogue's red in light mode and its blue in dark mode.
        let light = try RasterImage(contentsOfPNG: out + "/brand-light/frame_0000.png").rgbaPixels()
        let dark = try RasterImage(contentsOfPNG: out + "/brand-dark/frame_0000.png").rgbaPixels()
        #expect(Array(light[0..<4]) == [255, 0, 0, 255])
        #expect(Array(dark[0..<4]) == [0, 0, 255, 255])
    }

    @Test func withoutTheCatalogueTheNamedColourIsAnErrorSayingSo() throws {
        let (folder, fixture, _, _) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineRunner.run(["validate", fixture])
        #expect(result.status == 2)
        #expect(result.standardError.contains("$.sections[0].items[0].color.named") && result.standardError.contains("give its folder as \"assets\""))
    }

    @Test func renderSaysWhichSFSymbolsWereDrawnAsStandIns() throws {
        let folder = try CommandLineRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = folder + "/icons.json"
        try Data(#"{"version": 1, "viewport": {"width": 60, "height": 40}, "sections": [{"id": "s", "items": [{"id": "a", "image": {"systemName": "heart.fill"}}, {"id": "b", "image": {"systemName": "gear"}}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: fixture))
        let result = try CommandLineRunner.run(["render", fixture, "--out", folder + "/out", "--format", "png", "--at", "0", "--appearance", "light,dark"])
        #expect(result.status == 0, "\(result.standardError)")
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("SF Symbols drawn as stand-ins") }
        #expect(notes.count == 1, "once a fixture, not once an appearance: \(result.standardError)")
        #expect(notes.first?.hasSuffix("heart.fill, gear") == true)
    }

    @Test func aCatalogueThatCannotBeReadIsRefusedBeforeAnyFixture() throws {
        let (folder, fixture, _, other) = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = try CommandLineRunner.run(["render", fixture, "--assets", folder + "/None.xcassets", "--out", folder + "/out"])
        #expect(missing.status == 2 && missing.standardError.contains("--assets") && missing.standardError.contains("no such folder"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        // validate reads every file of the catalogue, so a damaged picture no fixture shows is found.
        let damaged = try CommandLineRunner.run(["validate", fixture, "--assets", other.path])
        #expect(damaged.status == 2 && damaged.standardError.contains("Torn.imageset/torn.png"))
    }
}
#endif
