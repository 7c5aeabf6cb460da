import Testing
import ZoetropeCore
import ZoetropeScene

/// Layout types, decorations, self-sizing and layout steps, from fixtures.
@Suite struct FixtureLayoutTests {
    func fixture(layout: String, sections: String = #"[{"id": "s", "items": [{"id": "a"}, {"id": "b"}]}]"#, extra: String = "",
                 steps: String = "[]") -> String {
        """
        {"version": 1, "viewport": {"width": 320, "height": 480}, "layout": \(layout), "sections": \(sections)\(extra), "steps": \(steps)}
        """
    }

    func timeline(_ text: String) throws(FixtureError) -> Timeline {
        try FixtureDocument.decode(Array(text.utf8), file: "t.json").makeTimeline()
    }

    func error(_ text: String) -> String? {
        do { _ = try timeline(text); return nil } catch { return error.description }
    }

    @Test func aSectionBackgroundIsDrawnWithItsDecorationContent() throws {
        let text = fixture(layout: #"{"type": "flow", "sectionBackground": "background"}"#,
                           extra: ##", "style": {"decorations": {"background": {"color": "#FF00FF", "cornerRadius": 8}}}"##)
        let frame = try timeline(text).frame(at: 0)
        let background = try #require(frame.elements.first { $0.attributes.element.category == .decorationView })
        #expect(background.content.fill == .color(Color(hex: "#FF00FF")!) && background.content.cornerRadius == 8)
        #expect(background.attributes.zIndex == 0)
        #expect(frame.elements.first?.attributes.element.category == .decorationView)  // painted first, beneath
    }

    /// `repeatingCount` is iOS 16's `repeatingSubitem:count:` (the item keeps its width);
    /// `count` the older `subitem:count:` (equal shares); a group takes one or the other.
    @Test func aRepeatingCountKeepsTheItemsWidthAndACountSharesTheGroup() throws {
        func group(_ key: String) -> String {
            #"{"type": "compositional", "section": {"group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "interItemSpacing": 10, "# + "\"\(key)\": 2, "
                + #""horizontal": [{"width": {"absolute": 60}, "height": {"fractionalHeight": 1}}]}}}"#
        }
        let repeating = try timeline(fixture(layout: group("repeatingCount"))).frame(at: 0)
        #expect(repeating.elements.first { $0.identity == .item("b") }?.attributes.frame == Rect(x: 70, y: 0, width: 60, height: 50))
        let shared = try timeline(fixture(layout: group("count"))).frame(at: 0)
        #expect(shared.elements.first { $0.identity == .item("b") }?.attributes.frame == Rect(x: 165, y: 0, width: 155, height: 50))
        let both = group("count").replacingOccurrences(of: #""count": 2"#, with: #""count": 2, "repeatingCount": 2"#)
        #expect(error(fixture(layout: both))?.contains("a group has \"count\" (equal shares of its length) or \"repeatingCount\" (copies at the subitem's own size), not both") == true)
    }

    /// A badge with an `itemAnchor` is centred on its item's corner.
    @Test func aBadgesItemAnchorLaysItsCentreOnTheItemsCorner() throws {
        let layout = #"{"type": "compositional", "section": {"group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}, "horizontal": "#
            + #"[{"width": {"absolute": 100}, "height": {"fractionalHeight": 1}, "supplementaryItems": [{"kind": "badge", "width": {"absolute": 20}, "#
            + #""height": {"absolute": 20}, "edges": ["top", "trailing"], "itemAnchor": {"edges": []}}]}]}}}"#
        let badge = try timeline(fixture(layout: layout)).frame(at: 0).elements.first { $0.attributes.element.kind == "badge" }
        #expect(badge?.attributes.frame == Rect(x: 90, y: -10, width: 20, height: 20))
        let wrong = layout.replacingOccurrences(of: #""itemAnchor": {"edges": []}"#, with: #""itemAnchor": {"edges": ["top", "bottom"]}"#)
        #expect(error(fixture(layout: wrong))?.contains("an anchor names one edge per axis at most") == true)
    }

    /// A group's `supplementaryItems` lie on each instance of the group, at its first item.
    @Test func aGroupsSupplementaryItemsLieOnEachRow() throws {
        let layout = #"{"type": "compositional", "section": {"group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}, "#
            + #""supplementaryItems": [{"kind": "rowBadge", "width": {"absolute": 20}, "height": {"absolute": 20}, "edges": ["top", "trailing"]}], "#
            + #""horizontal": [{"width": {"absolute": 200}, "height": {"fractionalHeight": 1}}]}}}"#
        let sections = #"[{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}]"#
        let badges = try timeline(fixture(layout: layout, sections: sections)).frame(at: 0).elements.filter { $0.attributes.element.kind == "rowBadge" }
        #expect(badges.map(\.attributes.frame) == [Rect(x: 300, y: 0, width: 20, height: 20), Rect(x: 300, y: 100, width: 20, height: 20),
                                                    Rect(x: 300, y: 200, width: 20, height: 20)])
        #expect(badges.map(\.attributes.indexPath.item) == [0, 1, 2])
        let typo = layout.replacingOccurrences(of: #""edges": ["top", "trailing"]}]"#, with: #""edge": ["top"]}]"#)
        #expect(error(fixture(layout: typo, sections: sections))?.contains("$.layout.section.group.supplementaryItems[0].edge: unknown key") == true)
    }

    /// A list's header is as tall as its text: the default style's one line fills the list's
    /// 38 points; a larger font, or a second line, makes it taller.
    @Test func aListsHeaderIsAsTallAsItsText() throws {
        let layout = #"{"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary"}"#
        let sections = #"[{"id": "s", "header": {"label": "ALERTS"}, "footer": {"label": "Shown on the lock screen."}, "items": [{"id": "a"}]}]"#
        func heights(_ extra: String) throws -> (header: Double?, footer: Double?) {
            let frame = try timeline(fixture(layout: layout, sections: sections, extra: extra)).frame(at: 0)
            return (frame.elements.first { $0.attributes.element.kind == .sectionHeader }?.attributes.frame.height,
                    frame.elements.first { $0.attributes.element.kind == .sectionFooter }?.attributes.frame.height)
        }
        let standard = try heights("")
        #expect(standard.header == 38 && standard.footer == 38)
        let large = try heights(#", "style": {"header": {"label": {"size": 22}}}"#)
        let expected = Font(size: 22).lineHeight + 38 - Font(size: 13).lineHeight
        #expect(abs((large.header ?? 0) - expected) <= 0.25)  // on the @2x pixel grid
        #expect(large.footer == 38)
    }

    @Test func aHorizontalFlowLayoutTakesHeaderWidths() throws {
        let text = fixture(layout: #"{"type": "flow", "scrollDirection": "horizontal", "headerReferenceSize": {"width": 40, "height": 0}}"#)
        let header = try timeline(text).frame(at: 0).elements.first { $0.attributes.element.category == .supplementaryView }
        #expect(header?.attributes.frame == Rect(x: 0, y: 0, width: 40, height: 480))
        #expect(error(fixture(layout: #"{"type": "flow", "scrollDirection": "horizontal", "headerHeight": 40}"#))
                == "t.json:1:135: $.layout.headerHeight: \"headerHeight\" is for vertical layouts; give \"headerReferenceSize\" with a width for this horizontal one")
    }

    @Test func aDashboardStepZoomsTheFocusedItemAndItsFocusMustNameAnItem() throws {
        let dashboard = #"{"type": "dashboard", "positions": [{"x": 10, "y": 10}, {"x": 200, "y": 300}], "defaultItemSize": {"width": 80, "height": 60}}"#
        let focused = #"{"type": "dashboard", "positions": [{"x": 10, "y": 10}, {"x": 200, "y": 300}], "defaultItemSize": {"width": 80, "height": 60}, "focus": "b"}"#
        let timeline = try timeline(fixture(layout: dashboard, steps: "[{\"layout\": \(focused)}]"))
        let b = try #require(timeline.frame(at: timeline.duration).elements.first { $0.identity == .item("b") })
        // min(320 / 80, 480 / 60) = 4, centred in the 320×480 screen.
        #expect(b.attributes.frame == Rect(x: 120, y: 210, width: 80, height: 60))
        #expect(TransformComponents(b.attributes.transform).scaleX == 4)
        let typo = #"{"type": "dashboard", "focus": "bb"}"#
        #expect(error(fixture(layout: dashboard, steps: "[{\"layout\": \(typo)}]"))
                == "t.json:1:313: $.steps[0].layout.focus: no item has the id \"bb\"; \"focus\" names the item to zoom (did you mean \"b\"?)")
    }

    @Test func anExplicitLayoutNeedsAFrameForEveryItemShown() {
        let layout = #"{"type": "explicit", "items": {"a": {"x": 0, "y": 0, "width": 10, "height": 10}}}"#
        #expect(error(fixture(layout: layout))
                == "t.json:1:69: $.layout.items: item \"b\" has no frame; an explicit layout needs a frame for every item the fixture shows")
    }

    /// `rotateY` and `perspective` turn a card as `CATransform3DRotate` and `m34` do: a
    /// positive angle sends its right edge back, drawn shorter than its left.
    @Test func anExplicitPlacementTurnsAnItemInPerspective() throws {
        let layout = #"{"type": "explicit", "items": {"a": {"x": 0, "y": 0, "width": 100, "height": 100, "rotateY": 40, "perspective": 400}, "b": {"x": 0, "y": 200, "width": 10, "height": 10}}}"#
        let frame = try timeline(fixture(layout: layout)).frame(at: 0)
        let a = try #require(frame.elements.first { $0.identity == .item("a") })
        let space = try #require(a.attributes.transform3D)
        #expect(space.drawsWithPerspective)
        let right = try #require(space.project(Point(x: 50, y: 50))), left = try #require(space.project(Point(x: -50, y: 50)))
        #expect(right.y < left.y, "the right edge, further away, is the shorter")
        #expect(frame.elements.first { $0.identity == .item("b") }?.attributes.transform3D == nil)
        let bad = #"{"type": "explicit", "items": {"a": {"x": 0, "y": 0, "width": 100, "height": 100, "perspective": 0}, "b": {"x": 0, "y": 200, "width": 10, "height": 10}}}"#
        #expect(error(fixture(layout: bad))
                == "t.json:1:166: $.layout.items.a.perspective: expected the viewer's distance in points (CSS's perspective()) from 1 to 1000000, found 0")
    }

