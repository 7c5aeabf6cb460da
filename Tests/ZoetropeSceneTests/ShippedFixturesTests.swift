import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

@Suite struct ShippedFixturesTests {
    @Test func everyFixtureDecodesAndRuns() throws {
        let fixtures = listFixtures()
        #expect(fixtures.count >= 2)
        for path in fixtures {
            let document = try FixtureDocument.load(path: path)
            let timeline = try document.makeTimeline()
            #expect(timeline.segments.count == Swift.max(1, document.scene.steps.count), "\(path)")
        }
    }

    @Test func theSwatchesFixtureAnimatesAsTheArticleDescribes() throws {
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/color-swatches.json")
        let timeline = try document.makeTimeline()
        func element(_ identity: ElementIdentity, step: Int, at fraction: Double) -> FrameElement? {
            let segment = timeline.segments[step]
            return timeline.frame(at: segment.start + segment.duration * fraction).elements.first { $0.identity == identity }
        }
        // Step 1: the new swatch grows from small at its final place.
        let gold = try #require(element(.item("gold"), step: 1, at: 0))
        #expect(TransformComponents(gold.attributes.transform).scaleX == 0.1)
        #expect(gold.role == .appearing && gold.reason == .inserted)
        // Step 5: the new section's items and header fly in from the left.
        let green = try #require(element(.item("green"), step: 5, at: 0))
        #expect(green.attributes.transform.tx == -390)
        let header = try #require(element(.supplementary(.sectionHeader, section: "cool", item: 0), step: 5, at: 0))
        #expect(header.attributes.transform.tx == -390 && header.reason == .sectionInserted)
        // Step 3: the deleted swatch falls off the bottom with a slight rotation, fading.
        let pink = try #require(element(.item("pink"), step: 3, at: 0.5))
        let fall = TransformComponents(pink.attributes.transform)
        #expect(abs(fall.translationY - 260) < 1e-6 && abs(fall.rotation - 7.5 * .pi / 180) < 1e-9)
        #expect(abs(pink.attributes.alpha - 0.5) < 1e-9)
        #expect(element(.item("pink"), step: 4, at: 0) == nil)
    }

    @Test func theBoringFixtureUsesUIKitsDefaultFade() throws {
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/color-swatches-boring.json")
        let timeline = try document.makeTimeline()
        let segment = timeline.segments[1]
        let gold = try #require(timeline.frame(at: segment.start + segment.duration / 2).elements.first { $0.identity == .item("gold") })
        #expect(gold.attributes.transform == .identity && abs(gold.attributes.alpha - 0.5) < 1e-9)
    }
}
