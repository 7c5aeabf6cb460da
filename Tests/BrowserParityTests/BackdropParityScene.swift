#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Cards of coloured stripes, each with a frosted bar across its middle (a subview that
    /// blurs what lies behind it, as a `UIVisualEffectView` does) with a label on it; the last
    /// card's bar hangs up over the card before it, so its blur reads another element. One
    /// card is inserted, then every card grows, so the bars move and stretch over stripes that
    /// stretch too.
    static let backdropSceneName = "backdrop blur (core API)"

    static func backdropScene() throws -> Rendered {
        let stripes = [Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255), Color(red: 1, green: 204.0 / 255, blue: 0),
                       Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255), Color(red: 0, green: 122.0 / 255, blue: 1)]
        func card(_ id: String, hangs: Bool = false) -> Item {
            var content = ElementContent(fill: .white, cornerRadius: 12)
            var subviews = stripes.enumerated().map { k, colour in
                Subview(frame: ResizingFrame(x: .init(constant: 0, perWidth: Double(k) / 4), y: .init(constant: 0),
                                             width: .init(constant: 0, perWidth: 0.25), height: .init(constant: 0, perHeight: 1)),
                        content: ElementContent(fill: colour))
            }
            var frosted = ElementContent(fill: Color(red: 1, green: 1, blue: 1, alpha: 0.3), cornerRadius: 10,
                                         label: Label(text: "Frosted \(id)", color: .black, fontSize: 15, weight: .semibold, insets: .zero))
            frosted.backdropBlur = BackdropBlur(radius: 6, saturation: 1.8)
            subviews.append(Subview(frame: ResizingFrame(x: .init(constant: 20), y: .init(constant: hangs ? -40 : -18, perHeight: 0.5),
                                                         width: .init(constant: -40, perWidth: 1), height: .init(constant: 36)),
                                    content: frosted))
            content.subviews = subviews
            return Item(id: ItemID(id), content: content)
        }
        let layout = FlowLayout(itemSize: Size(width: 280, height: 90), minimumLineSpacing: 12, sectionInset: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        let bounds = Rect(x: 0, y: 0, width: 320, height: 420)
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [card("a"), card("c", hangs: true)])]),
                                      layout: layout, bounds: bounds, textMeasurer: CairoTextMeasurer())
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.4))
        let insert = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: [card("a"), card("b"), card("c", hangs: true)])]),
                                    animation: animation)
        let grow = view.setCollectionViewLayout(FlowLayout(itemSize: Size(width: 280, height: 110), minimumLineSpacing: 12,
                                                           sectionInset: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)), animation: animation)
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(insert, "insert"), (grow, "grow")])
        let name = backdropSceneName
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline),
                        scale: 2)
    }
}
#endif
