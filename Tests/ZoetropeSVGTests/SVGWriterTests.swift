import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG
import ZoetropeTestSupport

@Suite struct SVGWriterTests {
    /// A shipped fixture's timeline, or one of the tests' own (`Tests/StepKindFixtures`).
    func timeline(_ fixture: String) throws -> Timeline {
        let shipped = packageRoot + "/Fixtures/\(fixture).json"
        let path = FileManager.default.fileExists(atPath: shipped) ? shipped : packageRoot + "/Tests/StepKindFixtures/\(fixture).json"
        return try FixtureDocument.load(path: path).makeTimeline()
    }

    @Test(arguments: ["color-swatches", "color-swatches-boring"])
    func theDocumentIsSelfContainedXMLWithOnlyShapesAndAnimations(fixture: String) throws {
        let svg = SVGWriter(title: "A <title> & more").document(for: try timeline(fixture))
        let root = try #require(SVGNode.parse(svg), "not well-formed XML")
        #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let names = Set(root.descendants.map(\.name))
        #expect(names.isSubset(of: ["title", "rect", "g", "text", "path", "use", "symbol", "image", "animate", "animateTransform", "defs",
                                    "clipPath", "linearGradient", "stop", "filter", "feGaussianBlur"]), "\(names)")
        for node in root.descendants {
            for (key, value) in node.attributes {
                // References stay inside the document (url(#viewport), href="#d3", pictures as
                // data); nothing is fetched and nothing runs.
                let external = value.contains("url(") && !value.hasPrefix("url(#")
                let link = key.contains("href") && !value.hasPrefix("#") && !value.hasPrefix("data:image/png;base64,")
                #expect(!key.hasPrefix("on") && !link && !external, "\(node.name) \(key)=\(value)")
            }
        }
        #expect(root.children.first { $0.name == "title" }?.text == "A <title> & more")
    }

    @Test func aTimingCurveIsWrittenAsKeySplinesNotSamples() throws {
        var view = try CollectionView(
            snapshot: CollectionSnapshot(sections: [Section(id: "s", items: ["a", "b", "c"].map { Item(id: ItemID($0)) })]),
            layout: FlowLayout(itemSize: Size(width: 100, height: 100)), bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let delete = try view.performBatchUpdates(BatchUpdate(deletedItems: [IndexPath(item: 1, section: 0)]),
                                                  animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.3)))
        let timeline = Timeline(viewportSize: Size(width: 320, height: 480), background: .white,
                                transitions: [(delete, "delete"), (view.stillTransition(duration: 0.4), "hold")])
        // No hold but the millisecond every cycle has.
        let svg = SVGWriter(hold: 0).document(for: timeline)
        #expect(svg.contains("<animate attributeName=\"opacity\" values=\"1;0;0\" keyTimes=\"0;0.42796;1\" calcMode=\"spline\" keySplines=\"0.42 0 0.58 1;0 0 1 1\" dur=\"0.701s\" repeatCount=\"indefinite\"/>"))
        // By default the end holds a second, as the GIF's does; without a loop it plays once and stays.
        let held = SVGWriter().document(for: timeline)
        #expect(held.contains("values=\"1;0;0\" keyTimes=\"0;0.176471;1\"") && held.contains("dur=\"1.7s\" repeatCount=\"indefinite\""), "\(held)")
        let once = SVGWriter(loops: false).document(for: timeline)
        #expect(once.contains("dur=\"1.7s\" fill=\"freeze\"") && !once.contains("repeatCount"))
        #expect(svg.contains("<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"visible;hidden\" keyTimes=\"0;0.42796\""))
        #expect(svg.contains("values=\"270 50;160 50;160 50\" keyTimes=\"0;0.42796;1\" calcMode=\"spline\" keySplines=\"0.42 0 0.58 1;0 0 1 1\""))
    }

    @Test func aStillTimelineHasNoAnimations() throws {
        let view = try CollectionView(
            snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: "a")])]),
            layout: FlowLayout(), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let svg = SVGWriter().document(for: Timeline(viewportSize: Size(width: 100, height: 100), background: .white,
                                                     transitions: [(view.stillTransition(duration: 0), "still")]))
        #expect(!svg.contains("<animate"))
        #expect(svg.contains("<rect x=\"-25\" y=\"-25\" width=\"50\" height=\"50\""))
    }

    @Test func labelsCannotBreakTheDocument() throws {
        let nasty = "<script>alert(1)</script> & ]]> \" ' \u{1} \u{202E}rtl 🎞"
        var item = Item(id: "a")
        item.content.label = Label(text: nasty)
        // Wide enough for the whole text on one line.
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [item])]),
                                      layout: FlowLayout(itemSize: Size(width: 900, height: 50)), bounds: Rect(x: 0, y: 0, width: 1000, height: 100))
        let svg = SVGWriter().document(for: Timeline(viewportSize: Size(width: 1000, height: 100), background: .white,
                                                     transitions: [(view.stillTransition(duration: 0), "still")]))
        let root = try #require(SVGNode.parse(svg))
        #expect(!root.descendants.contains { $0.name == "script" })
        #expect(root.descendants.first { $0.name == "text" }?.text == nasty.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}"))
    }

    /// The SVG evaluated by SMIL's rules at each frame time shows what the PNG frame shows:
    /// every element where the frame has it, turned, scaled, sized and faded alike, and
    /// nothing else visible. Curves written exactly agree to the numbers' rounding; motions
    /// the writer samples (an interrupted step) to its stated tolerances.
    @Test(arguments: [("color-swatches", false), ("color-swatches-boring", false), ("rich-cards", false), ("dashboard", false),
                      ("interrupted-moves", true), ("interrupted-scrolls", true), ("wallet", true),
                      ("step-kinds", true), ("step-kinds-interrupted", true)])
    func theSVGAtTimeTShowsFrameT(fixture: String, sampled: Bool) throws {
        let tolerance = (position: sampled ? 0.08 : 6e-3, degrees: sampled ? 0.021 : 2e-3, scale: sampled ? 2.6e-4 : 2e-4,
                         alpha: sampled ? 1.1e-3 : 2e-4, size: sampled ? 0.08 : 2e-3)
        let timeline = try timeline(fixture)
        let root = try #require(SVGNode.parse(SVGWriter().document(for: timeline)))
        // Lifetimes are the groups inside the content-offset group (inside the viewport's clip
        // when the viewport changes size), in paint order.
        var content = try #require(root.children.last { $0.name == "g" })
        if content.attributes["clip-path"] != nil { content = try #require(content.children.first { $0.name == "g" }) }
        // (An element clipped to its section, a carousel's cell, is its group inside a clipping one.)
        let groups = content.children.filter { $0.name == "g" }.map { group in
            group.attributes["clip-path"] != nil && group.attributes["transform"] == nil ? (group.children.first { $0.name == "g" } ?? group) : group
        }
        // One group per stretch of a lifetime at one z-index, in paint order.
        let pieces = timeline.paintPieces()
        #expect(groups.count == pieces.count)
        func group(of lifetime: Int, at time: Double) -> Int? {
            pieces.firstIndex { $0.lifetime == lifetime && $0.start <= time + 1e-9 && time + 1e-9 < $0.end }
        }

        func animation(_ node: SVGNode, _ name: String, type: String? = nil) -> SVGNode? {
            node.children.first { $0.attributes["attributeName"] == name && (type == nil || $0.attributes["type"] == type) }
        }
        func value(_ node: SVGNode, _ name: String, type: String, static attribute: [Double], at time: Double) -> [Double] {
            animation(node, name, type: type).map { SVGNode.evaluate($0, at: time) } ?? attribute
        }

        for time in timeline.frameTimes(fps: 30) {
            let frame = timeline.frame(at: time)
            var shown = Set<Int>()
            // Painted in the frame's order: the groups of the visible elements come in the same order.
            let indices = frame.elements.filter(\.isVisible).compactMap { group(of: $0.lifetime, at: time) }
            #expect(indices == indices.sorted(), "\(fixture) at \(time): the SVG paints in another order than the frame")
            for element in frame.elements where element.isVisible {
                let rank = try #require(group(of: element.lifetime, at: time))
                shown.insert(rank)
                let group = groups[rank]
                let context = "\(fixture) at \(time): \(element.identity)"
                if let visibility = animation(group, "visibility") {
                    #expect(SVGNode.visibility(visibility, at: time), "\(context) hidden")
                } else {
                    #expect(group.attributes["visibility"] != "hidden", "\(context) hidden")
                }
                let components = TransformComponents(element.attributes.transform)
                let center = element.attributes.frame.center
                let position = value(group, "transform", type: "translate", static: SVGNode.numbers(group.attributes["transform"]!), at: time)
                #expect(abs(position[0] - (center.x + components.translationX)) < tolerance.position
                        && abs(position[1] - (center.y + components.translationY)) < tolerance.position,
                        "\(context) at \(position), expected \(center.x + components.translationX), \(center.y + components.translationY)")
                // A browser clamps opacity to 0…1, as a spring's overshoot of alpha is.
                let opacity = Swift.min(1, Swift.max(0, animation(group, "opacity").map { SVGNode.evaluate($0, at: time)[0] } ?? Double(group.attributes["opacity"] ?? "1")!))
                #expect(abs(opacity - element.attributes.alpha) < tolerance.alpha, "\(context) opacity \(opacity)")

                // Nested groups: rotate, skewX, scale, then the shape.
                var node = group
                var rotation = 0.0, scale = [1.0, 1.0]
                // (The label's own group, a translation, is not one of them.)
                func isTransformGroup(_ child: SVGNode) -> Bool {
                    guard child.name == "g", let transform = child.attributes["transform"] else { return false }
                    return ["rotate(", "skewX(", "scale("].contains { transform.hasPrefix($0) }
                }
                while let inner = node.children.first(where: isTransformGroup) {
                    let transform = inner.attributes["transform"]!
                    let type = String(transform.prefix { $0 != "(" })
                    let v = value(inner, "transform", type: type, static: SVGNode.numbers(transform), at: time)
                    if type == "rotate" { rotation = v[0] }
                    if type == "scale" { scale = v }
                    node = inner
                }
                let turn = (rotation - components.rotation * 180 / .pi).truncatingRemainder(dividingBy: 360)
                #expect(Swift.min(abs(turn), 360 - abs(turn)) < tolerance.degrees, "\(context) rotation \(rotation)")
                #expect(abs(scale[0] - components.scaleX) < tolerance.scale && abs(scale[1] - components.scaleY) < tolerance.scale, "\(context) scale \(scale)")
                // The rectangle, written in place or defined once and used.
                let rect = try #require(node.children.lazy.compactMap { child -> SVGNode? in
                    if child.name == "rect" { return child }
                    guard child.name == "use", let href = child.attributes["href"] else { return nil }
                    return root.descendants.first { $0.attributes["id"] == String(href.dropFirst()) && $0.name == "rect" }
                }.first)
                let width = animation(rect, "width").map { SVGNode.evaluate($0, at: time)[0] } ?? Double(rect.attributes["width"]!)!
                #expect(abs(width - element.attributes.frame.width) < tolerance.size, "\(context) width \(width)")
            }
            // Every other lifetime is hidden or transparent at this time.
            for (rank, group) in groups.enumerated() where !shown.contains(rank) {
                let visible = animation(group, "visibility").map { SVGNode.visibility($0, at: time) } ?? (group.attributes["visibility"] != "hidden")
                let opacity = animation(group, "opacity").map { SVGNode.evaluate($0, at: time)[0] } ?? Double(group.attributes["opacity"] ?? "1")!
                #expect(!visible || opacity < Swift.max(1e-4, tolerance.alpha), "\(fixture) at \(time): lifetime \(rank) should not show")
            }
        }
    }

    /// The content offset, the viewport and the background in the SVG at each frame time are
    /// the frame's, for every shipped fixture: a scroll or a rotation interrupted by the next
    /// step (interrupted-scrolls) goes on from where it was, in the SVG as in the frames,
    /// instead of holding still until the interrupted step's end and jumping.
    @Test func theBoundsAndTheBackgroundAtTimeTAreFrameTs() throws {
        // The shipped fixtures, and every kind of step uninterrupted and interrupted (a scroll
        // or a rotation that cuts a pause starts at the cut, not when the pause would have ended).
        let paths = try [packageRoot + "/Fixtures", packageRoot + "/Tests/StepKindFixtures"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
        #expect(paths.contains { $0.hasSuffix("/interrupted-scrolls.json") } && paths.contains { $0.hasSuffix("/step-kinds-interrupted.json") })
        for path in paths {
            let name = String(path.split(separator: "/").last!)
            let timeline = try FixtureDocument.load(path: path).makeTimeline()
            let root = try #require(SVGNode.parse(SVGWriter().document(for: timeline)))
            var content = try #require(root.children.last { $0.name == "g" })
            if content.attributes["clip-path"] != nil { content = try #require(content.children.first { $0.name == "g" }) }
            let offset = content.children.first { $0.name == "animateTransform" }
            let viewport = root.descendants.first { $0.name == "clipPath" && $0.attributes["id"] == "viewport" }?.children.first { $0.name == "rect" }
            let background = try #require(root.children.last { $0.name == "rect" })
            // Colours are written #RRGGBB: each value becomes three numbers.
            func rgb(_ hex: Substring) -> [Double] {
                let digits = Array(hex.dropFirst())
                return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
            }
            func colour(at time: Double) -> [Double] {
                guard let fade = background.children.first(where: { $0.attributes["attributeName"] == "fill" }) else {
                    return rgb(Substring(background.attributes["fill"]!))
                }
                var numeric = fade.attributes
                numeric["values"] = fade.attributes["values"]!.split(separator: ";").map { rgb($0).map { String($0) }.joined(separator: " ") }.joined(separator: ";")
                return SVGNode.evaluate(SVGNode(name: "animate", attributes: numeric), at: time)
            }
            for time in timeline.frameTimes(fps: 30) {
                let frame = timeline.frame(at: time)
                let context = "\(name) at \(time)"
                let shift = offset.map { SVGNode.evaluate($0, at: time) } ?? SVGNode.numbers(content.attributes["transform"] ?? "0 0")
                #expect(abs(-shift[0] - frame.contentOffset.x) < 0.08 && abs(-shift[1] - frame.contentOffset.y) < 0.08,
                        "\(context): content offset \(-shift[0]), \(-shift[1]), expected \(frame.contentOffset.x), \(frame.contentOffset.y)")
                if let viewport {
                    let size = ["width", "height"].map { key in
                        viewport.children.first { $0.attributes["attributeName"] == key }.map { SVGNode.evaluate($0, at: time)[0] } ?? Double(viewport.attributes[key]!)!
                    }
                    #expect(abs(size[0] - frame.viewportSize.width) < 0.08 && abs(size[1] - frame.viewportSize.height) < 0.08,
                            "\(context): viewport \(size), expected \(frame.viewportSize)")
                } else {
                    #expect(frame.viewportSize == timeline.canvasSize, "\(context): the viewport changes size but the SVG has no clip")
                }
                let expected = [frame.background.red, frame.background.green, frame.background.blue]
                let shown = colour(at: time)
                #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 0.004 }, "\(context): background \(shown), expected \(expected)")
            }
        }
    }

    @Test func aClippedElementIsDrawnInsideAClipPathInContentCoordinates() throws {
        let attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 20, width: 60, height: 40),
                                          clipRect: Rect(x: 0, y: 30, width: 100, height: 20))
        let track = Track(identity: .item("x"), element: attributes.element, role: .staying, reason: nil, from: attributes, to: attributes,
                          timing: Timing(curve: .linear, duration: 0.5), content: ElementContent(fill: .black))
        let transition = Transition(tracks: [track], duration: 0.5, timing: track.timing,
                                    oldBounds: Rect(x: 0, y: 0, width: 100, height: 80), newBounds: Rect(x: 0, y: 0, width: 100, height: 80))
        let svg = SVGWriter(title: "clip").document(for: Timeline(viewportSize: Size(width: 100, height: 80), background: .white,
                                                                  transitions: [(transition, "still")]))
        #expect(svg.contains("<clipPath id="))
        #expect(svg.contains("<rect x=\"0\" y=\"30\" width=\"100\" height=\"20\"/></clipPath>"))
        #expect(svg.contains("<g clip-path=\"url(#"))
    }
}
