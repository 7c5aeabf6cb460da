import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// A fixture's `"appearance"` and its colours written as system colours or light and dark
/// pairs: each resolves in the appearance the fixture is drawn in, and so do the defaults.
@Suite struct FixtureAppearanceTests {
    func fixture(appearance: String? = nil, background: String? = nil, item: String = ##""label": {"text": "A"}"##,
                 layout: String? = nil) -> String {
        var members = [##""version": 1"##, ##""viewport": {"width": 320, "height": 480}"##]
        if let appearance { members.append(##""appearance": \##(appearance)"##) }
        if let background { members.append(##""background": \##(background)"##) }
        if let layout { members.append(##""layout": \##(layout)"##) }
        members.append(##""sections": [{"id": "s", "header": {"label": {"text": "H"}}, "items": [{"id": "a", \##(item)}]}]"##)
        return "{" + members.joined(separator: ", ") + "}"
    }

    func scene(_ text: String, appearance: Appearance? = nil) throws(FixtureError) -> Scene {
        try FixtureDocument.decode(Array(text.utf8), file: "f.json", appearance: appearance).scene
    }

    func error(_ text: String) -> String? {
        do { _ = try scene(text); return nil } catch { return error.description }
    }

    func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    @Test func withoutAnAppearanceTheDefaultsAreTheLightOnesTheyAlwaysWere() throws {
        let light = try scene(fixture())
        #expect(light.appearance == .standard)
        #expect(light.background == .white)
        let item = light.snapshot.sections[0].items[0].content
        #expect(item.fill == .color(Color(hex: "#D1D1D6")!))
        #expect(item.label?.color == .black)
    }

    @Test func inDarkModeTheDefaultsAreUIKitsDarkOnes() throws {
        let dark = try scene(fixture(appearance: ##"{"style": "dark"}"##))
        #expect(dark.appearance == Appearance(style: .dark))
        #expect(dark.background == .black)
        let section = dark.snapshot.sections[0]
        #expect(section.items[0].content.fill == .color(rgb(58, 58, 60)), "system grey 4 in dark mode")
        #expect(section.items[0].content.label?.color == .white)
        #expect(section.supplementaryContent[.sectionHeader]?.label?.color == .white)
    }

    @Test func aSystemColourOrAPairResolvesInTheFixturesAppearance() throws {
        let item = ##""color": "systemRed", "label": {"text": "A", "color": {"light": "#111111", "dark": "#EEEEEE", "darkHighContrast": "label"}}"##
        func colours(_ appearance: Appearance) throws -> (Fill, Color?) {
            let content = try scene(fixture(item: item), appearance: appearance).snapshot.sections[0].items[0].content
            return (content.fill, content.label?.color)
        }
        #expect(try colours(.standard) == (.color(rgb(255, 59, 48)), rgb(17, 17, 17)))
        #expect(try colours(Appearance(style: .dark)) == (.color(rgb(255, 69, 58)), rgb(238, 238, 238)))
        #expect(try colours(Appearance(style: .dark, contrast: .high)) == (.color(rgb(255, 105, 97)), .white))
        #expect(try colours(Appearance(style: .light, contrast: .high)) == (.color(rgb(215, 0, 21)), rgb(17, 17, 17)), "no lightHighContrast: light's")
        #expect(try scene(fixture(background: ##""systemGroupedBackground""##)).background == rgb(242, 242, 247))
    }

    @Test func theCallersAppearanceWinsOverTheFixturesOwn() throws {
        let text = fixture(appearance: ##"{"style": "dark"}"##, background: ##""systemBackground""##)
        #expect(try scene(text).background == .black)
        #expect(try scene(text, appearance: .standard).background == .white)
    }

    @Test func aDarkListTakesUIKitsDarkListColours() throws {
        let list = try scene(fixture(appearance: ##"{"style": "dark"}"##, layout: ##"{"type": "list", "appearance": "insetGrouped"}"##))
        let section = list.snapshot.sections[0]
        #expect(section.items[0].content.label?.color == .white)
        #expect(section.supplementaryContent[.sectionHeader]?.label?.color == Color(hex: "#8D8D93"))
        let backgrounds = section.decorationContent.values.map(\.fill)
        #expect(backgrounds.contains(.color(rgb(28, 28, 30))), "cells lie on the dark grouped cell background")
    }

    @Test func aWrongColourOrAppearanceIsNamedWhereItIsWritten() {
        #expect(error(fixture(item: ##""color": "systemRedd""##))?.contains(##"$.sections[0].items[0].color: unknown colour "systemRedd""##) == true)
        #expect(error(fixture(item: ##""color": "systemRedd""##))?.hasSuffix(##"(did you mean "systemRed"?)"##) == true)
        #expect(error(fixture(item: ##""color": "#12345""##))?.contains("after \"#\" come 3, 6 or 8 hexadecimal digits") == true)
        #expect(error(fixture(item: ##""color": {"light": "#FFF"}"##))?.contains(##"$.sections[0].items[0].color: missing key "dark""##) == true)
        #expect(error(fixture(item: ##""color": {"light": "#FFF", "dark": {"light": "#000", "dark": "#FFF"}}"##))?
            .contains("$.sections[0].items[0].color.dark: expected a colour written \"#RRGGBB\" or a system colour's name (a pair's colours are not pairs), found an object") == true)
        #expect(error(fixture(item: ##""color": {"light": "#FFF", "dark": "#000", "dim": "#888"}"##))?.contains("\"dim\"") == true)
        #expect(error(fixture(appearance: ##"{"style": "night"}"##))?.contains(##"$.appearance.style: unknown style "night"; expected one of: light, dark"##) == true)
    }

    @Test func aLabelNamingATextStyleTakesItsSizeAtTheFixturesContentSize() throws {
        let item = ##""label": {"text": "A", "textStyle": "headline"}"##
        func label(_ contentSize: String?) throws -> Label? {
            let appearance = contentSize.map { ##"{"contentSize": "\##($0)"}"## }
            return try scene(fixture(appearance: appearance, item: item)).snapshot.sections[0].items[0].content.label
        }
        #expect(try label(nil)?.fontSize == 17)
        #expect(try label(nil)?.weight == .semibold)
        #expect(try label("accessibilityExtraExtraExtraLarge")?.fontSize == 53)
        #expect(try label("xs")?.fontSize == 14, "Settings' short name for extra small")
        let list = try scene(fixture(appearance: ##"{"contentSize": "ax3"}"##, layout: ##"{"type": "list", "appearance": "insetGrouped"}"##))
        #expect(list.snapshot.sections[0].items[0].content.label?.fontSize == 40, "a list's body text at AX3")
        #expect(list.appearance.description == "light-ax3")
        #expect(error(fixture(item: ##""label": {"text": "A", "textStyle": "body", "size": 12}"##))?.contains(#"give "size" or "textStyle", not both"#) == true)
        #expect(error(fixture(item: ##""label": {"text": "A", "textStyle": "bodyy"}"##))?.contains(##"(did you mean "body"?)"##) == true)
    }

    /// Right to left, a flow layout fills its rows from the right and the fixture's content is
    /// mirrored: a leading label ends its inset from the right edge.
    @Test func rightToLeftMirrorsTheLayoutAndTheContent() throws {
        let item = ##""size": {"width": 100, "height": 50}, "label": {"text": "A", "alignment": "leading", "insets": {"top": 0, "left": 8, "bottom": 0, "right": 20}}"##
        func first(_ appearance: String?) throws -> FrameElement? {
            try FixtureDocument.decode(Array(fixture(appearance: appearance, item: item).utf8), file: "f.json").makeTimeline()
                .frame(at: 0).elements.first { $0.attributes.element.category == .cell }
        }
        let leftToRight = try #require(try first(nil)), rightToLeft = try #require(try first(##"{"direction": "rightToLeft"}"##))
        #expect(try scene(fixture(appearance: ##"{"direction": "rightToLeft"}"##)).appearance.direction == .rightToLeft)
        #expect(leftToRight.attributes.frame.minX == 0)
        #expect(rightToLeft.attributes.frame.maxX == 320)
        #expect(rightToLeft.content.label?.layoutDirection == .rightToLeft)
        #expect(rightToLeft.content.label?.insets.right == 8)
        #expect(error(fixture(appearance: ##"{"direction": "rtl"}"##))?
            .contains(##"$.appearance.direction: unknown layout direction "rtl"; expected one of: leftToRight, rightToLeft"##) == true)
    }

    /// An explicit layout is drawn as written right to left, as UIKit draws a custom layout,
    /// unless it says `flipsHorizontally`; then its frames are mirrored across the viewport.
    @Test func anExplicitLayoutFlipsOnlyWhenItSaysSo() throws {
        func firstX(flips: String) throws -> Double? {
            let layout = ##"{"type": "explicit", \##(flips)"items": {"a": {"x": 10, "y": 10, "width": 50, "height": 50}}}"##
            return try FixtureDocument.decode(Array(fixture(appearance: ##"{"direction": "rightToLeft"}"##, layout: layout).utf8), file: "f.json")
                .makeTimeline().frame(at: 0).elements.first { $0.attributes.element.category == .cell }?.attributes.frame.minX
        }
        #expect(try firstX(flips: "") == 10)
        #expect(try firstX(flips: ##""flipsHorizontally": false, "##) == 10)
        #expect(try firstX(flips: ##""flipsHorizontally": true, "##) == 320 - 60)
        #expect(error(fixture(layout: ##"{"type": "explicit", "flipsHorizontally": "yes", "items": {"a": {"x": 0, "y": 0, "width": 5, "height": 5}}}"##))?
            .contains("$.layout.flipsHorizontally") == true)
    }
}
