import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A clear collection view shows the colour of the screen it lies on, as on the phone (a
/// carousel over its view controller's coloured view).
@Suite struct ClearCollectionViewBackdropTests {
    final class Screen: UIViewController {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var backdrop: UIColor? = .systemIndigo
        var collectionViewColor: UIColor? = .clear
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = backdrop
            collectionView.backgroundColor = collectionViewColor
            collectionView.frame = view.bounds
            view.addSubview(collectionView)
        }
    }

    private func background(of screen: Screen, traits: UITraitCollection = UITraitCollection()) throws -> Color {
        try ZoetropeUIKit.record(viewController: screen, traits: traits) { $0.collectionView.layoutIfNeeded() }.background
    }

    @Test func theScreensColourShowsThroughAClearCollectionView() throws {
        #expect(try background(of: Screen()) == Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255))
        // In the dark, the dark variant: resolved in the collection view's traits.
        #expect(try background(of: Screen(), traits: UITraitCollection(userInterfaceStyle: .dark)) == Color(red: 94 / 255, green: 92 / 255, blue: 230 / 255))
    }

    @Test func aTranslucentCollectionViewIsLaidOverTheScreensColour() throws {
        let screen = Screen()
        screen.backdrop = .white
        screen.collectionViewColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(try background(of: screen) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func anOpaqueCollectionViewHidesTheScreen() throws {
        let screen = Screen()
        screen.collectionViewColor = .systemYellow
        #expect(try background(of: screen) == Color(red: 1, green: 204 / 255, blue: 0))
    }

    @Test func withNothingColouredBehindItAClearCollectionViewStaysClear() throws {
        let screen = Screen()
        screen.backdrop = nil
        #expect(try background(of: screen).alpha == 0)
    }
}
