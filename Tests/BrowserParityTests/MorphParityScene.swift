#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// A chart's bars growing (each a shape layer's `path` morphing into a taller rectangle,
    /// staggered), and a triangle's outline turning into another of the same three corners,
    /// and back. Apart from the drawing scene: there, one bar morphing among the chart's clip,
    /// sweep and fades stayed at rest in WebKitGTK (docs/rendering.md, "Where the two differ").
    static let morphSceneName = "path morph (core API)"

    static func morphScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1), orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        var operations: [DrawingOperation] = []
        for (k, height) in [40.0, 70, 55, 90].enumerated() {
            let x = 20 + Double(k) * 30
            operations.append(DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: x, y: 110 - height, width: 20, height: height)), blue, evenOdd: false),
                                               animations: [DrawingAnimation(paths: [VectorPath(rect: Rect(x: x, y: 106, width: 20, height: 4)),
                                                                                     VectorPath(rect: Rect(x: x, y: 110 - height, width: 20, height: height))],
                                                                             begin: 0.05 + 0.08 * Double(k), duration: 0.4, curve: .easeOut,
                                                                             fillsBackwards: true)]))
        }
        func triangle(_ a: Point, _ b: Point, _ c: Point) -> VectorPath {
            VectorPath(elements: [.move(to: a), .line(to: b), .line(to: c), .close])
        }
        let pointing = triangle(Point(x: 180, y: 30), Point(x: 240, y: 60), Point(x: 180, y: 90))
        let flat = triangle(Point(x: 180, y: 100), Point(x: 240, y: 40), Point(x: 250, y: 100))
        operations.append(DrawingOperation(kind: .stroke(pointing, orange, DrawingStroke(lineWidth: 4, join: .round)),
                                           animations: [DrawingAnimation(paths: [pointing, flat], begin: 0.1, duration: 0.5, curve: .easeInEaseOut,
                                                                         autoreverses: true)]))
        return try cardScene(Drawing(size: Size(width: 280, height: 120), operations: operations), name: morphSceneName, label: "grow")
    }

    /// One white card of 280 × 120 on the grouped background, showing `drawing` for 1.2 s.
    static func cardScene(_ drawing: Drawing, name: String, label: String) throws -> Rendered {
        var content = ElementContent(fill: .white, cornerRadius: 12)
        content.drawing = drawing
        return try itemsScene([Item(id: "card", content: content)], itemSize: Size(width: 280, height: 120), height: 140,
                              duration: 1.2, name: name, label: label)
    }

    /// `items` of `itemSize` in a row, `spacing` apart, inset by 10 in a view 300 wide and
    /// `height` high on the grouped background, held still for `duration` seconds.
    static func itemsScene(_ items: [Item], itemSize: Size, spacing: Double = 10, height: Double = 120, duration: Double = 0.5,
                           name: String, label: String = "still") throws -> Rendered {
        let bounds = Rect(x: 0, y: 0, width: 300, height: height)
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]),
                                      layout: FlowLayout(itemSize: itemSize, minimumInteritemSpacing: spacing,
                                                         sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
                                      bounds: bounds, textMeasurer: CairoTextMeasurer())
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(view.stillTransition(duration: duration), label)])
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline), scale: 2)
    }
}
#endif
