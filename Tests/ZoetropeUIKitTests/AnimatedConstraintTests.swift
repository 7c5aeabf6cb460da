import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A screen that animates a constraint, as apps slide a panel up: the collection view the
/// constraints size changes size in that animation.
@Suite struct AnimatedConstraintTests {
    final class PanelController: UIViewController {
        var collectionView: UICollectionView! = nil
        var bottom: NSLayoutConstraint! = nil
        let source = ColorDataSource(sections: [Palette.colors(6)])

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            bottom = collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottom,
            ])
            source.register(in: collectionView)
        }
    }

    @Test func aRootViewsMarginsAreTheSystemMinimumMeasuredFromTheSafeArea() throws {
        final class MarginsController: UIViewController {
            var collectionView: UICollectionView! = nil
            let source = ColorDataSource(sections: [Palette.colors(3)])
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(collectionView)
                let margins = view.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    collectionView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    collectionView.topAnchor.constraint(equalTo: margins.topAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
                source.register(in: collectionView)
            }
        }
        let controller = MarginsController()
        _ = try ZoetropeUIKit.record(viewController: controller, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 16 points each side, nothing above the safe area's top; the bottom on the safe area.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.collectionView.frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
    }

    @Test func aChatScreenPinnedToTheKeyboardGuideEndsAtTheSafeAreaWithNoKeyboard() throws {
        final class ChatController: UIViewController {
            var collectionView: UICollectionView! = nil
            let composer = UIView()
            let source = ColorDataSource(sections: [Palette.colors(3)])
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                for view in [collectionView!, composer] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    self.view.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: composer.topAnchor),
                    composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    composer.heightAnchor.constraint(equalToConstant: 52),
                    composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                ])
                source.register(in: collectionView)
            }
        }
        let controller = ChatController()
        _ = try ZoetropeUIKit.record(viewController: controller, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(controller.composer.frame == CGRect(x: 0, y: 758, width: 390, height: 52))
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 711))
    }

    @Test func aConstraintChangedInsideAnAnimationResizesTheCollectionViewInThatAnimation() throws {
        let controller = PanelController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            UIView.animate(withDuration: 0.3) {
                controller.bottom.constant = -300
                controller.view.layoutIfNeeded()
            }
        }
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 544))
        #expect(timeline.segments.count == 1)
        #expect(timeline.segments.first?.label == "bounds" && timeline.segments.first?.duration == 0.3)
    }
}
