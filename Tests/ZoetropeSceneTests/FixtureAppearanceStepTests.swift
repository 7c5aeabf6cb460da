import Testing
import ZoetropeCore
import ZoetropeScene

/// A step's `"appearance"`: dark mode switched on, Increase Contrast, a larger text size, in
/// the middle of a fixture. The screen cross-fades to the same data in the new appearance, and
/// the steps after it resolve in it.
@Suite struct FixtureAppearanceStepTests {
    func fixture(appearance: String? = nil, layout: String? = nil, item: String = ##""color": "systemRed", "label": {"text": "A"}"##,
                 steps: [String]) -> String {
        var members = [##""version": 1"##, ##""viewport": {"width": 320, "height": 480}"##]
        if let appearance { members.append(##""appearance": \##(appearance)"##) }
        if let layout { members.append(##""layout": \##(layout)"##) }
        members.append(##""sections": [{"id": "s", "header": {"label": {"text": "H"}}, "items": [{"id": "a", \##(item)}]}]"##)
        members.append(##""steps": [\##(steps.joined(separator: ", "))]"##)
        return "{" + members.joined(separator: ", ") + "}"
    }

    func timeline(_ text: String, appearance: Appearance? = nil) throws -> Timeline {
        try FixtureDocument.decode(Array(text.utf8), file: "f.json", appearance: appearance).makeTimeline(textMeasurer: ApproximateTextMeasurer())
    }

    func error(_ text: String) -> String? {
        do { _ = try timeline(text); return nil } catch { return "\(error)" }
    }

    /// The cells shown: at the start of a cross-fade the new ones are there, at alpha 0.
    func cells(_ frame: Frame) -> [FrameElement] {
        frame.elements.filter { $0.attributes.element.category == .cell && $0.attributes.alpha > 0 }
    }

    func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    let insertB = ##"{"insertItems": [{"at": [0, 1], "item": {"id": "b", "color": "systemBlue", "label": {"text": "B"}}}]}"##

    @Test func switchingToDarkModeEndsAsTheDarkFixtureShowsTheSameData() throws {
        let flow = ##"{"type": "flow", "headerHeight": 30}"##
        let switched = try timeline(fixture(layout: flow, steps: [insertB, ##"{"appearance": {"style": "dark"}}"##]))
        let dark = try timeline(fixture(appearance: ##"{"style": "dark"}"##, layout: flow, steps: [insertB]))
        let end = switched.frame(at: switched.duration), darkEnd = dark.frame(at: dark.duration)
        #expect(end.background == .black)
        #expect(cells(end).map(\.content) == cells(darkEnd).map(\.content))
        #expect(cells(end).map(\.attributes.frame) == cells(darkEnd).map(\.attributes.frame))
        #expect(cells(end).first?.content.fill == .color(rgb(255, 69, 58)), "system red in dark mode")
        let header = end.elements.first { $0.attributes.element.category == .supplementaryView }
        #expect(header?.content.label?.color == .white)
    }

    /// As the phone fades a picture of the old screen out over the new one: the dark cell is
    /// there at once, beneath the light one, which fades out.
    @Test func halfwayTheOldLookFadesOutOverTheNewOne() throws {
        let switched = try timeline(fixture(steps: [##"{"appearance": {"style": "dark"}, "duration": 1}"##]))
        let middle = cells(switched.frame(at: 0.5))
        #expect(middle.map(\.content.fill) == [.color(rgb(255, 69, 58)), .color(rgb(255, 59, 48))], "the dark cell beneath, the light one above")
        #expect(middle.first?.attributes.alpha == 1)
        #expect(middle.last.map { $0.attributes.alpha > 0.2 && $0.attributes.alpha < 0.8 } == true)
        let background = switched.frame(at: 0.5).background
        #expect(background != .white && background != .black)
    }

    @Test func theStepsAfterASwitchResolveInTheNewAppearance() throws {
        let switched = try timeline(fixture(steps: [##"{"appearance": {"style": "dark"}}"##, insertB]))
        let end = switched.frame(at: switched.duration)
        #expect(cells(end).map(\.content.fill) == [.color(rgb(255, 69, 58)), .color(rgb(10, 132, 255))], "red and blue in dark mode")
    }

    @Test func switchingBackEndsAsTheScreenBegan() throws {
        let there = ##"{"appearance": {"style": "dark", "contrast": "high"}}"##, back = ##"{"appearance": {"style": "light", "contrast": "normal"}}"##
        let round = try timeline(fixture(steps: [there, back]))
        let still = try timeline(fixture(steps: [##"{"pause": 1}"##]))
        #expect(cells(round.frame(at: round.duration)).map(\.content) == cells(still.frame(at: 0)).map(\.content))
        #expect(round.frame(at: round.duration).background == .white)
        let halfway = try timeline(fixture(steps: [there]))
        #expect(cells(halfway.frame(at: halfway.duration)).first?.content.fill == .color(rgb(255, 105, 97)), "system red, dark with high contrast")
    }

    /// A step changes only the keys it gives, over the appearance the render starts in: with
    /// `--appearance light` a fixture that starts dark and turns on Increase Contrast ends in
    /// light with high contrast.
    @Test func aStepChangesOnlyTheKeysItGivesOverTheAppearanceTheRenderStartsIn() throws {
        let text = fixture(appearance: ##"{"style": "dark"}"##, steps: [##"{"appearance": {"contrast": "high"}}"##])
        let overridden = try timeline(text, appearance: .standard)
        #expect(cells(overridden.frame(at: overridden.duration)).first?.content.fill == .color(rgb(215, 0, 21)), "system red, light with high contrast")
        let own = try timeline(text)
        #expect(cells(own.frame(at: own.duration)).first?.content.fill == .color(rgb(255, 105, 97)))
    }

    @Test func aLargerTextSizeMeasuresSelfSizingRowsAgain() throws {
        let list = ##"{"type": "list", "appearance": "insetGrouped"}"##
        let switched = try timeline(fixture(layout: list, item: ##""label": {"text": "A", "textStyle": "body"}"##,
                                            steps: [##"{"appearance": {"contentSize": "accessibilityExtraExtraExtraLarge"}}"##]))
        // At the start the old look lies above the new one.
        let before = try #require(cells(switched.frame(at: 0)).last), after = try #require(cells(switched.frame(at: switched.duration)).first)
        #expect(before.content.label?.fontSize == 17)
        #expect(after.content.label?.fontSize == 53)
        #expect(after.attributes.frame.height > before.attributes.frame.height + 20, "the row grows with its text")
    }

    @Test func aFixtureWithoutAppearanceStepsIsUnchanged() throws {
        let plain = fixture(steps: [insertB])
        let document = try FixtureDocument.decode(Array(plain.utf8), file: "f.json")
        #expect(document.scene.steps.allSatisfy { if case .appearance = $0.action { false } else { true } })
        #expect(document.scene.appearance == .standard)
    }

    @Test func aBadAppearanceStepIsNamedWhereItIsWritten() {
        #expect(error(fixture(steps: [##"{"appearance": {"direction": "rightToLeft"}}"##]))?
            .contains("$.steps[0].appearance.direction: the layout direction cannot change in a step") == true)
        #expect(error(fixture(steps: [##"{"appearance": {"style": "dark"}, "deleteItems": [[0, 0]]}"##]))?
            .contains(##"$.steps[0].deleteItems: a step that switches the appearance does only that; put "deleteItems" in a step of its own"##) == true)
        #expect(error(fixture(steps: [##"{"appearance": {"style": "dusk"}}"##]))?
            .contains(##"$.steps[0].appearance.style: unknown style "dusk""##) == true)
        #expect(error(fixture(steps: [##"{"pause": 1, "appearance": {"style": "dark"}}"##]))?.contains("$.steps[0].appearance: a pause step holds still") == true)
        let sizes = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2"].map { ##"{"appearance": {"contentSize": "\##($0)"}}"## }
        #expect(error(fixture(steps: sizes))?.contains("$.steps[8].appearance: the fixture switches to more than 8 appearances") == true)
    }
}
