// A whole animation as one self-contained SVG that any browser plays.
import Foundation
import ZoetropeCairo
import ZoetropeSVG
import ZoetropeScene

let fixture = try FixtureDocument.load(path: "Fixtures/run-sequences.json")
let timeline = try fixture.makeTimeline(textMeasurer: CairoTextMeasurer())

// Each element's motion is declared with the timeline's own curves (SMIL `keySplines`), so
// the file is exact, not sampled. With Cairo's outliner, text is written as outlines and the
// file needs no font; the last frame is held a second, then the animation starts again.
let writer = SVGWriter(title: fixture.scene.summary, textOutliner: CairoTextOutliner(), hold: 1, loops: true)
let svg = writer.document(for: timeline)
try svg.write(toFile: "/tmp/run-sequences.svg", atomically: true, encoding: .utf8)
print("\(timeline.duration) s of animation in \(svg.utf8.count) bytes of SVG")
