import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTesting

/// The animated SVG, shown in headless Chromium and paused at time t, is the PNG frame for t,
/// under `ParityRule`: for every fixture at 0, 25, 50, 75 and 100 % of its animation, at
/// three seeded random times, and either side of every step that interrupts another. And the
/// rule has teeth: a time off by 1/120 s, an opacity off by 0.03 and a rotation off by 1° each
/// fail it.
///
/// Needs Chromium (`scripts/install-dependencies --browser`; `scripts/test` installs it). On a
/// failure, the browser's picture and the frame are written to the failures folder.
@Suite(.serialized) struct BrowserParityTests {
    struct Rendered {
        let name: String
        let timeline: Timeline
        let svg: String
        let scale: Int
    }

    static func fixtures() throws -> [Rendered] {
        let folder = packageRoot + "/Fixtures"
        let measurer = CairoTextMeasurer(), outliner = CairoTextOutliner()
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { file in
            let document = try FixtureDocument.load(path: folder + "/" + file)
            let timeline = try document.makeTimeline(textMeasurer: measurer)
            return Rendered(name: document.scene.name, timeline: timeline,
                            svg: SVGWriter(title: document.scene.name, textOutliner: outliner).document(for: timeline),
                            scale: document.scene.viewport.scale)
        }
    }

    /// 0, 25, 50, 75, 100 %, and three times from a generator seeded by the fixture's name,
    /// all but the end in whole milliseconds.
    static func times(for rendered: Rendered) -> [Double] {
        let duration = rendered.timeline.duration
        var seed = rendered.name.utf8.reduce(UInt64(0x9E37_79B9_7F4A_7C15)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        // Whole milliseconds: the browser's animation clock keeps no finer time, and a fast
        // scroll moves a tenth of a point in a third of a millisecond.
        // And either side of every interruption, where a scroll or a rotation hands over.
        let handovers = rendered.timeline.segments.filter(\.isInterrupted).flatMap { [$0.end - 0.02, $0.end + 0.03] }
        return [0, 0.25, 0.5, 0.75].map { ($0 * duration * 1000).rounded() / 1000 } + [duration]
            + (0..<3).map { _ in (next() * duration * 1000).rounded() / 1000 }
            + handovers.map { ($0 * 1000).rounded() / 1000 }
    }

    func keep(_ browser: RasterImage, _ frame: RasterImage, as name: String) {
        let folder = GoldenImage.failureDirectory
        try? browser.writePNG(to: "\(folder)/\(name).browser.png")
        try? frame.writePNG(to: "\(folder)/\(name).frame.png")
    }

    @Test func theSVGInChromiumIsThePNGFrameAtEveryTimeTried() throws {
        let browser = try HeadlessBrowser()
        for rendered in try Self.fixtures() {
            let size = rendered.timeline.canvasSize
            let page = try browser.show(svg: rendered.svg, width: size.width, height: size.height, scale: rendered.scale)
            let renderer = FrameRenderer(scale: rendered.scale)
            for time in Self.times(for: rendered) {
                let shown = try page.capture(at: time)
                let frame = try renderer.render(rendered.timeline.frame(at: time))
                let comparison = ParityRule().compare(shown, frame)
                if !comparison.passes { keep(shown, frame, as: "\(rendered.name)-\(time)") }
                #expect(comparison.passes, "\(rendered.name) at \(time) s: \(comparison)")
            }
        }
    }

    @Test func theRuleCatchesSmallErrorsOfTimeOpacityAndRotation() throws {
        let browser = try HeadlessBrowser()
        let swatches = try #require(try Self.fixtures().first { $0.name == "color-swatches" })
        let size = swatches.timeline.canvasSize
        let page = try browser.show(svg: swatches.svg, width: size.width, height: size.height, scale: swatches.scale)
        let renderer = FrameRenderer(scale: swatches.scale)
        // Mid-fall of the deleted swatch (step 3), and mid-flight of the new section (step 5).
        for step in [3, 5] {
            let segment = swatches.timeline.segments[step]
            let time = segment.start + segment.duration / 2
            let shown = try page.capture(at: time)
            let right = ParityRule().compare(shown, try renderer.render(swatches.timeline.frame(at: time)))
            #expect(right.passes, "step \(step) at \(time): \(right)")

            let late = ParityRule().compare(shown, try renderer.render(swatches.timeline.frame(at: time + 1.0 / 120)))
            #expect(!late.passes, "a frame 1/120 s late passed: \(late)")

            var fainter = swatches.timeline.frame(at: time)
            var turned = fainter
            for k in fainter.elements.indices where fainter.elements[k].role != .staying {
                fainter.elements[k].attributes.alpha = Swift.max(0, fainter.elements[k].attributes.alpha - 0.03)
                turned.elements[k].attributes.transform = turned.elements[k].attributes.transform.concatenating(Transform(rotationAngle: .pi / 180))
            }
            let faded = ParityRule().compare(shown, try renderer.render(fainter))
            #expect(!faded.passes, "opacity 0.03 lower passed: \(faded)")
            let rotated = ParityRule().compare(shown, try renderer.render(turned))
            #expect(!rotated.passes, "a rotation of 1° passed: \(rotated)")
        }
    }
}
