import Testing
import ZoetropeCore
import ZoetropeScene

@Suite struct FixtureDecodingTests {
    /// A small valid fixture with `patch` applied to its text.
    static let minimal = """
        {
          "version": 1,
          "viewport": {"width": 320, "height": 480},
          "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
          "sections": [
            {"id": "s", "items": [{"id": "a", "color": "#FF0000"}, {"id": "b"}, {"id": "c"}]}
          ],
          "steps": [
            {"deleteItems": [[0, 1]]}
          ]
        }
        """

    func decode(_ text: String, file: String = "Fixtures/test.json") throws(FixtureError) -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: file)
    }

    func error(_ text: String) -> String? {
        do {
            let document = try decode(text)
            _ = try document.makeTimeline()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aMinimalFixtureDecodesWithDefaults() throws {
        let document = try decode(Self.minimal)
        let scene = document.scene
        #expect(scene.name == "test")
        #expect(scene.viewport == Viewport(size: Size(width: 320, height: 480), scale: 2))
        #expect(scene.background == .white)
        #expect(scene.animation == SceneAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.3), effects: .none, fps: 30))
        #expect(scene.snapshot.sections[0].items.map(\.id) == ["a", "b", "c"])
        #expect(scene.snapshot.sections[0].items[0].content.fill == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(scene.steps.count == 1 && scene.steps[0].timing == nil && scene.steps[0].name == nil)
        guard case .batch(let update, nil) = scene.steps[0].action else { Issue.record("not a batch"); return }
        #expect(update == BatchUpdate(deletedItems: [IndexPath(item: 1, section: 0)]))
        let timeline = try document.makeTimeline()
        #expect(abs(timeline.duration - 0.3) < 1e-12)
    }

    @Test func styleLayersUnderEachElementFieldByField() throws {
        let text = Self.minimal.replacingOccurrences(
            of: "\"sections\"",
            with: "\"style\": {\"cell\": {\"cornerRadius\": 9, \"label\": {\"color\": \"#FFFFFF\", \"size\": 12}}}, \"sections\"")
            .replacingOccurrences(of: "{\"id\": \"b\"}", with: "{\"id\": \"b\", \"label\": \"Bee\", \"cornerRadius\": 2}")
        let items = try decode(text).scene.snapshot.sections[0].items
        #expect(items[0].content.cornerRadius == 9 && items[0].content.label == nil)
        #expect(items[1].content.cornerRadius == 2)
        #expect(items[1].content.label == Label(text: "Bee", color: .white, fontSize: 12, weight: .regular))
    }

    @Test func effectsDecodeToRules() throws {
        let text = Self.minimal.replacingOccurrences(of: "\"steps\"", with: """
            "animation": {"duration": 0.5, "curve": [0.25, 0.1, 0.25, 1], "fps": 60, "effects": [
              {"on": "inserted", "elements": ["cell"], "effect": {"scale": 0.1}},
              {"on": ["deleted", "sectionDeleted"], "effect": [{"offscreen": "bottom"}, {"rotate": 90}, {"fade": 0}]}
            ]},
            "steps"
            """)
        let animation = try decode(text).scene.animation
        #expect(animation.fps == 60)
        #expect(animation.timing.curve == .default)
        #expect(animation.effects.rules == [
            EffectRule(reasons: [.inserted], elements: [.cells], effect: .scale(x: 0.1, y: 0.1)),
            EffectRule(reasons: [.deleted, .sectionDeleted], effect: .combined([.offscreen(.bottom), .rotate(radians: .pi / 2), .fade(to: 0)])),
        ])
    }

    @Test(arguments: [
        // Each case replaces one piece of the minimal fixture; the message names file, line,
        // column, JSON path and what was expected.
        ("\"height\": 480", "\"heigth\": 480",
         "Fixtures/test.json:3:30: $.viewport.heigth: unknown key \"heigth\" in viewport; expected one of: width, height, scale, safeAreaInsets, layoutMargins (did you mean \"height\"?)"),
        ("\"height\": 480", "\"height\": -4",
         "Fixtures/test.json:3:40: $.viewport.height: expected a height in points greater than 0 (at most 10000), found -4"),
        ("\"height\": 480", "\"height\": 1e999",
         "Fixtures/test.json:3:40: $.viewport.height: expected a height in points greater than 0, found a number too large to represent"),
        ("\"color\": \"#FF0000\"", "\"color\": 12",
         "Fixtures/test.json:6:48: $.sections[0].items[0].color: expected a colour: \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", a system colour's name (\"systemBlue\", \"label\", …), {\"light\": …, \"dark\": …} or {\"named\": …}, found the number 12"),
        ("{\"id\": \"b\"}", "{\"id\": \"a\"}",
         "Fixtures/test.json:6:60: $.sections[0].items[1]: item id \"a\" is used at [0, 0] and at [0, 1]; item ids must be unique in the collection"),
        ("\"version\": 1", "\"version\": 2",
         "Fixtures/test.json:1:1: $: this fixture is version 2; this Zoetrope reads version 1"),
        ("\"type\": \"flow\"", "\"type\": \"grid\"",
         "Fixtures/test.json:4:22: $.layout.type: unknown layout type \"grid\"; expected one of: flow, columns, sequence, dashboard, explicit, compositional, list"),
        ("[[0, 1]]", "[[0, 7]]",
         "Fixtures/test.json:9:22: $.steps[0].deleteItems[0]: invalid update in step 0 (delete item [0, 7]): attempt to delete item 7 from section 0 which only contains 3 items before the update"),
        ("[[0, 1]]", "[[0, -1]]",
         "Fixtures/test.json:9:26: $.steps[0].deleteItems[0][1]: expected an item index from 0 to 1000000000, found -1"),
        ("[[0, 1]]", "[[0, 1.5]]",
         "Fixtures/test.json:9:26: $.steps[0].deleteItems[0][1]: expected an item index, found the number 1.5"),
        ("{\"deleteItems\": [[0, 1]]}", "{}",
         "Fixtures/test.json:9:5: $.steps[0]: a step needs a change (one of: insertItems, deleteItems, moveItems, reloadItems, insertSections, deleteSections, moveSections, reloadSections), the data after it (\"sections\"), a layout, a viewport or content offset, a section scroll, snapshot operations (\"apply\"), or a pause"),
        ("{\"deleteItems\": [[0, 1]]}", "{\"pause\": 1, \"deleteItems\": []}",
         "Fixtures/test.json:9:33: $.steps[0].deleteItems: a pause step holds still; put \"deleteItems\" in a step of its own"),
        ("\"items\": [{\"id\": \"a\", \"color\": \"#FF0000\"}, {\"id\": \"b\"}, {\"id\": \"c\"}]", "\"items\": 7",
         "Fixtures/test.json:6:26: $.sections[0].items: expected an array, found the number 7"),
        ("\"items\": [{", "\"footer\": [], \"items\": [{",
         "Fixtures/test.json:6:27: $.sections[0].footer: expected an object, found an empty array"),
    ])
    func invalidFixturesSayWhereAndWhat(original: String, replacement: String, expected: String) {
        let text = Self.minimal.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.minimal, "the case must change the fixture")
        #expect(error(text) == expected)
    }

    /// UIKit's, SwiftUI's and CSS's names for the named curves, as people type them.
    @Test(arguments: [
        ("easeInOut", TimingCurve.easeInEaseOut), ("curveEaseInOut", .easeInEaseOut), ("ease-in-out", .easeInEaseOut),
        ("curveEaseIn", .easeIn), ("ease-in", .easeIn), ("curveEaseOut", .easeOut), ("ease-out", .easeOut),
        ("curveLinear", .linear), ("ease", .default), ("easeInEaseOut", .easeInEaseOut),
    ])
    func curveAliasesAreTheCurvesTheyName(name: String, curve: TimingCurve) throws {
        let text = Self.minimal.replacingOccurrences(of: "\"steps\"", with: "\"animation\": {\"curve\": \"\(name)\"}, \"steps\"")
        #expect(try decode(text).scene.animation.timing.curve == curve)
    }

    @Test func anUnknownCurveSuggestsTheSameWordBeforeTheClosestSpelling() {
        func message(_ name: String) -> String? {
            error(Self.minimal.replacingOccurrences(of: "\"steps\"", with: "\"animation\": {\"curve\": \"\(name)\"}, \"steps\""))
        }
        // "EASE_IN_OUT" is far by edit distance from every spelling (closest: "easeIn"), but
        // the same words as "easeInOut".
        #expect(message("EASE_IN_OUT")?.hasSuffix(#"unknown timing curve "EASE_IN_OUT"; expected one of: linear, easeIn, easeOut, easeInEaseOut, default (did you mean "easeInOut"?)"#) == true,
                "\(message("EASE_IN_OUT") ?? "")")
        #expect(message("easeinout")?.hasSuffix(#"(did you mean "easeInOut"?)"#) == true, "\(message("easeinout") ?? "")")
        #expect(message("bouncy")?.contains("did you mean") == false)
    }

    @Test func labelsTakeUIKitsNineWeightsAndInsetsAsOneNumber() throws {
        let text = Self.minimal.replacingOccurrences(of: "{\"id\": \"b\"}", with: #"{"id": "b", "label": {"text": "B", "weight": "semibold", "insets": 4}}"#)
            .replacingOccurrences(of: "{\"id\": \"c\"}", with: #"{"id": "c", "label": {"text": "C", "weight": "light"}}"#)
        let items = try decode(text).scene.snapshot.sections[0].items
        let b = try #require(items[1].content.label), c = try #require(items[2].content.label)
        #expect(b.weight == .semibold && b.weight.usesBoldFace)
        #expect(b.insets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(c.weight == .light && !c.weight.usesBoldFace)
        // By UIKit's weight values: medium (0.23) is nearer bold (0.4) than regular (0).
        #expect(FontWeight.allCases.filter(\.usesBoldFace) == [.medium, .semibold, .bold, .heavy, .black])
    }

    @Test func anEffectCanRaiseAMovingElementsZIndex() throws {
        let text = Self.minimal.replacingOccurrences(of: "\"steps\"", with: """
            "animation": {"effects": [{"on": "moved", "effect": {"zIndex": 5}}]}, "steps"
            """).replacingOccurrences(of: "{\"deleteItems\": [[0, 1]]}", with: #"{"moveItems": [{"from": [0, 0], "to": [0, 2]}]}"#)
        let document = try decode(text)
        #expect(document.scene.animation.effects.rules == [EffectRule(reasons: [.moved], effect: .zIndex(5))])
        let timeline = try document.makeTimeline()
        // The moved item is painted above the two it passes, for the whole move.
        let frame = timeline.frame(at: 0.15)
        #expect(frame.elements.last?.identity == .item("a"), "\(frame.elements.map(\.identity))")
    }

    @Test func missingKeysNameWhatTheyHold() {
        let text = Self.minimal.replacingOccurrences(of: "\"viewport\": {\"width\": 320, \"height\": 480},", with: "")
        #expect(error(text) == "Fixtures/test.json:1:1: $: missing key \"viewport\" (the screen size in points)")
    }

    @Test func invalidJSONIsReportedWithItsPosition() {
        #expect(error("{\"version\": 1,,}") == "Fixtures/test.json:1:15: not valid JSON: expected a key in double quotes, found ','")
    }

    @Test func aNameThatCouldEscapeTheOutputFolderIsRefused() {
        let text = Self.minimal.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"name\": \"../../etc/x\",")
        #expect(error(text)?.contains("$.name: expected an output name of 1 to 100 letters, digits") == true)
        let unnamed = Self.minimal
        #expect((try? decode(unnamed, file: "a folder/bad name!.json")) == nil)
    }

    @Test func stepLabelsDescribeWhatTheyDo() {
        let update = BatchUpdate(deletedSections: [1], insertedSections: [SectionInsertion(index: 0, section: Section(id: "n"))],
                                 deletedItems: [IndexPath(item: 1, section: 0)])
        #expect(SceneStep(.batch(update)).label == "delete section 1; delete item [0, 1]; insert section 0")
        #expect(SceneStep(.pause(0.4)).label == "pause 0.4 s")
        #expect(SceneStep(name: "add", .pause(1)).label == "add")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
