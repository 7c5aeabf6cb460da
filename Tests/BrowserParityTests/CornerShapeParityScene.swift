#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

extension BrowserParityTests {
    /// Corners other than four quarter circles (`CornerShape`), written as paths in the SVG: a
    /// continuous card with a shadow and a border; a card rounded at its top only whose
    /// corners round in over the animation; a bar rounded at its trailing corners, continuous,
    /// growing about its centre; a gradient rounded at one continuous corner.
    static let cornerShapeSceneName = "corner shapes (core API)"

    static func cornerShapeScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1), green = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
        var continuous = ElementContent(fill: .color(blue), cornerRadius: 24,
                                        border: Border(width: 3, color: .black),
                                        shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 4), radius: 6))
        continuous.cornerShape = CornerShape(curve: .continuous)
        var top = ElementContent(fill: .color(green), cornerRadius: 30)
        top.cornerShape = CornerShape(rounded: [.topLeft, .topRight])
        top.cornerRadiusAnimations = [DrawingAnimation(property: .cornerRadius, values: [0, 30], begin: 0.1, duration: 0.7, curve: .easeInEaseOut)]
        var bar = ElementContent(fill: .color(blue), cornerRadius: 10)
        bar.cornerShape = CornerShape(curve: .continuous, rounded: [.topRight, .bottomRight])
        bar.sizeAnimations = [DrawingAnimation(property: .widthChange, values: [-30, 0], begin: 0.1, duration: 0.6, curve: .easeInEaseOut)]
        var holder = ElementContent(fill: .white, cornerRadius: 12)
        holder.subviews = [Subview(frame: ResizingFrame(fixed: Rect(x: 6, y: 30, width: 54, height: 24)), content: bar)]
        var gradient = ElementContent(fill: .white, cornerRadius: 40)
        gradient.cornerShape = CornerShape(curve: .continuous, rounded: [.bottomLeft])
        gradient.fill = .linearGradient(LinearGradient(stops: [GradientStop(location: 0, color: green), GradientStop(location: 1, color: blue)],
                                                      start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        let items = [Item(id: ItemID("continuous"), content: continuous), Item(id: ItemID("top"), content: top),
                     Item(id: ItemID("bar"), content: holder), Item(id: ItemID("gradient"), content: gradient)]
        return try itemsScene(items, itemSize: Size(width: 66, height: 100), spacing: 6, duration: 1, name: cornerShapeSceneName, label: "corners")
    }
}
#endif
