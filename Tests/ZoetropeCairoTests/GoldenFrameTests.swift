import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeTesting
import ZoetropeTestSupport

/// Every seed scenario, rendered at 0, 25, 50, 75 and 100 % of its animated step and laid
/// side by side, against a checked-in golden strip (`__Goldens__/FIXTURE-STEP.png`).
///
/// A step's percentages are of the time it is shown, from its start to its end (or to the
/// moment the next step interrupts it). Frames are drawn at scale 1 with the text measurer
/// the renderer draws with, as `zoetrope render` does.
///
/// Tolerance: `AnimationGoldens`' default, as for any golden frame: pixelmatch's comparison at
/// Zoetrope's threshold (0.01), anti-aliased pixels not counted, at most 0.01 % of a strip's
/// pixels differing (about 70 of a 1982×360 strip: text antialiasing noise between Cairo
/// builds, never a moved shape — a 1-point shift of one 78-point swatch changes about 156, a
/// 20-point cell that should not be there 400). Goldens are re-recorded only on purpose,
/// after looking at them: `ZOETROPE_RECORD=1 swift test --filter GoldenFrameTests`, which fails
/// so that recording is never silent.
@Suite struct GoldenFrameTests {
    static let fractions = [0, 0.25, 0.5, 0.75, 1]

    static let scenarios: [(fixture: String, step: Int)] = [
        ("color-swatches", 1),         // the swatches: a swatch grows in
        ("color-swatches", 3),         // the swatches: a swatch falls off
        ("color-swatches", 5),         // the swatches: a section flies in, its header with it
        ("color-swatches", 7),         // the swatches: a section leaves
        ("color-swatches-boring", 5),  // UIKit's default: fade in place
        ("run-sequences", 1),          // run sequences: the staggered build-up
        ("batch-updates", 1),          // WWDC 2018: one batch of every kind of operation
        ("batch-updates", 3),          // WWDC 2018: a diffed snapshot
        ("column-layout", 1),          // WWDC 2018: rotated, one column becomes two
        ("column-layout", 5),          // a layout-to-layout transition
        ("dashboard", 1),              // dashboard: zoom to fit, the others fly out
        ("self-sizing-feed", 3),       // self-sizing feed: a cell grows to its new text
        ("self-sizing-feed", 5),       // self-sizing feed: a cell leaves, the rest keep their sizes
        ("interrupted-moves", 2),      // a move called back mid-flight
        ("interrupted-moves", 4),      // an insert undone before it lands
        ("rich-cards", 1),             // pictures, gradients, shadows: a card springs in
        ("rich-cards", 3),             // a card with a shadow falls, turning
        ("rich-cards", 5),             // the feed scrolls
        ("app-fonts", 3),              // an app's own fonts: a section of rows in Inter slides in
    ]

    func strip(_ fixture: String, step: Int) throws -> RasterImage {
        let timeline = try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json")
            .makeTimeline(textMeasurer: CairoTextMeasurer())
        let duration = timeline.segments[step].duration
        let renderer = FrameRenderer(scale: 1)
        let frames = try Self.fractions.map { fraction throws in
            try renderer.render(timeline.frame(step: step, atStepTime: duration * fraction))
        }
        return try ContactSheet().row(frames)
    }

    @Test(arguments: scenarios.indices)
    func theSeedScenariosLookAsRecorded(scenario: Int) throws {
        let (fixture, step) = Self.scenarios[scenario]
        let name = "\(fixture)-\(step)"
        try AnimationGoldens(directory: goldens).check(try strip(fixture, step: step), named: name)
    }

    @Test func eachStripShowsMotion() throws {
        // A strip whose five frames are all alike would pin nothing about the animation.
        for (fixture, step) in Self.scenarios {
            let timeline = try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json")
                .makeTimeline(textMeasurer: CairoTextMeasurer())
            let renderer = FrameRenderer(scale: 1)
            let first = try renderer.render(timeline.frame(step: step, atStepTime: 0))
            let middle = try renderer.render(timeline.frame(step: step, atStepTime: timeline.segments[step].duration / 2))
            let comparison = try #require(PixelMatch(threshold: FrameSetComparison.Options.zoetropeThreshold).compare(middle, first))
            #expect(comparison.differingRatio > 0.001, "\(fixture) step \(step) does not move between 0 and 50 %")
        }
    }
}
