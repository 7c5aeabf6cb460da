#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Cards seen in perspective: three turned about their vertical axes (a cover flow) turn
    /// to a second arrangement (one tipped back about its horizontal axis), then a fourth
    /// fades in turned, hanging from its top edge (its anchor point). Each card has rounded
    /// corners and a letter, one a border, so that the mesh the SVG draws them with shows at
    /// its seams, edges and text if it strays from the projective warp of the PNG frames. A
    /// flat tag anchored at its top-left corner turns about that corner.
    static func perspectiveScene() throws -> Rendered {
        func card(_ id: String, _ color: Color, bordered: Bool = false, anchor: Point? = nil) -> Item {
            var content = ElementContent(fill: color, cornerRadius: 14,
                                         label: Label(text: id.uppercased(), color: .white, fontSize: 44, weight: .bold, alignment: .center, insets: .zero))
            if bordered { content.border = Border(width: 4, color: Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255)) }
            if let anchor { content.anchorPoint = anchor }
            return Item(id: ItemID(id), content: content)
        }
        func turned(_ y: Double, x: Double = 0, distance: Double = 400) -> Transform3D {
            Transform3D(rotationAngle: x, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(perspectiveDistance: distance))
        }
        func frame(_ k: Int) -> Rect { Rect(x: 20 + Double(k) * 110, y: 60, width: 120, height: 160) }
        let coverFlow = ExplicitLayout(itemPlacements: [
            ItemID("a"): .init(frame: frame(0), transform3D: turned(0.9)),
            ItemID("b"): .init(frame: frame(1), zIndex: 1, transform3D: turned(0)),
            ItemID("c"): .init(frame: frame(2), transform3D: turned(-0.9)),
            ItemID("d"): .init(frame: frame(2).offsetBy(dx: 0, dy: 150), transform3D: turned(-0.6)),
            ItemID("e"): .init(frame: Rect(x: 20, y: 300, width: 90, height: 40)),
        ])
        let tipped = ExplicitLayout(itemPlacements: [
            ItemID("a"): .init(frame: frame(0), transform3D: turned(0.3)),
            ItemID("b"): .init(frame: frame(1), zIndex: 1, transform3D: turned(0, x: 0.7)),
            ItemID("c"): .init(frame: frame(2), transform3D: turned(-1.2, distance: 300)),
            ItemID("d"): .init(frame: frame(1).offsetBy(dx: 0, dy: 150), transform3D: turned(0.5, x: -0.4)),
            ItemID("e"): .init(frame: Rect(x: 20, y: 300, width: 90, height: 40), transform: Transform(rotationAngle: 0.35)),
        ])
        let bounds = Rect(x: 0, y: 0, width: 380, height: 400)
        let before = CollectionSnapshot(sections: [Section(id: "s", items: [
            card("a", Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)),
            card("b", Color(red: 0, green: 122.0 / 255, blue: 1), bordered: true),
            card("c", Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)),
            card("e", Color(red: 1, green: 149.0 / 255, blue: 0), anchor: Point(x: 0, y: 0)),
        ])])
        var view = try CollectionView(snapshot: before, layout: coverFlow, bounds: bounds, textMeasurer: CairoTextMeasurer())
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.5))
        let turn = view.setCollectionViewLayout(tipped, animation: animation)
        var after = before
        after.sections[0].items.append(card("d", Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255), anchor: Point(x: 0.5, y: 0)))
        let insert = try view.apply(after, animation: animation)
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(turn, "turn"), (insert, "insert")])
        let name = "perspective (core API)"
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline),
                        scale: 2)
    }
}
#endif
