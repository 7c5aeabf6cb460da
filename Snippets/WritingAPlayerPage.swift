// A fixture's animation as one HTML page with play, pause, scrubbing and the timing chart.
import Foundation
import ZoetropeCairo
import ZoetropePlayer
import ZoetropeScene

// Read and run the fixture as `zoetrope render` does, measuring text as Cairo draws it.
let fixture = try FixtureDocument.load(path: "Fixtures/color-swatches.json")
let timeline = try fixture.makeTimeline(textMeasurer: CairoTextMeasurer())

// The player's document: the animated SVG, the steps, and a row per element for the chart.
let document = PlayerDocument(document: fixture, timeline: timeline)
print("\(document.name): \(timeline.duration) s at \(document.fps) frames a second")

// The page holds everything it shows and asks no server for anything: open it from disk.
let page = PlayerPage.standalone([document], title: fixture.scene.summary ?? document.name)
try page.write(toFile: "/tmp/color-swatches.html", atomically: true, encoding: .utf8)
print("wrote /tmp/color-swatches.html, \(page.utf8.count) bytes")
