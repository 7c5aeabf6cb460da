import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// A fixture states the safe area and layout margins as a device has them, and a rotation
/// step brings the new safe area.
@Suite struct SafeAreaFixtureTests {
    func decode(_ text: String) throws(FixtureError) -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: "Fixtures/safe.json")
    }

    func fixture(viewport: String, step: String = #"{"pause": 0.1}"#, reference: String = "safeArea") -> String {
        """
        {
          "version": 1,
          "viewport": \(viewport),
          "layout": {"type": "compositional", "section": {"contentInsetsReference": "\(reference)",
            "group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "count": 3,
                      "horizontal": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}},
          "sections": [{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}],
          "steps": [\(step)]
        }
        """
    }

    func firstItem(_ view: CollectionView) -> Rect? {
        view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func theViewportsSafeAreaAndMarginsReachTheLayout() throws {
        let document = try decode(fixture(viewport: #"{"width": 844, "height": 390, "safeAreaInsets": {"left": 47, "right": 47, "bottom": 21}}"#))
        #expect(document.scene.viewport.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(document.scene.viewport.layoutMargins == nil)
        #expect(firstItem(try document.scene.restingView(afterStep: nil)) == Rect(x: 47, y: 0, width: 250, height: 50))

        let margins = try decode(fixture(viewport: #"{"width": 844, "height": 390, "safeAreaInsets": {"left": 47, "right": 47}, "layoutMargins": {"leading": 8, "trailing": 8}}"#,
                                         reference: "layoutMargins"))
        #expect(margins.scene.viewport.layoutMargins == DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(firstItem(try margins.scene.restingView(afterStep: nil))?.minX == 55)
    }

    @Test func aRotationStepBringsItsSafeArea() throws {
        let document = try decode(fixture(viewport: #"{"width": 390, "height": 844}"#,
                                          step: #"{"viewport": {"width": 844, "height": 390, "safeAreaInsets": {"left": 47, "right": 47}}}"#))
        #expect(firstItem(try document.scene.restingView(afterStep: nil))?.minX == 0)
        let after = try document.scene.restingView(afterStep: 0)
        #expect(after.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(firstItem(after) == Rect(x: 47, y: 0, width: 250, height: 50))
        // The frames drawn end there too.
        let timeline = try document.makeTimeline()
        let last = timeline.frame(at: timeline.duration)
        #expect(last.elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) }?.attributes.frame.minX == 47)
    }

    @Test(arguments: [
        (#"{"width": 390, "height": 844, "safeAreaInsets": {"left": 200, "right": 190}}"#,
         "Fixtures/safe.json:3:63: $.viewport.safeAreaInsets: left and right insets of 390 points leave nothing of a 390-point width; a phone's safe area is 0 to 62 points a side"),
        (#"{"width": 390, "height": 844, "safeAreaInsets": {"top": -4}}"#,
         "Fixtures/safe.json:3:71: $.viewport.safeAreaInsets.top: expected an inset in points from 0 to 10000, found -4"),
        (#"{"width": 390, "height": 844, "layoutMargins": {"start": 4}}"#,
         "Fixtures/safe.json:3:63: $.viewport.layoutMargins.start: unknown key \"start\" in directional insets; expected one of: top, leading, bottom, trailing"),
    ])
    func aBadSafeAreaSaysWhereAndWhat(viewport: String, expected: String) {
        do {
            _ = try decode(fixture(viewport: viewport))
            Issue.record("accepted \(viewport)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func aStepsSafeAreaMustLeaveSomeOfTheNewSize() {
        do {
            _ = try decode(fixture(viewport: #"{"width": 390, "height": 844}"#,
                                   step: #"{"viewport": {"width": 844, "height": 390, "safeAreaInsets": {"top": 200, "bottom": 200}}}"#))
            Issue.record("accepted a safe area taller than the viewport")
        } catch {
            #expect(error.description.contains("$.steps[0].viewport.safeAreaInsets: top and bottom insets of 400 points leave nothing of a 390-point height"))
        }
    }
}
