import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropePlayer
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTesting
import ZoetropeTestSupport

/// The SVGs and contact sheets in `Output/` (the gallery the README shows) are what the
/// fixtures render to now.
/// When this fails, run `bash scripts/render-fixtures` and commit the gallery.
@Suite struct GalleryTests {
    @Test func everyFixtureHasAnUpToDateSVGInTheGallery() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fixtures").filter { $0.hasSuffix(".json") }.sorted()
        #expect(!fixtures.isEmpty)
        for file in fixtures {
            let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/" + file)
            let scene = document.scene
            // Measured as the command line measures: with the font the frames are drawn in.
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            let expected = SVGWriter(title: scene.summary ?? scene.name, textOutliner: CairoTextOutliner()).document(for: timeline)
            let path = packageRoot + "/Output/\(scene.name).svg"
            let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            #expect(committed == expected, "Output/\(scene.name).svg is missing or stale; run `bash scripts/render-fixtures`")
        }
    }

    /// The player pages the README's gallery links to, as `render --format html` writes them.
    @Test func everyFixtureHasAnUpToDatePlayerPageInTheGallery() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fixtures").filter { $0.hasSuffix(".json") }.sorted()
        for file in fixtures {
            let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/" + file)
            let scene = document.scene
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            let expected = PlayerPage.standalone(documents: [PlayerDocument(document: document, timeline: timeline).json], title: scene.summary ?? scene.name)
            let committed = FileManager.default.contents(atPath: packageRoot + "/Output/\(scene.name).html").map { String(decoding: $0, as: UTF8.self) }
            #expect(committed == expected, "Output/\(scene.name).html is missing or stale; run `bash scripts/render-fixtures`")
        }
    }

    /// The sheets as `zoetrope sheet` makes them by default: 8 frames evenly spread, 4 to a
    /// row, 160 points wide, at 1 pixel per point, titled with the fixture's description.
    /// Compared as pixels (threshold 0.1, at most 8 pixels differing, anti-aliasing not
    /// counted), so a different build of zlib or a shifted edge does not fail it and a changed
    /// word in a fixture's label does.
    @Test func everyFixtureHasAnUpToDateContactSheetInTheGallery() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fixtures").filter { $0.hasSuffix(".json") }.sorted()
        for file in fixtures {
            let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/" + file)
            let scene = document.scene
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            let painter = ContactSheetPainter(columns: 4, tileWidth: 160, scale: 1, title: scene.summary ?? scene.name)
            let expected = try painter.paint(timeline, times: ContactSheetPainter.evenlySpreadTimes(count: 8, duration: timeline.duration),
                                             frameScale: scene.viewport.scale)
            let path = packageRoot + "/Output/\(scene.name).sheet.png"
            guard let data = FileManager.default.contents(atPath: path) else {
                Issue.record("Output/\(scene.name).sheet.png is missing; run `bash scripts/render-fixtures` and commit it")
                continue
            }
            let committed = try RasterImage(pngData: [UInt8](data))
            guard let match = PixelMatch(threshold: 0.1).compare(committed, expected) else {
                Issue.record("Output/\(scene.name).sheet.png is \(committed.width)×\(committed.height), the fixture now makes \(expected.width)×\(expected.height); run `bash scripts/render-fixtures`")
                continue
            }
            #expect(match.differingPixels <= 8, "Output/\(scene.name).sheet.png is stale (\(match.differingPixels) pixels differ); run `bash scripts/render-fixtures`")
        }
    }

    /// The settings list in dark mode and the App Store screen right to left, beside their
    /// plain selves: the SVG as `render --appearance dark` (or `light-rtl`) writes it, and its
    /// sheet, compared as the plain sheets are.
    @Test(arguments: [("settings-list", Appearance(style: .dark)), ("app-store", Appearance(direction: .rightToLeft)), ("design-system", Appearance(style: .dark))])
    func theGalleryShowsAFixtureInAnotherAppearanceToo(_ fixture: String, _ appearance: Appearance) throws {
        let name = "\(fixture)-\(appearance)"
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json", appearance: appearance).renamed(name)
        let scene = document.scene
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let expected = SVGWriter(title: scene.summary ?? scene.name, textOutliner: CairoTextOutliner()).document(for: timeline)
        let committed = FileManager.default.contents(atPath: packageRoot + "/Output/\(name).svg").map { String(decoding: $0, as: UTF8.self) }
        #expect(committed == expected, "Output/\(name).svg is missing or stale; run `bash scripts/render-fixtures`")
        if appearance.style == .dark { #expect(timeline.background == .black) }
        let painter = ContactSheetPainter(columns: 4, tileWidth: 160, scale: 1, title: scene.summary ?? scene.name)
        let sheet = try painter.paint(timeline, times: ContactSheetPainter.evenlySpreadTimes(count: 8, duration: timeline.duration),
                                      frameScale: scene.viewport.scale)
        let data = try #require(FileManager.default.contents(atPath: packageRoot + "/Output/\(name).sheet.png"),
                                "Output/\(name).sheet.png is missing; run `bash scripts/render-fixtures`")
        let match = try #require(PixelMatch(threshold: 0.1).compare(try RasterImage(pngData: [UInt8](data)), sheet))
        #expect(match.differingPixels <= 8, "Output/\(name).sheet.png is stale; run `bash scripts/render-fixtures`")
    }
}
