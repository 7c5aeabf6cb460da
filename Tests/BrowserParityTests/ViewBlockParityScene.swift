#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

extension BrowserParityTests {
    /// What a view changed inside an animation block shows, as ZoetropeUIKit records it: each
    /// animation runs from the old value to the model's, which holds after it. A card turning
    /// from white to blue; a square inside a card turning red after a delay (the old colour
    /// holding until then) while its corners round on a spring; a square cut to a triangle by its
    /// mask and turned a quarter round, fading out; a labelled bar growing about its centre over a red view cut to a circle by the view holding it.
    static let viewBlockSceneName = "view block animations (core API)"

    static func viewBlockScene() throws -> Rendered {
        let blue = Color(red: 0, green: 122.0 / 255, blue: 1), red = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
        let square = ResizingFrame(fixed: Rect(x: 13, y: 30, width: 40, height: 40))
        var tint = ElementContent(fill: .color(blue), cornerRadius: 12)
        tint.fillColorAnimations = [DrawingAnimation(property: .fillColor, colors: [.white, blue], begin: 0.1, duration: 0.6, curve: .easeInEaseOut)]
        var recolour = ElementContent(fill: .color(red))
        recolour.cornerRadius = 20
        recolour.fillColorAnimations = [DrawingAnimation(property: .fillColor, colors: [.black, red], begin: 0.3, duration: 0.5,
                                                         fillsBackwards: true)]
        recolour.cornerRadiusAnimations = [DrawingAnimation(property: .cornerRadius, values: [0, 20], begin: 0, duration: 0.8,
                                                            curve: .spring(Spring(uiViewDuration: 0.8, dampingRatio: 0.4)))]
        var badged = ElementContent(fill: .white, cornerRadius: 12)
        badged.subviews = [Subview(frame: square, content: recolour)]
        var fade = ElementContent(fill: .black)
        // Cut by its layer's mask to a triangle, turned a quarter round with the square.
        fade.mask = DrawingClip(path: VectorPath(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 40, y: 0)),
                                                             .line(to: Point(x: 0, y: 40)), .close]))
        fade.contentTransform = Transform3D(Transform(rotationAngle: .pi / 2))
        fade.opacityAnimations = [DrawingAnimation(property: .opacity, values: [1, 0], begin: 0, duration: 0.8, curve: .easeIn, restingValue: 0)]
        var faded = ElementContent(fill: .white, cornerRadius: 12)
        faded.subviews = [Subview(frame: square, content: fade)]
        // A bar growing from 20 to 50 wide about its centre, with a label in it.
        var bar = ElementContent(fill: .color(blue), cornerRadius: 4,
                                 label: Label(text: "72%", color: .white, fontSize: 11, weight: .semibold, alignment: .center, insets: .zero))
        bar.sizeAnimations = [DrawingAnimation(property: .widthChange, values: [-30, 0], begin: 0.1, duration: 0.6, curve: .easeInEaseOut)]
        var grown = ElementContent(fill: .white, cornerRadius: 12)
        // Under it, a red view cut by a round holder that clips.
        let cut = Subview(frame: ResizingFrame(fixed: Rect(x: 0, y: 60, width: 66, height: 40)), content: ElementContent(fill: .color(red)),
                          clip: SubviewClip(frame: ResizingFrame(fixed: Rect(x: 18, y: 64, width: 30, height: 30)), cornerRadius: 15))
        grown.subviews = [Subview(frame: ResizingFrame(fixed: Rect(x: 8, y: 30, width: 50, height: 20)), content: bar), cut]
        let items = [Item(id: ItemID("tint"), content: tint), Item(id: ItemID("badge"), content: badged), Item(id: ItemID("fade"), content: faded),
                     Item(id: ItemID("grow"), content: grown)]
        return try itemsScene(items, itemSize: Size(width: 66, height: 100), spacing: 6, duration: 1, name: viewBlockSceneName, label: "block")
    }
}
#endif
