#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeTestSupport

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
        return try itemsScene(items, itemSize: Size(width: 88, height: 100), spacing: 6, name: templatePictureSceneName)
    }
}
#endif
