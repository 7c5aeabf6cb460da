#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTesting
import ZoetropeTestSupport

/// The animated SVG, shown in headless Chromium, headless Firefox and WebKit (the engines of
/// the browsers that show READMEs) and paused at time t, is the PNG frame for t, under
/// `ParityRule` (for Firefox, `rule(for:)`): for every fixture (and the suite's own, which
/// hold every kind of step, uninterrupted and interrupted) at 0, 25, 50, 75 and 100 % of its animation, at
/// three seeded random times, and either side of every step that interrupts another. And the
/// rule has teeth: a time off by 1/120 s, an opacity off by 0.03 and a rotation off by 1° each
/// fail it.
///
/// Needs Chromium, Firefox ESR, WebKitGTK's WebKitWebDriver and Xvfb
/// (`scripts/install-dependencies --browser`; `scripts/test` installs them). On a
/// failure, the browser's picture and the frame are written to the failures folder.
@Suite struct BrowserParityTests {
    struct Rendered {
        let name: String
        let timeline: Timeline
        let svg: String
        let scale: Int
    }

    /// The shipped fixtures, and the tests' own (`Tests/StepKindFixtures`): every kind of step,
    /// uninterrupted and each one cutting the one before it.
    static func fixtures() throws -> [Rendered] {
        let measurer = CairoTextMeasurer(), outliner = CairoTextOutliner()
        let folders = [packageRoot + "/Fixtures", packageRoot + "/Tests/StepKindFixtures"]
        let paths = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
        let variants = appearanceVariants.map { (packageRoot + "/" + $0.fixture + ".json", Optional($0.appearance)) }
        return try (paths.map { ($0, nil) } + variants).map { path, appearance in
            let document = try FixtureDocument.load(path: path, appearance: appearance)
            let timeline = try document.makeTimeline(textMeasurer: measurer)
            let name = document.scene.name + (appearance.map { "-\($0)" } ?? "")
            return Rendered(name: name, timeline: timeline,
                            svg: SVGWriter(title: name, textOutliner: outliner).document(for: timeline),
                            scale: document.scene.viewport.scale)
        }
    }

    /// Shipped fixtures drawn again in another appearance: dark mode's colours, and right to
    /// left's mirrored layouts and content (a list with icons and trailing accessories,
    /// carousels scrolled the other way, orthogonal sections starting at the right), and an
    /// asset catalogue's dark, high-contrast colours with its PDF and symbol pictures. Each
    /// fixture by its path from the package root, without `.json`.
    static let appearanceVariants: [(fixture: String, appearance: Appearance)] = [
        ("Fixtures/settings-list", Appearance(style: .dark, direction: .rightToLeft)),
        ("Fixtures/app-store", Appearance(direction: .rightToLeft)),
        ("Fixtures/carousels", Appearance(style: .dark, direction: .rightToLeft)),
        ("Fixtures/photo-grid", Appearance(direction: .rightToLeft)),
        ("Fixtures/modern-layouts", Appearance(direction: .rightToLeft)),
        ("Fixtures/rich-cards", Appearance(style: .dark)),
        ("Fixtures/design-system", Appearance(style: .dark, contrast: .high)),
        ("Tests/StepKindFixtures/step-kinds", Appearance(direction: .rightToLeft)),
    ]

    /// 0, 25, 50, 75, 100 %, and three times from a generator seeded by the fixture's name,
    /// all but the end in whole milliseconds; and either side of every interruption.
    ///
    /// `thorough` false (Firefox and WebKit): 0, 50 and 100 %, the first seeded time and the
    /// interruptions. What differs between engines is how they draw a paused document (edges,
    /// text, gradients, clips, perspective) and where their animation clocks hand over between
    /// keys, which every fixture's start, middle, end and handovers show; the full grid of
    /// times checks the SMIL the writer makes, the same for every engine, and runs in Chromium.
    /// WebKit takes two seconds a capture: the full grid in all three engines was the longest
    /// test of the suite.
    static func times(for rendered: Rendered, thorough: Bool = true) -> [Double] {
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
        let fractions = thorough ? [0, 0.25, 0.5, 0.75] : [0, 0.5]
        let seeded = (0..<(thorough ? 3 : 1)).map { _ in (next() * duration * 1000).rounded() / 1000 }
        return fractions.map { ($0 * duration * 1000).rounded() / 1000 } + [duration]
            + seeded
            + handovers.map { ($0 * 1000).rounded() / 1000 }
    }