    @Test func stepsSwitchLayoutsAndChangeTheViewport() throws {
        let steps = #"[{"layout": {"type": "columns", "minimumColumnWidth": 100}}, {"viewport": {"width": 480, "height": 320}}, {"contentOffset": {"x": 0, "y": 10}, "clampOffset": false}]"#
        let timeline = try timeline(fixture(layout: #"{"type": "flow"}"#, steps: steps))
        #expect(timeline.segments.map(\.label) == ["switch to ColumnFlowLayout", "resize to 480×320", "scroll to (0, 10)"])
        #expect(timeline.canvasSize == Size(width: 480, height: 480))
        let end = timeline.frame(at: timeline.duration)
        #expect(end.viewportSize == Size(width: 480, height: 320) && end.contentOffset.y == 10)
        #expect(error(fixture(layout: #"{"type": "flow"}"#, steps: #"[{"layout": {"type": "flow"}, "deleteItems": [[0, 0]]}]"#))
                == "t.json:1:205: $.steps[0].deleteItems: a step that switches layouts does only that; put \"deleteItems\" in a step of its own")
    }

    @Test func wrappingLabelsAreLaidOutForDrawing() throws {
        let sections = #"[{"id": "s", "items": [{"id": "a", "label": {"text": "one two three four five six seven", "wraps": true}}]}]"#
        let text = fixture(layout: #"{"type": "flow", "itemSize": {"width": 300, "height": 40}, "selfSizing": {"minimumHeight": 10}}"#, sections: sections)
        let element = try #require(try timeline(text).frame(at: 0).elements.first)
        let lines = try #require(element.content.label?.lines)
        #expect(lines.joined(separator: " ") == "one two three four five six seven")
        #expect(element.attributes.frame.height == element.content.label!.wrappedHeight(lineCount: lines.count))
    }
}
