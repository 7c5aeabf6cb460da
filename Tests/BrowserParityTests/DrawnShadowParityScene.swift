#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

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