    /// Whether every pixel of `image` is the same.
    static func isOneColour(_ image: RasterImage) -> Bool {
        let pixels = image.rgbaPixels()
        guard pixels.count >= 4 else { return true }
        let first = pixels[0..<4]
        return stride(from: 4, to: pixels.count, by: 4).allSatisfy { pixels[$0..<$0 + 4] == first }
    }

    func keep(_ browser: RasterImage, _ frame: RasterImage, as name: String) {
        let folder = FailureFolder.current
        try? browser.writePNG(to: "\(folder)/\(name).browser.png")
        try? frame.writePNG(to: "\(folder)/\(name).frame.png")
    }

    /// Every fixture at every time `times(for:)` gives, shown by `browser` and drawn by Cairo,
    /// under `ParityRule`; `only` narrows it to some fixtures (by name) while debugging.
    func checkEveryFixture(in browser: any SVGBrowser, only: Set<String>? = nil, thorough: Bool = true) throws {
        for rendered in try Self.fixtures() + [Self.subviewScene(), Self.perspectiveScene(), Self.drawingScene(), Self.backdropScene(), Self.morphScene(), Self.layerTransformScene(), Self.movingDrawingScene(), Self.layerOutlineScene(), Self.gradientMaskScene(), Self.templatePictureScene(), Self.drawnShadowScene(), Self.elementMaskScene(), Self.viewBlockScene(), Self.cornerShapeScene(), Self.underlayScene()] where only?.contains(rendered.name) ?? true {
            let size = rendered.timeline.canvasSize
            let page = try browser.show(svg: rendered.svg, width: size.width, height: size.height, scale: rendered.scale)
            let renderer = FrameRenderer(scale: rendered.scale)
            for time in Self.times(for: rendered, thorough: thorough) {
                var shown = try page.capture(at: time)
                let frame = try renderer.render(rendered.timeline.frame(at: time))
                let rule = Self.rule(for: browser.engine, scene: rendered.name)
                var comparison = rule.compare(shown, frame)
                // WebKitGTK under Xvfb now and then hands back a screenshot of one flat colour
                // (black) while the machine is loaded: taken again once, the same page shows the
                // frame. A real difference is never one flat colour over a frame that is not.
                if !comparison.passes, Self.isOneColour(shown), !Self.isOneColour(frame) {
                    shown = try page.capture(at: time)
                    comparison = rule.compare(shown, frame)
                }
                if !comparison.passes { keep(shown, frame, as: "\(browser.engine)-\(rendered.name)-\(time)") }
                if Self.isKnownWebKitBlurIssue(browser.engine, rendered, at: time) {
                    withKnownIssue("WebKitGTK blurs a copy of the scene that does not match it once the grid under a blur has scrolled", isIntermittent: true) {
                        #expect(comparison.passes, "\(browser.engine): \(rendered.name) at \(time) s: \(comparison)")
                    }
                } else {
                    #expect(comparison.passes, "\(browser.engine): \(rendered.name) at \(time) s: \(comparison)")
                }
            }
        }
    }

    /// `ParityRule` as it is, but for Firefox, which may draw up to 0.5 % of the pixels (not
    /// 0.1 %) more than 32 levels off: the edges of moving elements, a fraction of a pixel from
    /// where Chromium, WebKit and Cairo put them (see docs/rendering.md). Everything else is
    /// the same rule, and it still catches the same errors in Firefox (the test below).
    ///
    /// And for Chromium and WebKit, 0.2 %: Skia (WebKitGTK draws with it too) covers an edge
    /// pixel in quarters, so a long horizontal edge at 0.40 of a pixel (Cairo: 94 levels of
    /// blend) comes out at 0.25 (59 levels), 35 levels off along its whole length; three cards' edges at such a fraction
    /// in one frame (step-kinds-interrupted at 2.063 s, their positions within 0.005 points of
    /// the frame's) are 0.16 % of the pixels. The test below shows the rule still catches the
    /// same errors in both.
    ///
    /// And for WebKit on the backdrop blur scene, flat pixels may be 6 levels off, not 4:
    /// WebKitGTK's blurred levels are up to 2 off Cairo's (the scene passes the usual rule
    /// with its saturation at 1), and `feColorMatrix`'s saturation of 1.8, which every
    /// `UIBlurEffect` style uses, multiplies a channel's error by up to 2.5 (the sum of its
    /// row's weights: 1.74 + 0.57 + 0.17 for blue).
    static func rule(for engine: String, scene: String = "") -> ParityRule {
        var rule = ParityRule()
        if engine == "Firefox" { rule.largeShare = 0.005 }
        if engine == "Chromium" || engine == "WebKit" { rule.largeShare = 0.002 }
        if engine == "WebKit" && scene == backdropSceneName { rule.flatTolerance = 6 }
        return rule
    }

