import Foundation
import Testing
import ZoetropeUIKit

typealias ResponderIndexPath = Foundation.IndexPath

/// What code that began in Objective-C uses of the responder and the runtime, as a
/// round-cornered section layout uses it: a decoration view that reports a tap from
/// `touchesEnded(_:with:)`, a delegate protocol that takes `NSInteger`s and is asked with
/// `responds(to:)` before each call, and a cell that walks `next` to find its controller.
@Suite struct ResponderTests {
    /// Calls its handler when a touch ends on it, as a section's card reports a tap.
    final class TappableCard: UICollectionReusableView {
        var tapped: (() -> Void)?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            if event?.type == .touches { tapped?() }
        }
    }

    protocol CardDelegate: UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, cardCornerForSection section: NSInteger) -> CGFloat
    }

    final class Screen: UIViewController, UICollectionViewDataSource, CardDelegate {
        lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ResponderIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, cardCornerForSection section: NSInteger) -> CGFloat { 12 }
    }

    @Test func aCellFindsItsControllerByWalkingTheResponderChain() throws {
        let screen = Screen()
        var found: UIViewController?
        _ = try ZoetropeUIKit.record(viewController: screen) { controller in
            var responder: UIResponder? = controller.collectionView.cellForItem(at: ResponderIndexPath(item: 0, section: 0))
            while let current = responder, !(current is UIViewController) { responder = current.next }
            found = responder as? UIViewController
        }
        #expect(found === screen, "cell → collection view → the controller's view → the controller")
        #expect(screen.next == nil, "a controller whose view has no superview has no next responder")
    }

    @Test func aDelegateAskedWithRespondsToAnswersAsOnThePhone() throws {
        let screen = Screen()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
        let delegate: any CardDelegate = screen
        let section: NSInteger = 0
        #if !canImport(ObjectiveC)
        // On Linux there is no runtime to ask: each method is there, its default answering as
        // its absence did. (On macOS the runtime answers, and the `else` branch gives the same.)
        #expect(delegate.responds(to: Selector(("collectionView:layout:cardCornerForSection:"))))
        #expect(delegate.responds(to: Selector(("collectionView:layout:insetForSectionAt:"))))
        #endif
        // A flow layout method the screen leaves out answers the layout's value, as the `else`
        // branch that reads the layout's property does.
        let inset = delegate.collectionView(screen.collectionView, layout: layout, insetForSectionAt: section)
        #expect(inset == layout.sectionInset)
        #expect(delegate.collectionView(screen.collectionView, layout: layout, cardCornerForSection: section) == 12)
    }

    @Test func aTouchOverrideRunsWhenTheAppCallsItAndTheDefaultPassesItOn() {
        let card = TappableCard(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var taps = 0
        card.tapped = { taps += 1 }
        card.touchesEnded([], with: UIEvent())
        #expect(taps == 1)
        // A plain view passes the touch to its superview, as UIKit's default does.
        let inner = UIView(frame: card.bounds)
        card.addSubview(inner)
        inner.touchesEnded([], with: UIEvent())
        #expect(taps == 2)
        #expect(!inner.becomeFirstResponder() && !inner.isFirstResponder, "nothing takes the keyboard in a recording")
    }
}
