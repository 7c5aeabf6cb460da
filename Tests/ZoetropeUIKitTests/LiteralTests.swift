import Foundation
import Testing
import ZoetropeCore
import ZoetropeTestSupport
import ZoetropeUIKit

/// `#colorLiteral` and `#imageLiteral`, as example apps written with Xcode's colour and image
/// pickers use them (GravitySlider's product pictures, a palette of card colours).
@Suite struct LiteralTests {
    @Test func aColourLiteralIsTheColourOfItsComponents() {
        let coral = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        #expect(coral.red == 1 && coral.green == 0.5 && coral.blue == 0.25 && coral.alpha == 1)
        // The literal's default type is UIColor, as UIKit declares it.
        let palette = [#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)]
        #expect(type(of: palette) == [UIColor].self && palette[0].alpha == 0.5)
    }

    private func catalogue() throws -> TestCatalogue {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("beats_image", images: #"[{"idiom": "universal", "filename": "beats@3x.png", "scale": "3x"}]"#,
                               files: ["beats@3x.png": try TestCatalogue.png(width: 60, height: 30, rgba: (255, 0, 0, 255))])
        return catalogue
    }

    @Test func anImageLiteralIsTheCataloguesPicture() throws {
        let catalogue = try catalogue()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: catalogue.path)) { _ in
            let images = [#imageLiteral(resourceName: "beats_image")]
            #expect(images[0].size == CGSize(width: 20, height: 10))
        }
    }

    @Test func anImageLiteralWithoutACatalogueIsAnEmptyPicture() throws {
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { _ in
            let picture = #imageLiteral(resourceName: "beats_image")
            #expect(picture.size == .zero)
        }
    }

    /// The phone stops at a literal its catalogue lacks; the recording fails, naming it.
    @Test func anImageLiteralTheCatalogueLacksFailsTheRecordingNamingIt() throws {
        let catalogue = try catalogue()
        let error = #expect(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: catalogue.path)) { _ in
                _ = #imageLiteral(resourceName: "beats_headphone")
            }
        }
        #expect(error?.description.contains("beats_headphone.imageset") == true)
        #expect(error?.description.contains("#imageLiteral(resourceName: \"beats_headphone\")") == true)
    }
}
