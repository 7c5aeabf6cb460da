import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Gesture recognisers, added as apps add them (a long press to reorder, a tap on a cell, the
/// scroll view's own pan made to wait for another): kept where UIKit keeps them, never
/// recognising anything, and never changing what is recorded.
@Suite struct GestureRecognizerTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A grid whose controller reorders on a long press, as UIKit's reordering samples do.
    final class ReorderingController: UICollectionViewController, UIGestureRecognizerDelegate {
        var began = 0
        var asked = 0
        lazy var longPress = UILongPressGestureRecognizer(target: self, action: Selector(("handleLongPress:")))
        let swipe = UISwipeGestureRecognizer()

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            longPress.minimumPressDuration = 0.3
            longPress.delegate = self
            collectionView.addGestureRecognizer(longPress)
            swipe.direction = [.left, .right]
            collectionView.addGestureRecognizer(swipe)
            collectionView.panGestureRecognizer.require(toFail: longPress)
        }

        func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
            switch gesture.state {
            case .began:
                began += 1
                if let path = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) {
                    collectionView.beginInteractiveMovementForItem(at: path)
                }
            default: break
            }
        }

        var order = [0, 1, 2, 3]
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: UIKitIndexPath, to destinationIndexPath: UIKitIndexPath) {
            order.insert(order.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return true
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = Palette.colors[order[indexPath.item]]
            if cell.gestureRecognizers == nil {
                cell.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(("cellTapped:"))))
            }
            return cell
        }
    }

    @Test func recognisersAreKeptOnTheirViewsAndNeverRecogniseAnything() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = ReorderingController(collectionViewLayout: layout)
        let timeline = try ZoetropeUIKit.record(viewController: controller)
        let recognizers = try #require(controller.collectionView.gestureRecognizers)
        // The scroll view's own pan (made when first asked for), the long press, the swipe.
        #expect(recognizers.count == 3)
        #expect(recognizers.contains { $0 === controller.longPress } && recognizers.contains { $0 === controller.collectionView.panGestureRecognizer })
        #expect(controller.longPress.view === controller.collectionView)
        #expect(controller.longPress.minimumPressDuration == 0.3 && controller.longPress.allowableMovement == 10)
        #expect(controller.longPress.targetActions.count == 1 && controller.longPress.targetActions[0].action == Selector(("handleLongPress:")))
        #expect(controller.collectionView.panGestureRecognizer.requiredToFail.first === controller.longPress)
        #expect(controller.swipe.direction == [.left, .right])
        // No finger: nothing begins, no delegate is asked, nothing moves.
        #expect(recognizers.allSatisfy { $0.state == .possible })
        #expect(controller.began == 0 && controller.asked == 0)
        #expect(timeline.segments.isEmpty || timeline.segments.allSatisfy { $0.transition.tracks.allSatisfy { $0.role == .staying } })
        // Each shown cell holds its own tap.
        let cell = try #require(controller.collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0)))
        #expect(cell.gestureRecognizers?.count == 1 && cell.gestureRecognizers?.first is UITapGestureRecognizer)
    }

    @Test func aRecogniserMovesToTheViewItIsAddedToLastAndCanBeRemoved() {
        let first = UIView(), second = UIView()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        first.addGestureRecognizer(pan)
        second.addGestureRecognizer(pan)
        #expect(pan.view === second)
        #expect(first.gestureRecognizers?.isEmpty == true && second.gestureRecognizers?.count == 1)
        pan.setTranslation(CGPoint(x: 4, y: 0), in: second)
        #expect(pan.translation(in: second) == CGPoint(x: 4, y: 0) && pan.velocity(in: second) == .zero)
        second.removeGestureRecognizer(pan)
        #expect(pan.view == nil && second.gestureRecognizers?.isEmpty == true)
        pan.addTarget(first, action: Selector(("moved:")))
        pan.removeTarget(first, action: nil)
        #expect(pan.targetActions.isEmpty)
    }

    /// What a long-press handler calls, called by the recording itself (no finger runs the
    /// handler): the item under the point dragged to is where the moved one goes, the data
    /// source moves it in the app's data, and the move is animated.
    @Test func anInteractiveMovementEndsInTheDataSourcesMoveAndAnAnimatedMove() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = ReorderingController(collectionViewLayout: layout)
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            let collectionView = controller.collectionView!
            #expect(collectionView.beginInteractiveMovementForItem(at: UIKitIndexPath(item: 0, section: 0)))
            #expect(!collectionView.beginInteractiveMovementForItem(at: UIKitIndexPath(item: 1, section: 0)), "one movement at a time")
            let third = collectionView.layoutAttributesForItem(at: UIKitIndexPath(item: 2, section: 0))
            collectionView.updateInteractiveMovementTargetPosition(third?.center ?? .zero)
            collectionView.endInteractiveMovement()
        }
        #expect(controller.order == [1, 2, 0, 3])
        let step = try #require(timeline.segments.last)
        let moved = try #require(step.transition.tracks.first { $0.role == .moving && $0.element == .cell(ZoetropeCore.IndexPath(item: 2, section: 0)) })
        #expect(moved.from.frame.minX < moved.to.frame.minX)
    }
}
