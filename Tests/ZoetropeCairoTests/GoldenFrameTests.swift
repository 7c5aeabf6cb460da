import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeTesting

/// Rendered frames of the seed scenario against checked-in goldens.
///
/// Tolerance: a pixel differs when a channel is off by more than 4 levels; at most 0.1 % of
/// pixels may differ (text antialiasing noise between Cairo builds, never a moved shape).
/// Goldens are re-recorded only on purpose: `ZOETROPE_RECORD=1 swift test`, which fails.
@Suite struct GoldenFrameTests {
    func frame(_ fixture: String, step: Int, fraction: Double) throws -> Frame {
        let timeline = try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json").makeTimeline()
        let segment = timeline.segments[step]
        return timeline.frame(at: segment.start + segment.duration * fraction)
    }

    @Test(arguments: [
        ("color-swatches", 1, 0.5, "color-swatches-insert-50"),
        ("color-swatches", 7, 0.5, "color-swatches-section-delete-50"),
    ])
    func framesMatchTheirGoldens(fixture: String, step: Int, fraction: Double, golden: String) throws {
        let image = try FrameRenderer(scale: 1).render(frame(fixture, step: step, fraction: fraction))
        let outcome = GoldenImage(path: "\(goldens)/\(golden).png", tolerance: ImageTolerance(channel: 4, differingFraction: 0.001)).check(image)
        #expect(outcome.passed, "\(golden) \(outcome)")
    }
}
