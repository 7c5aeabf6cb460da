#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

extension BrowserParityTests {
    /// Gradient layers as masks: a bar fading out to the right (its mask's alpha running
    /// through a stop at 60 %), and a turned spot of two colours faded by an elliptical radial
    /// mask, solid at its centre.
    static let gradientMaskSceneName = "gradient masks (core API)"

    static func gradientMaskScene() throws -> Rendered {
        let ink = Color(red: 0.1, green: 0.1, blue: 0.12), blue = Color(red: 0, green: 122.0 / 255, blue: 1)
        let orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        let opaque = Color(red: 0, green: 0, blue: 0), clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
        var bar = DrawingClip(path: VectorPath(rect: Rect(x: 20, y: 20, width: 120, height: 80)))
        bar.fade = ClipFade(stops: [GradientStop(location: 0, color: opaque), GradientStop(location: 0.6, color: Color(red: 0, green: 0, blue: 0, alpha: 0.8)),
                                    GradientStop(location: 1, color: clear)],
                            shape: .linear(start: Point(x: 20, y: 0), end: Point(x: 140, y: 0)))
        var spot = DrawingClip(path: VectorPath(rect: Rect(x: -50, y: -40, width: 100, height: 80)), transform: Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 210, y: 60)))
        spot.fade = ClipFade(stops: [GradientStop(location: 0, color: opaque), GradientStop(location: 1, color: clear)],
                             shape: .radial(center: Point(x: 0, y: 0), radii: Size(width: 50, height: 40)))
        let operations = [
            DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: 0, y: 0, width: 160, height: 120)), ink, evenOdd: false), clip: 0),
            DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: 150, y: 0, width: 60, height: 120)), blue, evenOdd: false), clip: 1),
            DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: 210, y: 0, width: 70, height: 120)), orange, evenOdd: false), clip: 1),
        ]
        return try cardScene(Drawing(size: Size(width: 280, height: 120), operations: operations, clips: [bar, spot]), name: gradientMaskSceneName, label: "fade")
    }

    /// Cells masked by their own layer's mask: one faded out towards its bottom, one cut to a
    /// diamond.
    static let elementMaskSceneName = "element masks (core API)"

    static func elementMaskScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1), orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        var faded = ElementContent(fill: blue, cornerRadius: 12)
        var fade = DrawingClip(path: VectorPath(rect: Rect(x: 0, y: 0, width: 130, height: 100)))
        fade.fade = ClipFade(stops: [GradientStop(location: 0.2, color: Color(red: 0, green: 0, blue: 0)),
                                     GradientStop(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0))],
                             shape: .linear(start: Point(x: 0, y: 0), end: Point(x: 0, y: 100)))
        faded.mask = fade
        var diamond = ElementContent(fill: orange)
        diamond.mask = DrawingClip(path: VectorPath(elements: [.move(to: Point(x: 65, y: 0)), .line(to: Point(x: 130, y: 50)),
                                                               .line(to: Point(x: 65, y: 100)), .line(to: Point(x: 0, y: 50)), .close]))
        return try itemsScene([Item(id: "faded", content: faded), Item(id: "diamond", content: diamond)],
                              itemSize: Size(width: 130, height: 100), name: elementMaskSceneName)
    }
}
#endif
