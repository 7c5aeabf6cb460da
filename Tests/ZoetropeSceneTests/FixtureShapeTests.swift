import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// A fixture's progress ring (`"ring"`) and blur (`"blur"`): what they decode to, how a ring
/// sweeps from the step that shows it, and how a wrong one is reported.
@Suite struct FixtureShapeTests {
    func fixture(item: String, steps: String = "[]") -> String {
        """
        {"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"id": "s", "items": [{"id": "a", \(item)}]}], "steps": \(steps)}
        """
    }

    func decode(_ text: String) throws(FixtureError) -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: "f.json")
    }

    func error(_ text: String) -> String? {
        do { _ = try decode(text); return nil } catch { return error.description }
    }

    /// The progress operation's shown end at `time`, in the element with identity `id`.
    func shownEnd(_ timeline: Timeline, item id: String, at time: Double) -> Double? {
        let element = timeline.frame(at: time).elements.first { $0.identity == .item(ItemID(id)) }
        guard let drawing = element?.content.drawing else { return nil }
        // The progress is the second stroke; with nothing shown, only the track is left.
        guard drawing.operations.count == 2, case .stroke(let path, _, _) = drawing.operations[1].kind else { return 0 }
        return path.length / (Double.pi * (44 - 6))
    }

    @Test func aRingIsATrackAndAProgressArcCentredInTheElement() throws {
        let content = try decode(fixture(item: ##""ring": {"progress": 0.25, "color": "#FF0000", "lineWidth": 4, "diameter": 40}"##))
            .scene.snapshot.sections[0].items[0].content
        let drawing = try #require(content.drawing)
        #expect(drawing.size == Size(width: 40, height: 40))
        #expect(drawing.placement == .center)
        #expect(drawing.operations.count == 2)
        guard case .stroke(_, let trackColour, let trackStroke) = drawing.operations[0].kind,
              case .stroke(_, let colour, let stroke) = drawing.operations[1].kind else {
            Issue.record("expected two strokes")
            return
        }
        #expect(trackColour == Color(hex: "#E5E5EA")! && trackStroke.lineWidth == 4)
        #expect(colour == Color(red: 1, green: 0, blue: 0) && stroke.cap == .round)
        // Cut at a quarter of the circle (radius 18), from the top to the right.
        guard case .stroke(let arc, _, _) = drawing.operations[1].kind else { return }
        #expect(abs(arc.length - 0.25 * 2 * Double.pi * 18) < 0.05)
        #expect(arc.elements.first == .move(to: Point(x: 20, y: 2)))
        let box = try #require(arc.controlBounds)
        #expect(box.maxX > 37.9 && box.maxY < 20.1, "the quarter from the top reaches the right, not the bottom")
        #expect(drawing.operations[1].animations.isEmpty, "without from, it does not animate")
    }

    @Test func aRingSweepsFromTheStepThatInsertsIt() throws {
        // Inserted by the second step (after a 0.5 s pause), sweeping 0 → 1 over 0.4 s, linear.
        let text = fixture(item: ##""color": "#FFFFFF""##, steps: ##"""
            [{"pause": 0.5},
             {"insertItems": [{"at": [0, 1], "item": {"id": "r", "ring": {"progress": 1, "from": 0, "duration": 0.4, "curve": "linear"}}}], "duration": 0.6}]
            """##)
        let timeline = try decode(text).makeTimeline(textMeasurer: ApproximateTextMeasurer())
        let circumference = 1.0
        let half = try #require(shownEnd(timeline, item: "r", at: 0.7))
        #expect(abs(half - 0.5 * circumference) < 0.01, "halfway through its sweep 0.2 s into the step: \(half)")
        let start = try #require(shownEnd(timeline, item: "r", at: 0.5))
        #expect(start < 0.01, "at the step's start the sweep has not begun: \(start)")
        let end = try #require(shownEnd(timeline, item: "r", at: 1.1))
        #expect(abs(end - 1) < 0.01)
    }

    @Test func aRingThatStaysDoesNotSweepAgainInLaterSteps() throws {
        // In the first data, then the layout changes: the sweep plays once, from the start.
        let text = fixture(item: ##""ring": {"progress": 1, "from": 0, "duration": 0.4, "curve": "linear"}"##, steps: ##"""
            [{"pause": 0.5}, {"layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}}, "duration": 0.4}]
            """##)
        let timeline = try decode(text).makeTimeline(textMeasurer: ApproximateTextMeasurer())
        let early = try #require(shownEnd(timeline, item: "a", at: 0.2))
        #expect(abs(early - 0.5) < 0.01, "\(early)")
        let later = try #require(shownEnd(timeline, item: "a", at: 0.7))
        #expect(abs(later - 1) < 0.01, "the second step shows the ring full: \(later)")
    }

    @Test func aWrongRingIsReportedWhereItIsWritten() {
        #expect(error(fixture(item: ##""ring": {"from": 0}"##)) == ##"f.json:1:114: $.sections[0].items[0].ring: missing key "progress" (the share of the ring drawn, from 0 to 1)"##)
        #expect(error(fixture(item: ##""ring": {"progress": 1.5}"##))?.contains("$.sections[0].items[0].ring.progress: expected a share from 0 to 1") == true)
        #expect(error(fixture(item: ##""ring": {"progress": 0.5, "lineWidth": 50}"##))?
            .contains("$.sections[0].items[0].ring.lineWidth: a ring's line is at most as wide as its diameter (44 points)") == true)
        #expect(error(fixture(item: ##""ring": {"progress": 0.5, "duration": 1}"##))?
            .contains(##"ring.duration: a ring animates only when it sweeps: give "from" as well"##) == true)
        #expect(error(fixture(item: ##""ring": {"progress": 0.5, "sweep": 1}"##))?.contains("sweep") == true)
    }

    @Test func aBlurIsARadiusOrAnObject() throws {
        let plain = try decode(fixture(item: ##""blur": 12"##)).scene.snapshot.sections[0].items[0].content
        #expect(plain.backdropBlur == BackdropBlur(radius: 12))
        let saturated = try decode(fixture(item: ##""blur": {"radius": 20, "saturation": 1.8}, "color": "#FFFFFF4D""##)).scene.snapshot.sections[0].items[0].content
        #expect(saturated.backdropBlur == BackdropBlur(radius: 20, saturation: 1.8))
        #expect(error(fixture(item: ##""blur": {"saturation": 2}"##))?.contains(##"missing key "radius""##) == true)
        #expect(error(fixture(item: ##""blur": -1"##))?.contains("blur: expected a blur radius in points, from 0 to 200") == true)
    }
}
