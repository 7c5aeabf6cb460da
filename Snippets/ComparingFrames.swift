// Two frames compared as pixelmatch compares them, then two folders of frames with a report.
import Foundation
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeScene

let fixture = try FixtureDocument.load(path: "Fixtures/color-swatches.json")
let timeline = try fixture.makeTimeline(textMeasurer: CairoTextMeasurer())
let renderer = FrameRenderer(scale: 1)

// Two moments a frame apart: some pixels moved. The threshold is pixelmatch's own scale
// (0 exact, 1 anything goes); anti-aliased edges are left out of the count.
let before = try renderer.render(timeline.frame(at: 0.3))
let after = try renderer.render(timeline.frame(at: 0.3 + 1.0 / 30))
if let result = PixelMatch(threshold: 0.1).compare(after, before) {
    print("\(result.differingPixels) of \(result.pixelCount) pixels differ")
    try result.diffImage().writePNG(to: "/tmp/swatches-diff.png")
}

// Folders pair their frames by file name, as `zoetrope compare` does; a frame may differ by
// up to 0.1 % of its pixels here. The report is one folder that opens in a browser.
for (folder, time) in [("/tmp/swatches-expected", 0.3), ("/tmp/swatches-actual", 0.3 + 1.0 / 30)] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try renderer.render(timeline.frame(at: time)).writePNG(to: folder + "/frame_0.png")
}
let comparison = try FrameSetComparison.compare(
    actual: "/tmp/swatches-actual", expected: "/tmp/swatches-expected",
    options: FrameSetComparison.Options(maximumDifferingRatio: 0.001))
print(comparison.matches ? "the folders match" : "\(comparison.differing.count) frame differs")
try ComparisonReport(comparison: comparison).write(to: "/tmp/swatches-report")
