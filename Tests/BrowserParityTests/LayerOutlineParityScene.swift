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
}
#endif

#if Tools
extension BrowserParityTests {
    /// Pictures drawn as templates: the star icon (a vector picture) in the system blue, a
    /// photo in a translucent red (its alpha is all opaque: a red box), and the star in its own
    /// colours beside them for comparison.
    static let templatePictureSceneName = "template pictures (core API)"

    static func templatePictureScene() throws -> Rendered {
        let star = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoetropeTestSupport.packageRoot + "/Fixtures/images/icons/star.svg")))
        let photo = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoetropeTestSupport.packageRoot + "/Fixtures/images/landscape.png")))
        let photoImage = try RasterImage(pngData: photo)
        let starAsset = ImageAsset(name: "star", svgData: star, width: 140, height: 140)
        let photoAsset = ImageAsset(name: "landscape", pngData: photo, pixelWidth: photoImage.width, pixelHeight: photoImage.height)
        func card(_ id: String, _ image: ImageContent) -> Item {
            var content = ElementContent(fill: .white, cornerRadius: 12)
            content.image = image
            return Item(id: ItemID(id), content: content)
        }
        let items = [
            card("blue", ImageContent(asset: starAsset, mode: .aspectFit, tint: Color(red: 0, green: 122.0 / 255, blue: 1))),
            card("red", ImageContent(asset: photoAsset, mode: .aspectFit, tint: Color(red: 1, green: 0.2, blue: 0.2, alpha: 0.6))),
            card("own", ImageContent(asset: starAsset, mode: .aspectFit)),
        ]
        let bounds = Rect(x: 0, y: 0, width: 300, height: 120)
        let view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]),
                                      layout: FlowLayout(itemSize: Size(width: 88, height: 100), minimumInteritemSpacing: 6,
                                                         sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
                                      bounds: bounds, textMeasurer: CairoTextMeasurer())
        let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255),
                                transitions: [(view.stillTransition(duration: 0.5), "still")])
        let name = templatePictureSceneName
        return Rendered(name: name, timeline: timeline, svg: SVGWriter(title: name, textOutliner: CairoTextOutliner()).document(for: timeline), scale: 2)
    }
}
#endif

#if Tools
extension BrowserParityTests {
    /// The context's shadow under text and pictures drawn in `draw(_:)`: a word and the star
    /// icon, each casting a soft shadow down and to the right.
    static let drawnShadowSceneName = "drawn shadows (core API)"

    static func drawnShadowScene() throws -> Rendered {
        let star = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoetropeTestSupport.packageRoot + "/Fixtures/images/icons/star.svg")))
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), offset: Point(x: 3, y: 5), radius: 4)
        var word = DrawingOperation(kind: .text(DrawnText(text: "Shadow", font: Font(size: 30, weight: .bold),
                                                          color: Color(red: 0, green: 122.0 / 255, blue: 1), origin: Point(x: 20, y: 70))))
        word.shadow = shadow
        var picture = DrawingOperation(kind: .image(ImageAsset(name: "star", svgData: star, width: 140, height: 140),
                                                    in: Rect(x: 170, y: 10, width: 100, height: 100)))
        picture.shadow = shadow
        return try cardScene(Drawing(size: Size(width: 280, height: 120), operations: [word, picture]), name: drawnShadowSceneName, label: "cast")
    }
}
#endif
