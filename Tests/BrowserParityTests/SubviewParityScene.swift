#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Rows that draw subviews (a round avatar, a name, wrapping text, a framed badge) at
    /// frames that follow the row's size, as a UIKit cell laid out by Auto Layout draws them;
    /// one row is replaced, then every row grows (a wrapped text, cut short at first, shows
    /// whole at the end), so the subviews move and stretch mid-animation. Colours are whole 8-bit
    /// values, as an app's are.
    static func subviewScene() throws -> Rendered {
        func row(_ id: String, name: String, detail: String) -> Item {
            var content = ElementContent(fill: .white)
            let avatar = Subview(frame: ResizingFrame(x: .init(constant: 8), y: .init(constant: -20, perHeight: 0.5),
                                                      width: .init(constant: 40), height: .init(constant: 40)),
                                 content: ElementContent(fill: Color(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255), cornerRadius: 20))
            let title = Subview(frame: ResizingFrame(x: .init(constant: 60), y: .init(constant: 8),
                                                     width: .init(constant: -68, perWidth: 1), height: .init(constant: 20)),
                                content: ElementContent(fill: .clear, label: Label(text: name, color: .black, fontSize: 17, weight: .semibold,
                                                                                   alignment: .leading, insets: .zero)))
            let text = Subview(frame: ResizingFrame(x: .init(constant: 60), y: .init(constant: 30),
                                                    width: .init(constant: -68, perWidth: 1), height: .init(constant: -38, perHeight: 1)),
                               content: ElementContent(fill: .clear, label: Label(text: detail, color: Color(red: 138.0 / 255, green: 138.0 / 255, blue: 142.0 / 255),
                                                                                  fontSize: 15, wraps: true, alignment: .leading, insets: .zero)))
            var badge = ElementContent(fill: Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255), cornerRadius: 6,
                                       label: Label(text: "3", color: .white, fontSize: 13, weight: .bold, alignment: .center, insets: .zero))
            badge.border = Border(width: 1, color: .white)
            let badgeView = Subview(frame: ResizingFrame(x: .init(constant: -36, perWidth: 1), y: .init(constant: 8),
                                                         width: .init(constant: 28), height: .init(constant: 20)), content: badge)
            content.subviews = [avatar, title, text, badgeView]
            return Item(id: ItemID(id), content: content)
        }
        let layout = FlowLayout(itemSize: Size(width: 320, height: 60), minimumLineSpacing: 1)
        let bounds = Rect(x: 0, y: 0, width: 320, height: 300)
        let before = CollectionSnapshot(sections: [Section(id: "s", items: [
            row("a", name: "Ada", detail: "Analyst"),
            row("b", name: "Grace", detail: "Admiral, compiler writer and teacher of a generation"),
            row("c", name: "Alan", detail: "Logician"),
        ])])
        var view = try CollectionView(snapshot: before, layout: layout, bounds: bounds, textMeasurer: CairoTextMeasurer())
        let after = CollectionSnapshot(sections: [Section(id: "s", items: [
            row("a", name: "Ada", detail: "Analyst"),
            row("b", name: "Grace", detail: "Admiral, compiler writer and teacher of a generation"),
            row("d", name: "Edsger", detail: "Structured programming"),
        ])])
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.4))
        let replace = try view.apply(after, animation: animation)
        let grow = view.setCollectionViewLayout(FlowLayout(itemSize: Size(width: 320, height: 96), minimumLineSpacing: 1), animation: animation)
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(replace, "replace"), (grow, "grow")])
        let name = "subviews (core API)"
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline),
                        scale: 2)
    }
}
#endif
