#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// White cards over an underlay that stays in place while they scroll (what lies behind a
    /// clear collection view: a gradient, a round badge, a bar): the content scrolls down,
    /// then a card is inserted, so cards slide over the underlay's every part.
    static let underlaySceneName = "underlay (core API)"

    static func underlayScene() throws -> Rendered {
        func card(_ id: String) -> Item { Item(id: ItemID(id), content: ElementContent(fill: .white, cornerRadius: 14)) }
        let layout = FlowLayout(itemSize: Size(width: 120, height: 90), minimumLineSpacing: 16, minimumInteritemSpacing: 16,
                                sectionInset: EdgeInsets(top: 16, left: 28, bottom: 16, right: 28))
        let bounds = Rect(x: 0, y: 0, width: 320, height: 420)
        let items = (0..<12).map { card("c\($0)") }
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]), layout: layout, bounds: bounds,
                                      textMeasurer: CairoTextMeasurer())
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.5))
        let scroll = view.setBounds(Rect(x: 0, y: 160, width: 320, height: 420), animation: animation)
        let insert = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: [items[0], card("new")] + items.dropFirst())]),
                                    animation: animation)
        var underlay = ElementContent(fill: .linearGradient(LinearGradient(colors: [Color(red: 1, green: 149.0 / 255, blue: 0),
                                                                                    Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)])))
        underlay.subviews = [
            Subview(frame: ResizingFrame(fixed: Rect(x: 230, y: 300, width: 80, height: 80)),
                    content: ElementContent(fill: .color(Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)), cornerRadius: 40)),
            Subview(frame: ResizingFrame(fixed: Rect(x: 0, y: 200, width: 320, height: 12)), content: ElementContent(fill: .black)),
        ]
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(scroll, "scroll"), (insert, "insert")],
                                underlay: underlay)
        let name = underlaySceneName
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name).document(for: timeline), scale: 2)
    }
}
#endif
