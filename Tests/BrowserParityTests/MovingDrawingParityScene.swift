#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Six chart cells that do not animate their drawings trading places: in the frames each
    /// drawing is laid as a picture made at the quarter pixel nearest its corner
    /// (`FrameRenderer.drawAsPicture`), in the browser drawn from its paths where it falls.
    static let movingDrawingSceneName = "moving drawings (core API)"

    static func movingDrawingScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1)
        let items = (0..<6).map { index -> Item in
            let points = (0..<8).map { k -> Point in
                let wave: Double = sin(Double(k + 2 * index) * 0.9)
                return Point(x: 8 + 104 * Double(k) / 7, y: 35 - 15 * wave)
            }
            let line = VectorPath(elements: [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) })
            let area = VectorPath(elements: line.elements + [.line(to: Point(x: 112, y: 56)), .line(to: Point(x: 8, y: 56)), .close])
            let pale = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.35), clear = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0)
            var content = ElementContent(fill: .white, cornerRadius: 10)
            content.drawing = Drawing(size: Size(width: 120, height: 60), operations: [
                DrawingOperation(kind: .linearGradient(DrawnGradient(stops: [GradientStop(location: 0, color: pale), GradientStop(location: 1, color: clear)]),
                                                       start: Point(x: 0, y: 20), end: Point(x: 0, y: 56)), clip: 0),
                DrawingOperation(kind: .stroke(line, blue, DrawingStroke(lineWidth: 2, cap: .round, join: .round))),
            ], clips: [DrawingClip(path: area)])
            return Item(id: ItemID("chart \(index)"), content: content)
        }
        let bounds = Rect(x: 0, y: 0, width: 280, height: 220)
        let layout = FlowLayout(itemSize: Size(width: 120, height: 60), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15))
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]), layout: layout, bounds: bounds,
                                      textMeasurer: CairoTextMeasurer())
        let transition = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())]),
                                        animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 1)))
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(transition, "trade")])
        let name = movingDrawingSceneName
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline), scale: 2)
    }
}
#endif
