import Foundation
import Testing
import ZoetropeCairo
import ZoetropeScene
import ZoetropeSVG

/// The SVGs in `Output/` (the gallery the README shows) are what the fixtures render to now.
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
}
