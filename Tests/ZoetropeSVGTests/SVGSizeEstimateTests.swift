import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTestSupport

/// The SVG's size is known before it is written, pages of elements in perspective included, so
/// that an animation whose SVG would not fit is refused up front: within a factor of two of what
/// the writer makes, and quick to give up on a runaway.
@Suite struct SVGSizeEstimateTests {
    /// A labelled card turned in perspective that grows (or only turns) over `duration` seconds.
    static func timeline(growing: Bool, duration: Double) throws -> Timeline {
        func turned(_ degrees: Double) -> Transform3D {
            Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 500))
        }
        let frame = Rect(x: 100, y: 100, width: 140, height: 190)
        let before = ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: frame, transform3D: turned(40))])
        let after = ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: growing ? frame.inset(by: EdgeInsets(all: -30)) : frame,
                                                                       transform3D: turned(growing ? 40 : 60))])
        let content = ElementContent(fill: Color(red: 1, green: 0.23, blue: 0.19), cornerRadius: 14,
                                     label: Label(text: "1", color: .white, fontSize: 28, weight: .bold))
        let snapshot = CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: ItemID("a"), content: content)])])
        var view = try CollectionView(snapshot: snapshot, layout: before, bounds: Rect(x: 0, y: 0, width: 390, height: 500),
                                      textMeasurer: CairoTextMeasurer())
        let grow = view.setCollectionViewLayout(after, animation: UpdateAnimation(timing: Timing(curve: .linear, duration: duration)))
        return Timeline(viewportSize: Size(width: 390, height: 500), background: .white, transitions: [(grow, "grow")])
    }

    @Test(arguments: [0.5, 2.0])
    func pagesInPerspectiveAreEstimatedWithinAFactorOfTwo(duration: Double) throws {
        let timeline = try Self.timeline(growing: true, duration: duration)
        let writer = SVGWriter(textOutliner: CairoTextOutliner())
        let estimate = writer.estimate(for: timeline)
        let written = Double(writer.document(for: timeline).utf8.count)
        #expect(estimate.perspectivePages >= Int(duration * 60) && estimate.perspectivePages <= Int(duration * 60) + 3, "\(estimate.perspectivePages) pages")
        #expect(!estimate.isPartial)
        #expect(estimate.bytes >= written / 2 && estimate.bytes <= written * 2, "estimated \(estimate.bytes) bytes, written \(written)")
    }

    /// One animated mesh has no pages: only its keyframes count.
    @Test func anElementThatKeepsItsSizeHasNoPages() throws {
        let estimate = SVGWriter().estimate(for: try Self.timeline(growing: false, duration: 20))
        #expect(estimate.perspectivePages == 0 && estimate.perspectiveTriangles == 0)
        #expect(estimate.bytes < 10_000)
    }

    /// Ten minutes of a card growing in perspective would be hundreds of megabytes; asked
    /// whether it passes 1 MB, the estimate stops counting soon after it does.
    @Test func countingStopsOnceTheLimitIsPassed() throws {
        let timeline = try Self.timeline(growing: true, duration: 600)
        let estimate = SVGWriter().estimate(for: timeline, stoppingAbove: 1_048_576)
        #expect(estimate.isPartial)
        #expect(estimate.bytes > 1_048_576 && estimate.bytes < 2 * 1_048_576, "\(estimate.bytes)")
        #expect(estimate.description.hasPrefix("more than about "), "\(estimate)")
        #expect(estimate.perspectivePages < 600)
    }

    /// The shipped fixtures, which have no element that changes size in perspective, have no pages.
    @Test func theShippedFixturesHaveNoPages() throws {
        let folder = packageRoot + "/Fixtures"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".json") }).sorted() {
            let timeline = try FixtureDocument.load(path: folder + "/" + name).makeTimeline()
            let estimate = SVGWriter().estimate(for: timeline)
            #expect(estimate.perspectivePages == 0, "\(name): \(estimate)")
            #expect(estimate.keyframes == SVGWriter.keyframeEstimate(timeline))
        }
    }
}