    /// WebKitGTK, activity-rings, from its scroll on: the pinned header's blur (a blurred
    /// `<use>` of the cells under it) shows colours that are not those of the cells under it,
    /// while Chromium and Firefox show the frame. Before the scroll, and in the backdrop blur
    /// scene (where cards move and grow under blurs), WebKit matches. Not yet understood; kept
    /// visible as a known issue rather than left out.
    static func isKnownWebKitBlurIssue(_ engine: String, _ rendered: Rendered, at time: Double) -> Bool {
        guard engine == "WebKit", rendered.name == "activity-rings",
              let scroll = rendered.timeline.segments.first(where: { $0.label == "scroll under the header" }) else { return false }
        return time >= scroll.start - 1e-9
    }

    /// The fixtures named in ZOETROPE_PARITY_ONLY (a comma-separated list of fixture names), or all.
    static var onlyFixtures: Set<String>? {
        ProcessInfo.processInfo.environment["ZOETROPE_PARITY_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
    }

    /// ZOETROPE_PARITY_THOROUGH=1 checks every time in every engine, not in Chromium alone.
    static var thoroughInEveryEngine: Bool {
        ProcessInfo.processInfo.environment["ZOETROPE_PARITY_THOROUGH"] == "1"
    }

    @Test func theSVGInChromiumIsThePNGFrameAtEveryTimeTried() throws {
        try checkEveryFixture(in: ChromiumBrowser(), only: Self.onlyFixtures)
    }

    @Test func theSVGInFirefoxIsThePNGFrameAtEveryTimeTried() throws {
        try checkEveryFixture(in: FirefoxBrowser(), only: Self.onlyFixtures, thorough: Self.thoroughInEveryEngine)
    }

    /// On Linux only: WebKitGTK's driver under Xvfb (Safari's own driver is not wired up yet).
    @Test(.enabled(if: WebKitBrowser.isAvailableOnThisSystem))
    func theSVGInWebKitIsThePNGFrameAtEveryTimeTried() throws {
        try checkEveryFixture(in: WebKitBrowser(), only: Self.onlyFixtures, thorough: Self.thoroughInEveryEngine)
    }

    /// The engine to test by name, started.
    static func browser(_ engine: String) throws -> any SVGBrowser {
        switch engine {
        case "Firefox": return try FirefoxBrowser()
        case "WebKit": return try WebKitBrowser()
        default: return try ChromiumBrowser()
        }
    }

    @Test(arguments: ["Chromium", "Firefox"] + (WebKitBrowser.isAvailableOnThisSystem ? ["WebKit"] : []))
    func theRuleCatchesSmallErrorsOfTimeOpacityAndRotation(engine: String) throws {
        let browser = try Self.browser(engine)
        let rule = Self.rule(for: engine)
        let swatches = try #require(try Self.fixtures().first { $0.name == "color-swatches" })
        let size = swatches.timeline.canvasSize
        let page = try browser.show(svg: swatches.svg, width: size.width, height: size.height, scale: swatches.scale)
        let renderer = FrameRenderer(scale: swatches.scale)
        // Mid-fall of the deleted swatch (step 3), and mid-flight of the new section (step 5).
        for step in [3, 5] {
            let segment = swatches.timeline.segments[step]
            let time = segment.start + segment.duration / 2
            let shown = try page.capture(at: time)
            let right = rule.compare(shown, try renderer.render(swatches.timeline.frame(at: time)))
            #expect(right.passes, "\(engine), step \(step) at \(time): \(right)")

            let late = rule.compare(shown, try renderer.render(swatches.timeline.frame(at: time + 1.0 / 120)))
            #expect(!late.passes, "\(engine): a frame 1/120 s late passed: \(late)")

            var fainter = swatches.timeline.frame(at: time)
            var turned = fainter
            for k in fainter.elements.indices where fainter.elements[k].role != .staying {
                fainter.elements[k].attributes.alpha = Swift.max(0, fainter.elements[k].attributes.alpha - 0.03)
                turned.elements[k].attributes.transform = turned.elements[k].attributes.transform.concatenating(Transform(rotationAngle: .pi / 180))
            }
            let faded = rule.compare(shown, try renderer.render(fainter))
            #expect(!faded.passes, "\(engine): opacity 0.03 lower passed: \(faded)")
            let rotated = rule.compare(shown, try renderer.render(turned))
            #expect(!rotated.passes, "\(engine): a rotation of 1° passed: \(rotated)")
        }
    }
}
#endif
