#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Cards that draw themselves (`ElementContent.drawing`, what `draw(_:)` records): a
    /// line chart over a gradient cut to the area under it, a dashed axis, a progress ring with
    /// round caps swept in by a `strokeEnd` animation, a radial glow that fades and comes back,
    /// a shadow cast by a shape alone, an even-odd ring, a transformed square and a line of
    /// text.
    /// One card is inserted, then every card grows, so the drawings stretch mid-animation.
    static func drawingScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1)
        let green = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
        func arc(center: Point, radius r: Double, from start: Double, sweep: Double) -> [VectorPath.Element] {
            let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
            let step = sweep / Double(pieces)
            let k = 4.0 / 3.0 * tan(step / 4) * r
            func point(_ a: Double) -> Point { Point(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
            var elements: [VectorPath.Element] = [.move(to: point(start))]
            var angle = start
            for _ in 0..<pieces {
                let next = angle + step
                let from = point(angle), to = point(next)
                elements.append(.curve(to: to, control1: Point(x: from.x - k * sin(angle), y: from.y + k * cos(angle)),
                                       control2: Point(x: to.x + k * sin(next), y: to.y - k * cos(next))))
                angle = next
            }
            return elements
        }
        /// A ring's stroke swept from nothing to `end` of its length (a layer's `strokeEnd`
        /// animation), from 0.05 s for half a second, eased.
        func sweep(_ operation: DrawingOperation, to end: Double) -> DrawingOperation {
            var swept = operation
            swept.strokeEnd = end
            // Its colour turns from green to blue as it sweeps (a layer's `strokeColor`), with
            // its cut: the two are written as one path.
            swept.animations = [DrawingAnimation(property: .strokeEnd, values: [0, end], begin: 0.05, duration: 0.5, curve: .easeInEaseOut,
                                                 fillsBackwards: true),
                                DrawingAnimation(property: .strokeColor, colors: [green, blue], begin: 0.05, duration: 0.5, curve: .easeInEaseOut,
                                                 fillsBackwards: true, fillsForwards: true)]
            return swept
        }
        func card(_ id: String, values: [Double], progress: Double) -> Item {
            let size = Size(width: 300, height: 120)
            let plot = Rect(x: 16, y: 36, width: 200, height: 64)
            let points = values.enumerated().map { k, v in
                Point(x: plot.minX + plot.width * Double(k) / Double(values.count - 1), y: plot.maxY - plot.height * v)
            }
            let line = VectorPath(elements: [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) })
            let area = VectorPath(elements: line.elements + [.line(to: Point(x: plot.maxX, y: plot.maxY)), .line(to: Point(x: plot.minX, y: plot.maxY)), .close])
            var fading = blue
            fading.alpha = 0
            var half = blue
            half.alpha = 0.5
            let operations: [DrawingOperation] = [
                DrawingOperation(kind: .linearGradient(DrawnGradient(stops: [GradientStop(location: 0, color: half), GradientStop(location: 1, color: fading)]),
                                                       start: Point(x: 0, y: plot.minY), end: Point(x: 0, y: plot.maxY)), clip: 0),
                DrawingOperation(kind: .stroke(line, blue, DrawingStroke(lineWidth: 3, cap: .round, join: .round))),
                DrawingOperation(kind: .stroke(VectorPath(elements: [.move(to: Point(x: plot.minX, y: plot.maxY + 4)), .line(to: Point(x: plot.maxX, y: plot.maxY + 4))]),
                                               Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255), DrawingStroke(lineWidth: 1, dash: [4, 4]))),
                sweep(DrawingOperation(kind: .stroke(VectorPath(elements: arc(center: Point(x: 262, y: 60), radius: 22, from: -.pi / 2, sweep: 2 * .pi)),
                                                     green, DrawingStroke(lineWidth: 6, cap: .round))), to: progress),
                {
                    var shadow = DrawingOperation(kind: .shadow(VectorPath(rect: Rect(x: 226, y: 88, width: 16, height: 10)), evenOdd: false))
                    shadow.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 3), radius: 4)
                    return shadow
                }(),
                DrawingOperation(kind: .radialGradient(DrawnGradient(stops: [GradientStop(location: 0, color: Color(red: 1, green: 149.0 / 255, blue: 0)),
                                                                             GradientStop(location: 1, color: Color(red: 1, green: 149.0 / 255, blue: 0, alpha: 0))]),
                                                       startCenter: Point(x: 262, y: 100), startRadius: 0, endCenter: Point(x: 262, y: 100), endRadius: 12),
                                 animations: [DrawingAnimation(property: .opacity, values: [0.2, 1], begin: 0.1, duration: 0.3, curve: .easeIn,
                                                               repeatCount: 1, autoreverses: true, restingValue: 1)]),
                DrawingOperation(kind: .fill(VectorPath(elements: arc(center: Point(x: 240, y: 18), radius: 8, from: 0, sweep: 2 * .pi) + [.close]
                                                        + arc(center: Point(x: 240, y: 18), radius: 4, from: 0, sweep: 2 * .pi) + [.close]),
                                             Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255), evenOdd: true),
                                 // A fill's colour (a layer's `fillColor`) to translucent orange and back.
                                 animations: [DrawingAnimation(property: .fillColor, colors: [Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255),
                                                                                              Color(red: 1, green: 149.0 / 255, blue: 0, alpha: 0.5)],
                                                               begin: 0.2, duration: 0.25, curve: .easeInEaseOut, autoreverses: true)]),
                DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: -5, y: -5, width: 10, height: 10)), Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255), evenOdd: false),
                                 transform: Transform(rotationAngle: .pi / 6).concatenating(Transform(translationX: 280, y: 18)), alpha: 0.8),
                DrawingOperation(kind: .text(DrawnText(text: "Steps this week", font: Font(size: 15, weight: .semibold), color: .black, origin: Point(x: 16, y: 24)))),
            ]
            var content = ElementContent(fill: .white, cornerRadius: 12)
            content.drawing = Drawing(size: size, operations: operations, clips: [DrawingClip(path: area)])
            return Item(id: ItemID(id), content: content)
        }
        let layout = FlowLayout(itemSize: Size(width: 300, height: 120), minimumLineSpacing: 10, sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let bounds = Rect(x: 0, y: 0, width: 320, height: 420)
        let first = card("a", values: [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.4], progress: 0.7)
        let second = card("b", values: [0.6, 0.4, 0.7, 0.3, 0.5, 0.2, 0.8], progress: 0.3)
        let third = card("c", values: [0.1, 0.3, 0.5, 0.7, 0.9, 0.8, 0.95], progress: 0.95)
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: [first, second])]), layout: layout, bounds: bounds,
                                      textMeasurer: CairoTextMeasurer())
        let animation = UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.4))
        let insert = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: [first, third, second])]), animation: animation)
        let grow = view.setCollectionViewLayout(FlowLayout(itemSize: Size(width: 300, height: 150), minimumLineSpacing: 10,
                                                           sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)), animation: animation)
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(insert, "insert"), (grow, "grow")])
        let name = "drawings (core API)"
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline),
                        scale: 2)
    }
}
#endif
