import Foundation
import Testing
import ZoetropeCore
import ZoetropeTestSupport
import ZoetropeUIKit

/// A view controller is made inside its recording: what its stored properties make as it is
/// initialised (`let images = [#imageLiteral(resourceName: "beats")]`, GravitySlider's; a
/// layout as wide as `UIScreen.main.bounds`) has the recording's catalogue and screen.
@Suite struct ControllerMadeInRecordingTests {
    final class Screen: UIViewController {
        let picture = UIImage(named: "Star")
        let literal = #imageLiteral(resourceName: "Star")
        let screenWidth = UIScreen.main.bounds.width
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            view.addSubview(collectionView)
        }
    }

    @Test func aControllersPropertiesAreMadeWithTheRecordingsCatalogueAndScreen() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Star", images: #"[{"idiom": "universal", "filename": "star@3x.png", "scale": "3x"}]"#,
                               files: ["star@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (0, 0, 255, 255))])
        var seen: (picture: CGSize?, literal: CGSize, width: CGFloat)?
        _ = try ZoetropeUIKit.record(viewController: Screen(), frame: CGRect(x: 0, y: 0, width: 320, height: 568),
                                     assets: URL(fileURLWithPath: catalogue.path)) { screen in
            seen = (screen.picture?.size, screen.literal.size, screen.screenWidth)
        }
        #expect(seen?.picture == CGSize(width: 24, height: 24))
        #expect(seen?.literal == CGSize(width: 24, height: 24))
        #expect(seen?.width == 320)
    }
}
