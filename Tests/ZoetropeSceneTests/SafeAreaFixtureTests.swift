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

    func fixture(viewport: String, step: String = #"{"pause": 0.1}"#, reference: String = "safeArea", insets: String = "{}") -> String {
        """
        {
          "version": 1,
          "viewport": \(viewport),
          "layout": {"type": "compositional", "section": {"contentInsetsReference": "\(reference)", "contentInsets": \(insets),
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
         "Fixtures/safe.json:3:63: $.viewport.safeAreaInsets: left and right safe-area insets of 390 points leave nothing of a 390-point width; a phone's safe area is 0 to 62 points a side"),
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
            #expect(error.description.contains("$.steps[0].viewport.safeAreaInsets: top and bottom safe-area insets of 400 points leave nothing of a 390-point height"))
        }
    }

    /// The message a fixture's timeline is refused with, or nil when it is not.
    func refusal(_ text: String) -> String? {
        do {
            _ = try decode(text).makeTimeline(textMeasurer: ApproximateTextMeasurer())
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aRotationThatKeepsAnOldSafeAreaWiderThanItsWidthIsRefusedAtTheWidth() {
        let text = fixture(viewport: #"{"width": 390, "height": 844, "safeAreaInsets": {"left": 150, "right": 150}}"#,
                           step: #"{"viewport": {"width": 200, "height": 844}}"#)
        do {
            _ = try decode(text)
            Issue.record("accepted a step whose kept safe area is wider than its width")
        } catch {
            #expect(error.description.contains("$.steps[0].viewport.width: left and right safe-area insets of 300 points kept from before this step"))
            #expect(error.description.contains("leave nothing of a 200-point width"))
        }
        // A later step that brings its own safe area resets what is kept.
        let fixed = fixture(viewport: #"{"width": 390, "height": 844, "safeAreaInsets": {"left": 150, "right": 150}}"#,
                            step: #"{"viewport": {"width": 200, "height": 844, "safeAreaInsets": {}}}, {"viewport": {"width": 180, "height": 844}}"#)
        #expect(refusal(fixed) == nil)
    }

    @Test(arguments: [
        // The layout margins, inside the safe area, leave nothing.
        (#"{"width": 390, "height": 844, "layoutMargins": {"leading": 200, "trailing": 190}}"#, "layoutMargins", "{}",
         "$.viewport: the initial layout: section 0 has no room across: the 390-point width, less the layout margins' 200 + 190"),
        // The safe area plus the margins.
        (#"{"width": 390, "height": 844, "safeAreaInsets": {"left": 100, "right": 100}, "layoutMargins": {"leading": 100, "trailing": 100}}"#, "layoutMargins", "{}",
         "$.viewport: the initial layout: section 0 has no room across: the 390-point width, less the layout margins' 200 + 200"),
        // The readable width never reaches outside the margins.
        (#"{"width": 390, "height": 844, "layoutMargins": {"leading": 195, "trailing": 195}}"#, "readableContent", "{}",
         "$.viewport: the initial layout: section 0 has no room across: the 390-point width, less the readable content guide's 195 + 195"),
        // The section's own insets, on top of the safe area.
        (#"{"width": 390, "height": 844, "safeAreaInsets": {"left": 40, "right": 40}}"#, "safeArea", #"{"leading": 160, "trailing": 150}"#,
         "$.layout: the initial layout: section 0 has no room across: the 390-point width, less the safe area's 40 + 40 (contentInsetsReference \"safeArea\") and its content insets' 160 leading + 150 trailing, leaves 0 points"),
        (#"{"width": 390, "height": 844}"#, "none", #"{"leading": 400}"#,
         "$.layout: the initial layout: section 0 has no room across: the 390-point width, less no reference insets"),
    ])
    func insetsThatLeaveASectionNoWidthAreRefusedWhereTheyAreWritten(viewport: String, reference: String, insets: String, expected: String) {
        let message = refusal(fixture(viewport: viewport, reference: reference, insets: insets))
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
        #expect(message?.contains("UIKit's compositional layout raises here") == true)
    }

    @Test func aStepThatLeavesASectionNoWidthIsRefusedAtThatStep() {
        // Margins that fit in landscape leave nothing once the screen turns.
        let rotation = refusal(fixture(viewport: #"{"width": 844, "height": 390, "layoutMargins": {"leading": 200, "trailing": 200}}"#,
                                       step: #"{"viewport": {"width": 390, "height": 844}}"#, reference: "layoutMargins"))
        #expect(rotation?.contains("$.steps[0].viewport: step 0 (") == true, "\(rotation ?? "accepted")")
        #expect(rotation?.contains("section 0 has no room across: the 390-point width") == true)
        // A layout switched to whose insets leave nothing.
        let switched = refusal(fixture(viewport: #"{"width": 390, "height": 844}"#, step: #"""
            {"layout": {"type": "compositional", "section": {"contentInsets": {"leading": 300, "trailing": 300},
              "group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "horizontal": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}}}
            """#))
        #expect(switched?.contains("$.steps[0].layout: step 0 (") == true, "\(switched ?? "accepted")")
        // The dump of the resting layout refuses it too.
        #expect(throws: SceneError.self) {
            try decode(fixture(viewport: #"{"width": 390, "height": 844}"#, insets: #"{"leading": 390}"#)).scene.restingView(afterStep: nil)
        }
    }

    @Test func aGroupWhoseInsetsTakeAllOfItIsRefusedAsUIKitRaises() {
        let text = """
            {"version": 1, "viewport": {"width": 390, "height": 844},
             "layout": {"type": "compositional", "section": {"group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50},
               "contentInsets": {"leading": 200, "trailing": 200}, "horizontal": [{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}]}}},
             "sections": [{"id": "s", "items": [{"id": "a"}]}]}
            """
        let message = refusal(text)
        #expect(message?.contains("$.layout: the initial layout: section 0's group has no room for its items: its 390-point width, less its content insets' 200 leading + 200 trailing, leaves -10 points") == true,
                "\(message ?? "accepted")")
    }

    @Test func insetsThatLeaveRoomAreAccepted() {
        #expect(refusal(fixture(viewport: #"{"width": 390, "height": 844, "layoutMargins": {"leading": 190, "trailing": 190}}"#, reference: "layoutMargins")) == nil)
        #expect(refusal(fixture(viewport: #"{"width": 390, "height": 844}"#, insets: #"{"leading": 389}"#)) == nil)
    }

    @Test func aFlowLayoutWhoseSectionInsetsLeaveNoWidthIsAWarningAsUIKitLogsIt() throws {
        let text = """
            {"version": 1, "viewport": {"width": 390, "height": 844},
             "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}, "sectionInset": {"left": 200, "right": 190}},
             "sections": [{"id": "s", "items": [{"id": "a"}]}]}
            """
        let document = try decode(text)
        let warnings = document.warnings(for: try document.makeTimeline(textMeasurer: ApproximateTextMeasurer()))
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("$.layout: the behavior of the UICollectionViewFlowLayout is not defined because the item width (50) must be less than the width of the UICollectionView minus the section insets (0)") == true)
    }
}
