#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

extension BrowserParityTests {
    /// Layers whose bounds, corners and colours animate: a card growing from a square into a
    /// wider rounded one over its morphing shadow, and a layer that masks to its bounds
    /// shrinking into a circle while its colour turns (its clip a mask whose path morphs).
    static let layerOutlineSceneName = "layer outlines (core API)"

    static func layerOutlineScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1), orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        /// A box with its four corners rounded by `r`, always of the same elements.
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> VectorPath {
            let k = r * (1 - 0.5523)
            return VectorPath(elements: [
                .move(to: Point(x: x + r, y: y)), .line(to: Point(x: x + w - r, y: y)),
                .curve(to: Point(x: x + w, y: y + r), control1: Point(x: x + w - k, y: y), control2: Point(x: x + w, y: y + k)),
                .line(to: Point(x: x + w, y: y + h - r)),
                .curve(to: Point(x: x + w - r, y: y + h), control1: Point(x: x + w, y: y + h - k), control2: Point(x: x + w - k, y: y + h)),
                .line(to: Point(x: x + r, y: y + h)),
                .curve(to: Point(x: x, y: y + h - r), control1: Point(x: x + k, y: y + h), control2: Point(x: x, y: y + h - k)),
                .line(to: Point(x: x, y: y + r)),
                .curve(to: Point(x: x + r, y: y), control1: Point(x: x, y: y + k), control2: Point(x: x + k, y: y)),
                .close,
            ])
        }
        // The growing card about (70, 60), from a 40-point square to 100 × 70 with 20-point corners.
        let small = box(50, 40, 40, 40, 0), large = box(20, 25, 100, 70, 20)
        let grow = DrawingAnimation(paths: [small, large], begin: 0.1, duration: 0.8, curve: .easeInEaseOut, fillsForwards: true)
        var shadow = DrawingOperation(kind: .shadow(small, evenOdd: false), animations: [grow])
        shadow.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 6), radius: 6)
        var operations = [shadow, DrawingOperation(kind: .fill(small, blue, evenOdd: false), animations: [grow])]
        // The masking layer about (210, 60): 120 × 100 cut to 100 × 80, shrinking to a circle of 60.
        let shrink = DrawingAnimation(paths: [box(160, 20, 100, 80, 0), box(180, 30, 60, 60, 30)], begin: 0.2, duration: 0.8,
                                      curve: .easeInEaseOut, fillsForwards: true)
        var clip = DrawingClip(path: box(160, 20, 100, 80, 0))
        clip.animations = [shrink]
        let turn = DrawingAnimation(property: .fillColor, colors: [orange, blue], begin: 0.2, duration: 0.8, fillsForwards: true)
        operations.append(DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: 150, y: 10, width: 120, height: 100)), orange, evenOdd: false),
                                           clip: 0, animations: [turn]))
        return try cardScene(Drawing(size: Size(width: 280, height: 120), operations: operations, clips: [clip]), name: layerOutlineSceneName, label: "grow")
    }
}
#endif
