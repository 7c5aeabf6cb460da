import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTestSupport

/// The SVG grows with elements × keyframes, not with frames: 200 labelled cells that all move
/// for a second come to under 150 KB, whether their curve is written exactly (a Bézier) or
/// sampled (a bouncy spring).
@Suite struct SVGSizeTests {
    public func document(curve: TimingCurve, duration: Double = 1) throws -> String {
        let items = (1...200).map { Item(id: ItemID("\($0)"), content: ElementContent(fill: Color(red: 0.2, green: 0.5, blue: 0.9), cornerRadius: 6,
                                                                                    label: Label(text: "\($0)", color: .white, fontSize: 11, weight: .bold))) }
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]),
                                      layout: FlowLayout(itemSize: Size(width: 34, height: 34), minimumLineSpacing: 4, minimumInteritemSpacing: 4),
                                      bounds: Rect(x: 0, y: 0, width: 390, height: 844), textMeasurer: CairoTextMeasurer())
        let transition = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())]),
                                        animation: UpdateAnimation(timing: Timing(curve: curve, duration: duration)))
        let timeline = Timeline(viewportSize: Size(width: 390, height: 844), background: .white, transitions: [(transition, "reverse")])
        return SVGWriter(textOutliner: CairoTextOutliner()).document(for: timeline)
    }

    /// A spring that settles (to 0.1 %) in about a second, run until it does, as a fixture's
    /// spring without a duration is.
    func settling(_ spring: Spring) throws -> Int {
        #expect(spring.settlingDuration < 1.3)
        return try document(curve: .spring(spring), duration: spring.settlingDuration).utf8.count
    }

    @Test func twoHundredMovingElementsFitIn150KB() throws {
        let bezier = try document(curve: .easeInEaseOut).utf8.count
        // SwiftUI's .snappy and .bouncy, with a response that settles in about a second.
        let snappy = try settling(Spring(duration: 0.5, bounce: 0.15))
        let bouncy = try settling(Spring(duration: 0.4, bounce: 0.3))
        print("200 elements moving for about 1 s: \(bezier) bytes (ease-in-ease-out), \(snappy) (snappy spring), \(bouncy) (bouncy spring)")
        #expect(bezier < 150_000, "\(bezier) bytes with ease-in-ease-out")
        #expect(snappy < 150_000, "\(snappy) bytes with a snappy spring")
        #expect(bouncy < 150_000, "\(bouncy) bytes with a bouncy spring")
    }
}

/// The same fixture gives the same document, byte for byte, however often it is read and
/// written (ids, numbers and the order of definitions are all deterministic).
@Suite struct SVGDeterminismTests {
    @Test func theSameFixtureWritesTheSameDocument() throws {
        func document() throws -> String {
            let fixture = try FixtureDocument.load(path: packageRoot + "/Fixtures/rich-cards.json")
            return SVGWriter(title: fixture.scene.name, textOutliner: CairoTextOutliner())
                .document(for: try fixture.makeTimeline(textMeasurer: CairoTextMeasurer()))
        }
        let first = try document()
        #expect(try document() == first)
        #expect(first.contains("data:image/png;base64,"))
    }
}
