import Testing
import ZoetropeCore
import ZoetropeScene

/// Springs never snap (each of UIKit's initialisers treated as UIKit treats it), and the
/// warnings `validate` and `render` print.
@Suite struct SpringAndWarningTests {
    /// Twelve 80-point items in a 320 × 200 viewport; `animation`, `steps` and `layout` spliced in.
    func fixture(animation: String = "{}", steps: String, layout: String = #"{"type": "flow", "itemSize": {"width": 80, "height": 80}}"#) -> String {
        let items = (0..<12).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        return """
            {"version": 1, "name": "t", "viewport": {"width": 320, "height": 200, "scale": 2}, "layout": \(layout),
             "sections": [{"id": "s", "items": [\(items)]}], "animation": \(animation), "steps": \(steps)}
            """
    }

    func document(_ text: String) throws -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: "t.json")
    }

    func warnings(_ text: String) throws -> [String] {
        let document = try document(text)
        return document.warnings(for: try document.makeTimeline()).map(\.description)
    }

    @Test func aPhysicalSpringCutShortIsLengthenedUntilItSettles() throws {
        let scene = try document(fixture(steps: #"[{"deleteItems": [[0, 0]], "duration": 0.1, "curve": {"spring": {"dampingRatio": 0.5, "response": 0.5}}}]"#)).scene
        let timing = try #require(scene.steps[0].timing)
        guard case .spring(let spring) = timing.curve else { Issue.record("not a spring"); return }
        #expect(timing.duration == spring.settlingDuration)
        #expect(spring.residual(after: timing.duration) <= 0.001 + 1e-12, "it ends settled, not 0.1 s into its swing")
    }

    @Test func aLongerDurationThanTheSettlingDurationIsKept() throws {
        let scene = try document(fixture(steps: #"[{"deleteItems": [[0, 0]], "duration": 5, "curve": {"spring": {"dampingRatio": 1, "response": 0.3}}}]"#)).scene
        #expect(scene.steps[0].timing?.duration == 5)
    }

    @Test func aDurationFittedSpringIsFittedAgainWhenAStepChangesTheDuration() throws {
        let scene = try document(fixture(animation: #"{"duration": 0.3, "curve": {"uiViewSpring": {"dampingRatio": 0.6}}}"#,
                                         steps: #"[{"deleteItems": [[0, 0]], "duration": 1.2}]"#)).scene
        let timing = try #require(scene.steps[0].timing)
        guard case .spring(let spring) = timing.curve, case .spring(let base) = scene.animation.timing.curve else { Issue.record("not springs"); return }
        #expect(timing.duration == 1.2)
        #expect(spring == Spring(uiViewDuration: 1.2, dampingRatio: 0.6))
        #expect(spring != base)
        #expect(abs(spring.residual(after: 1.2) - base.residual(after: 0.3)) < 1e-6, "both end where UIKit's fit puts them")
    }

    @Test func springTimingParametersTakeUIKitsInitialisers() throws {
        func curve(_ json: String, duration: Double = 0.4) throws -> Timing {
            try #require(try document(fixture(steps: #"[{"deleteItems": [[0, 0]], "duration": \#(duration), "curve": {"springTimingParameters": \#(json)}}]"#)).scene.steps[0].timing)
        }
        // UISpringTimingParameters(): mass 3, stiffness 1000, damping 500, until it settles.
        let standard = try curve("{}")
        #expect(standard.curve == .spring(Spring(mass: 3, stiffness: 1000, damping: 500)))
        #expect(abs(Spring.springTimingParametersDefault.dampingRatio - 4.564) < 0.001)
        #expect(standard.duration == Spring.springTimingParametersDefault.settlingDuration)
        // (dampingRatio:initialVelocity:): fitted to the duration, as UIView's spring.
        let ratio = try curve(#"{"dampingRatio": 0.7, "initialVelocity": 2}"#)
        #expect(ratio.curve == .spring(Spring(uiViewDuration: 0.4, dampingRatio: 0.7, initialVelocity: 2)) && ratio.duration == 0.4)
        #expect(ratio.curve == SpringTimingParameters(dampingRatio: 0.7, initialVelocity: 2).timing(duration: 0.4).curve)
        // (mass:stiffness:damping:initialVelocity:) and (duration:bounce:): physics.
        let physics = try curve(#"{"mass": 1, "stiffness": 200, "damping": 20}"#)
        #expect(physics == SpringTimingParameters(mass: 1, stiffness: 200, damping: 20).timing(duration: 0.4))
        let bounce = try curve(#"{"duration": 0.5, "bounce": 0.3}"#)
        #expect(bounce.curve == .spring(Spring(duration: 0.5, bounce: 0.3)))
        // Apple's example: Spring(duration 0.5, bounce 0.3) is mass 1, stiffness 157.9, damping 17.6.
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).stiffness - 157.9) < 0.05 && abs(Spring(duration: 0.5, bounce: 0.3).damping - 17.6) < 0.05)
        #expect(Spring(response: 0.5, dampingRatio: 0.8) == Spring(dampingRatio: 0.8, response: 0.5))
    }

    @Test func velocityAndInitialVelocityAreOneValue() throws {
        let both = fixture(steps: #"[{"deleteItems": [[0, 0]], "curve": {"spring": {"velocity": 1, "initialVelocity": 1}}}]"#)
        #expect(throws: FixtureError.self) { try document(both) }
        let scene = try document(fixture(steps: #"[{"deleteItems": [[0, 0]], "curve": {"spring": {"initialVelocity": 3}}}]"#)).scene
        guard case .spring(let spring) = scene.steps[0].timing?.curve else { Issue.record("not a spring"); return }
        #expect(spring.initialVelocity == 3)
    }

    @Test func aFittedSpringThatEndsVisiblyShortIsAWarning() throws {
        // A 2,000-point scroll on a 0.3 s duration-fitted spring stops 0.1 % short: 2 points.
        let text = fixture(animation: #"{"duration": 0.3, "curve": {"uiViewSpring": {"dampingRatio": 0.5}}}"#,
                           steps: #"[{"viewport": {"width": 320, "height": 2200}, "contentOffset": {"x": 0, "y": 0}}, {"contentOffset": {"x": 0, "y": 2000}, "clampOffset": false}]"#,
                           layout: #"{"type": "flow", "itemSize": {"width": 80, "height": 800}}"#)
        let found = try warnings(text)
        #expect(found.contains { $0.contains("$.steps[1]: step 1") && $0.contains("points short of its target at the end of its 0.3 s") && $0.contains("UIKit's duration-fitted springs") },
                "\(found)")
        // The same scroll on a curve ends where it should: no warning.
        #expect(try warnings(text.replacingOccurrences(of: #"{"uiViewSpring": {"dampingRatio": 0.5}}"#, with: #""easeInOut""#)).isEmpty)
    }

    @Test func anItemWiderThanTheCollectionViewIsAWarningInUIKitsWords() throws {
        let found = try warnings(fixture(steps: #"[{"deleteItems": [[0, 0]]}]"#, layout: #"{"type": "flow", "itemSize": {"width": 400, "height": 80}, "sectionInset": {"left": 10, "right": 10}}"#))
        #expect(found == ["t.json:1:94: $.layout: the behavior of the UICollectionViewFlowLayout is not defined because the item width (400) must be less than the width of the UICollectionView minus the section insets (300); UIKit logs this and lays the item out anyway"])
    }

    @Test func anInsertionOffScreenIsAWarning() throws {
        let found = try warnings(fixture(steps: #"[{"insertItems": [{"at": [0, 12], "item": {"id": "late"}}, {"at": [0, 0], "item": {"id": "early"}}]}]"#))
        #expect(found.count == 1)
        #expect(found.first?.contains(#"item "late" is inserted at [0, 12], off screen before and after the step: its animation is not seen"#) == true, "\(found)")
    }

    @Test func anUpdateOfItemsOffScreenIsAWarningAndOneOnScreenIsNot() throws {
        // 12 items, 4 a row, 80 + 10 points a row: rows 0 and 1 (items 0–7) show in 200 points.
        let found = try warnings(fixture(steps: #"[{"deleteItems": [[0, 11]]}, {"moveItems": [{"from": [0, 9], "to": [0, 10]}]}, {"deleteItems": [[0, 0]]}]"#))
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains(#"step 0 (delete item [0, 11]): item "i11" is deleted at [0, 11], off screen"#) }, "\(found)")
        #expect(found.contains { $0.contains(#"step 1 (move item [0, 9] → [0, 10]): item "i9" is moved from [0, 9] to [0, 10], off screen"#) }, "\(found)")
    }
}

/// Scrolling with updates, UIKit's scroll positions, and offsets held within the content.
@Suite struct ScrollStepTests {
    /// Ten 80-point rows in a 320 × 200 viewport (content 10 × 80 + 9 × 10 = 890 points).
    func fixture(steps: String) -> String {
        let items = (0..<10).map { #"{"id": "i\#($0)"}"# }.joined(separator: ", ")
        return """
            {"version": 1, "name": "t", "viewport": {"width": 320, "height": 200, "scale": 2},
             "layout": {"type": "flow", "itemSize": {"width": 320, "height": 80}},
             "sections": [{"id": "s", "items": [\(items)]}], "steps": \(steps)}
            """
    }

    func timeline(_ steps: String) throws -> (FixtureDocument, Timeline) {
        let document = try FixtureDocument.decode(Array(fixture(steps: steps).utf8), file: "t.json")
        return (document, try document.makeTimeline())
    }

    @Test func anUpdateAndAScrollAreOneAnimation() throws {
        // Insert a row at the end and scroll to it, as a chat does.
        let (_, timeline) = try timeline(#"[{"insertItems": [{"at": [0, 10], "item": {"id": "new"}}], "scrollToItem": {"at": [0, 10], "position": "bottom"}}]"#)
        let transition = timeline.segments[0].transition
        // Row 10 spans 900…980; its bottom at the viewport's bottom: offset 780.
        #expect(transition.newBounds.origin.y == 780)
        #expect(transition.tracks.contains { $0.identity == .item("new") && $0.role == .appearing })
        let middle = timeline.frame(at: transition.duration / 2)
        #expect(middle.contentOffset.y > 0 && middle.contentOffset.y < 780, "the scroll runs with the insertion")
    }

    @Test(arguments: [
        ("top", 450.0), ("centeredVertically", 390), ("bottom", 330),
    ])
    func scrollToItemPutsTheItemWhereUIKitPutsIt(position: String, offset: Double) throws {
        // Row 5 spans 450…530.
        let (_, timeline) = try timeline(#"[{"scrollToItem": {"at": [0, 5], "position": "\#(position)"}}]"#)
        #expect(timeline.segments[0].transition.newBounds.origin.y == offset)
    }

    @Test func offsetsRestWithinTheContentUnlessAskedNotTo() throws {
        let (document, clamped) = try timeline(#"[{"contentOffset": {"x": 0, "y": 5000}}]"#)
        #expect(clamped.segments[0].transition.newBounds.origin.y == 690, "890 − 200")
        let warnings = document.warnings(for: clamped).map(\.description)
        #expect(warnings.count == 1 && warnings[0].contains("the content offset (0, 5000) is past the content; the scroll rests at (0, 690)"), "\(warnings)")
        let (_, overscroll) = try timeline(#"[{"contentOffset": {"x": 0, "y": 5000}, "clampOffset": false}]"#)
        #expect(overscroll.segments[0].transition.newBounds.origin.y == 5000)
        let (_, end) = try timeline(#"[{"scrollToEnd": true}]"#)
        #expect(end.segments[0].transition.newBounds.origin.y == 690)
    }

    @Test func deletingUnderTheVisibleRectanglePullsTheOffsetBack() throws {
        let (_, timeline) = try timeline(#"[{"scrollToEnd": true}, {"deleteItems": [[0, 9], [0, 8], [0, 7]]}]"#)
        // 7 rows: 7 × 80 + 6 × 10 = 620; the offset comes back to 420.
        #expect(timeline.segments[1].transition.newBounds.origin.y == 420)
    }

    @Test func aScrollToAnItemThatIsNotThereIsAnErrorAtTheStep() {
        do {
            _ = try timeline(#"[{"scrollToItem": {"at": [0, 12]}}]"#)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("$.steps[0].scrollToItem: invalid scroll in step 0: cannot scroll to item [0, 12]: after the step section 0 has 10 items"), "\(error)")
        }
    }

    @Test func aResizeStillStandsAlone() {
        #expect(throws: FixtureError.self) {
            try FixtureDocument.decode(Array(fixture(steps: #"[{"viewport": {"width": 200, "height": 300}, "deleteItems": [[0, 0]]}]"#).utf8), file: "t.json")
        }
    }
}
