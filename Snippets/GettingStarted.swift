// From a fixture to frames and an animated SVG: read, run, draw.
import Foundation
import ZoetropeCairo
import ZoetropeSVG
import ZoetropeScene

// A fixture is the JSON `zoetrope render` reads (docs/fixture-format.md). Errors name the file,
// line, column and JSON path, and what was expected.
let document = try FixtureDocument.load(path: "Fixtures/color-swatches.json")

// Its scene (viewport, layout, data, steps) runs on a headless collection view; measure text
// as the Cairo backend draws it, so that self-sizing cells fit their labels.
let scene = document.scene
print("\(scene.steps.count) steps in a \(scene.viewport.size.width)-point-wide viewport")
let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())

// Any moment alone: every element's attributes, in paint order.
let middle = timeline.frame(at: timeline.duration / 2)
print("\(middle.elements.count) elements half-way")

// Every frame at 30 a second, on every core, at 2 pixels a point.
try FileManager.default.createDirectory(atPath: "/tmp/swatches", withIntermediateDirectories: true)
let times = timeline.frameTimes(fps: 30)
_ = try FrameSequenceWriter(scale: 2).write(timeline, times: times, to: { index in
    "/tmp/swatches/frame_\(index).png"
})

// One frame as an image, and the whole animation as one SVG.
let still = try FrameRenderer(scale: 2).render(middle)
try still.writePNG(to: "/tmp/swatches-middle.png")
let svg = SVGWriter(title: "Swatches", textOutliner: CairoTextOutliner()).document(for: timeline)
print(svg.utf8.count, "bytes of SVG")
