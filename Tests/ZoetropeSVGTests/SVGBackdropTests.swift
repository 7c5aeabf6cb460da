import Foundation
import Testing
import ZoetropeCore
@testable import ZoetropeSVG

/// A backdrop blur in the SVG: what lies under the blurring part is copied (`<use>`), blurred
/// by `feGaussianBlur` at the blur's radius, saturated by `feColorMatrix`, and shown through a
/// mask of the part's outline that moves with the element. The PNG frames and the browsers'
/// pictures of it are compared in BrowserParityTests ("backdrop blur (core API)").
@Suite struct SVGBackdropTests {
    /// Two coloured cards, then a third that blurs (its own rectangle, or a subview), inserted
    /// with a fade so that it fades in.
    func document(subview: Bool, saturation: Double = 1.8) throws -> (svg: String, root: SVGNode) {
        var frosted = ElementContent(fill: Color(red: 1, green: 1, blue: 1, alpha: 0.3), cornerRadius: 8)
        frosted.backdropBlur = BackdropBlur(radius: 5, saturation: saturation)
        var blurring = Item(id: "f", content: frosted)
        if subview {
            var card = ElementContent(fill: .clear)
            card.subviews = [Subview(frame: ResizingFrame(x: .init(constant: 10), y: .init(constant: 10),
                                                          width: .init(constant: -20, perWidth: 1), height: .init(constant: 20)), content: frosted)]
            blurring = Item(id: "f", content: card)
        }
        let red = Item(id: "r", content: ElementContent(fill: Color(red: 1, green: 0, blue: 0)))
        let blue = Item(id: "b", content: ElementContent(fill: Color(red: 0, green: 0, blue: 1)))
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [red, blue])]),
                                      layout: FlowLayout(itemSize: Size(width: 80, height: 40)), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let insert = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: [red, blue, blurring])]),
                                    animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.3)))
        let svg = SVGWriter().document(for: Timeline(viewportSize: Size(width: 200, height: 200), background: .white, transitions: [(insert, "insert")]))
        return (svg, try #require(SVGNode.parse(svg), "not well-formed XML"))
    }

    @Test(arguments: [false, true])
    func theBlurringPartShowsABlurredCopyOfWhatLiesUnderIt(subview: Bool) throws {
        let (_, root) = try document(subview: subview)
        let nodes = root.descendants
        let filter = try #require(nodes.first { $0.name == "filter" && $0.children.contains { $0.name == "feGaussianBlur" } && $0.attributes["filterUnits"] == "userSpaceOnUse" })
        #expect(filter.children.first { $0.name == "feGaussianBlur" }?.attributes["stdDeviation"] == "5")
        #expect(filter.children.first { $0.name == "feColorMatrix" }?.attributes["values"] == "1.8")
        #expect(filter.attributes["color-interpolation-filters"] == "sRGB")
        // The copy: inside a masked group, a blurred group of the background and a use of
        // what the two cards drew.
        let masked = try #require(nodes.first { $0.attributes["mask"] != nil })
        let blurred = try #require(masked.children.first { $0.attributes["filter"] == "url(#\(filter.attributes["id"]!))" })
        let used = blurred.children.filter { $0.name == "use" }.compactMap { $0.attributes["href"]?.dropFirst() }.map(String.init)
        #expect(!used.isEmpty)
        let copied = used.compactMap { id in nodes.first { $0.attributes["id"] == id } }
        #expect(copied.count == used.count, "every copy names a group in the document")
        let fills = copied.flatMap { $0.descendants }.compactMap { $0.attributes["fill"]?.uppercased() }
        #expect(fills.contains("#FF0000") && fills.contains("#0000FF"), "the copy holds the cards under the blur: \(fills)")
        // The mask is the part's outline in white, animated as the element is.
        let maskID = String(masked.attributes["mask"]!.dropFirst(5).dropLast())
        let mask = try #require(nodes.first { $0.name == "mask" && $0.attributes["id"] == maskID })
        #expect(mask.descendants.contains { $0.name == "rect" && $0.attributes["fill"] == "#FFFFFF" && $0.attributes["rx"] == "8" })
    }

    @Test func theElementAndItsBlurFadeInAsOneGroup() throws {
        let (_, root) = try document(subview: false)
        let masked = try #require(root.descendants.first { $0.attributes["mask"] != nil })
        // The masked copy sits in the group that fades, beside the element's own groups.
        let fading = try #require(root.descendants.first { node in node.children.contains { $0 === masked } })
        #expect(fading.children.contains { $0.name == "animate" && $0.attributes["attributeName"] == "opacity" })
        #expect(fading.children.contains { $0.name == "g" && $0.attributes["transform"] != nil })
    }

    @Test func aFaintBlursCopyIsShownAtItsOpacity() throws {
        var frosted = ElementContent(fill: .clear)
        frosted.backdropBlur = BackdropBlur(radius: 5, opacity: 0.4)
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: "r"), Item(id: "f", content: frosted)])]),
                                      layout: FlowLayout(itemSize: Size(width: 80, height: 40)), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let svg = SVGWriter().document(for: Timeline(viewportSize: Size(width: 200, height: 200), background: .white,
                                                     transitions: [(view.stillTransition(duration: 0), "still")]))
        let root = try #require(SVGNode.parse(svg))
        #expect(root.descendants.first { $0.attributes["mask"] != nil }?.attributes["opacity"] == "0.4")
    }

    @Test func withoutSaturationThereIsNoColourMatrix() throws {
        let (svg, _) = try document(subview: false, saturation: 1)
        #expect(svg.contains("feGaussianBlur"))
        #expect(!svg.contains("feColorMatrix"))
    }

    @Test func theBlurCostsAFewHundredBytes() throws {
        var plain = try document(subview: false).svg
        let blurred = plain
        // The same scene without the blur.
        plain = try {
            var frosted = ElementContent(fill: Color(red: 1, green: 1, blue: 1, alpha: 0.3), cornerRadius: 8)
            frosted.backdropBlur = nil
            let red = Item(id: "r", content: ElementContent(fill: Color(red: 1, green: 0, blue: 0)))
            let blue = Item(id: "b", content: ElementContent(fill: Color(red: 0, green: 0, blue: 1)))
            var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [red, blue])]),
                                          layout: FlowLayout(itemSize: Size(width: 80, height: 40)), bounds: Rect(x: 0, y: 0, width: 200, height: 200))
            let insert = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: [red, blue, Item(id: "f", content: frosted)])]),
                                        animation: UpdateAnimation(timing: Timing(curve: .linear, duration: 0.3)))
            return SVGWriter().document(for: Timeline(viewportSize: Size(width: 200, height: 200), background: .white, transitions: [(insert, "insert")]))
        }()
        let extra = blurred.utf8.count - plain.utf8.count
        #expect(extra > 0 && extra < 1_500, "\(extra) bytes")
    }
}
