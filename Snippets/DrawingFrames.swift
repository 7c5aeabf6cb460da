// A timeline drawn with Cairo: one moment as a PNG, every frame as numbered PNGs, and a GIF.
import Foundation
import ZoetropeCairo
import ZoetropeScene

let fixture = try FixtureDocument.load(path: "Fixtures/dashboard.json")
// Text is measured by the same code that draws it, so self-sizing cells fit their labels.
let timeline = try fixture.makeTimeline(textMeasurer: CairoTextMeasurer())

// One moment: every element's attributes at that time, drawn at 2 pixels a point.
let image = try FrameRenderer(scale: 2).render(timeline.frame(at: timeline.duration / 2))
try image.writePNG(to: "/tmp/dashboard-middle.png")
print("the middle moment is \(image.width)×\(image.height) pixels")

// Every frame at 30 a second, on every core; the bytes do not depend on the number of cores.
try FileManager.default.createDirectory(atPath: "/tmp/dashboard", withIntermediateDirectories: true)
let times = timeline.frameTimes(fps: 30)
_ = try FrameSequenceWriter(scale: 1).write(timeline, times: times) { "/tmp/dashboard/frame_\($0).png" }
print("\(times.count) frames in /tmp/dashboard")

// The same moments as an animated GIF (one palette for the whole animation), half size.
let gif = try AnimatedGIFWriter(scale: 1).gif(of: timeline, times: timeline.frameTimes(fps: 15))
try Data(gif).write(to: URL(fileURLWithPath: "/tmp/dashboard.gif"))
print("a GIF of \(gif.count) bytes")
