import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A screen's controller, written as Apple's samples write one, is recorded as it comes up
/// and as the app then changes it.
@Suite struct ViewControllerTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    @Test func theControllersCollectionViewIsRecordedAfterItsScreenComesUpInUIKitsOrder() throws {
        let controller = GridViewController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            var snapshot = controller.dataSource.snapshot()
            snapshot.deleteItems([0, 1])
            controller.dataSource.apply(snapshot)
        }
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.navigationItem.title == "Grid")
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(timeline.viewportSize == Size(width: 390, height: 844))
        // The app's change is the one step: two items leave, the others move up two places.
        #expect(timeline.segments.count == 1)
        let tracks = timeline.segments[0].transition.tracks
        #expect(tracks.filter { $0.role == .disappearing }.count == 2)
        let third = try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) && $0.role == .moving })
        #expect(third.from.frame == Rect(x: 156, y: 0, width: 78, height: 78) && third.to.frame == Rect(x: 0, y: 0, width: 78, height: 78))
    }

    /// UIKit's `UICollectionViewController`, subclassed as apps and tutorials do: its methods
    /// are overridden, and it is its collection view's data source and delegate.
    final class SwatchesController: UICollectionViewController {
        var loaded = false
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            // Its pages not waiting for a touch, as a card slider sets it.
            collectionView.delaysContentTouches = false
            loaded = true
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = Palette.colors[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: UIKitIndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
        }
        // A full-screen demo's status bar, which a recording does not draw.
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        // As a slanted-layout demo slides its status bar away.
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { UIStatusBarAnimation.slide }
        // A card slider that stays upright.
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    @Test func aCollectionViewControllerSubclassIsItsViewsDataSourceAsInUIKit() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = SwatchesController(collectionViewLayout: layout)
        let timeline = try ZoetropeUIKit.record(viewController: controller)
        #expect(controller.loaded)
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .lightContent && !UIViewController().prefersStatusBarHidden)
        #expect(controller.preferredStatusBarUpdateAnimation == .slide && UIViewController().preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.supportedInterfaceOrientations == .portrait && UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIInterfaceOrientationMask.all.contains(.landscapeLeft) && !UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(!controller.collectionView.delaysContentTouches && UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).delaysContentTouches)
        #expect(controller.collectionView.frame.size == CGSize(width: 390, height: 844))
        #expect(timeline.frame(at: 0).elements.filter { $0.attributes.element.category == .cell }.count == 6)
    }

    /// A `UICollectionViewController` whose `viewDidLoad()` replaces the layout and applies a
    /// first snapshot, then changes it (a settings screen's switch hiding a section's rows):
    /// the screen is up before the change, so the change animates, as on the phone.
    @Test func aCollectionViewControllersChangeAfterItAppearsAnimates() throws {
        final class ToggleController: UICollectionViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                    var content = UIListContentConfiguration.cell()
                    content.text = title
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
                }
                show(["Bluetooth", "Headphones", "Keyboard"])
            }
            func show(_ rows: [String]) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(rows)
                dataSource.apply(snapshot, animatingDifferences: true)
            }
        }
        let timeline = try ZoetropeUIKit.record(viewController: ToggleController(collectionViewLayout: UICollectionViewLayout())) { controller in
            controller.show(["Bluetooth"])
        }
        #expect(timeline.segments.count == 1 && timeline.duration > 0, "the change is a step of its own: \(timeline.segments.map(\.label))")
        let cells = timeline.frame(at: 0).elements.filter { $0.attributes.element.category == .cell }
        #expect(cells.count == 3, "the screen as it came up, before the change")
    }

    @Test func theScreenTakesTheRecordingsSizeAndSafeArea() throws {
        let controller = GridViewController()
        let timeline = try ZoetropeUIKit.record(viewController: controller, frame: CGRect(x: 0, y: 0, width: 844, height: 390),
                                                safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(controller.collectionView.bounds.size == CGSize(width: 844, height: 390))
        #expect(controller.collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // The compositional layout keeps its items inside the safe area: five of 150 across.
        let first = try #require(timeline.segments[0].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(first.to.frame == Rect(x: 47, y: 0, width: 150, height: 150))
    }

    @Test func aTappedItemIsDeselectedAsTheDelegateSays() throws {
        let controller = GridViewController()
        _ = try ZoetropeUIKit.record(viewController: controller) { controller in
            let path = UIKitIndexPath(item: 3, section: 0)
            controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
            #expect(controller.collectionView.indexPathsForSelectedItems == [path])
            controller.collectionView.delegate?.collectionView(controller.collectionView, didSelectItemAt: path)
            #expect(controller.collectionView.indexPathsForSelectedItems == [])
        }
    }

    @Test func visibleCellsAreTheDataSourcesAndAnItemOffScreenHasNone() throws {
        let controller = GridViewController()
        _ = try ZoetropeUIKit.record(viewController: controller) { controller in
            let collectionView = controller.collectionView!
            #expect(collectionView.visibleCells.count == 20)
            #expect(collectionView.cellForItem(at: UIKitIndexPath(item: 2, section: 0))?.contentView.backgroundColor == Palette.colors[2])
            var snapshot = controller.dataSource.snapshot()
            snapshot.appendItems(Array(20..<100))
            controller.dataSource.apply(snapshot, animatingDifferences: false)
            // Rows of 78 points: 11 rows (55 items) reach into an 844-point screen.
            #expect(collectionView.indexPathsForVisibleItems.count == 55)
            #expect(collectionView.cellForItem(at: UIKitIndexPath(item: 99, section: 0)) == nil)
        }
    }

    /// Cells with a selected background: selecting one shows it at once, in a step of its own,
    /// and deselecting hides it; a cell that looks no different adds no step.
    @Test func aSelectedCellShowsItsSelectedBackground() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.backgroundColor = .systemGray6
                let selected = UIView(frame: .zero)
                selected.backgroundColor = .systemBlue
                cell.selectedBackgroundView = selected
                return cell
            }
        }
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            collectionView.selectItem(at: UIKitIndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            collectionView.pause(for: 0)
            collectionView.deselectItem(at: UIKitIndexPath(item: 2, section: 0), animated: true)
        }
        #expect(timeline.segments.map(\.label) == ["selectItem(at:animated:scrollPosition:)", "deselectItem(at:animated:)"])
        #expect(timeline.segments.allSatisfy { $0.transition.duration == 0 })
        func color(_ color: UIColor) -> Color {
            Color(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
        }
        func fill(_ step: Int, _ item: Int) -> Fill? {
            timeline.segments[step].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) }?.content.fill
        }
        #expect(fill(0, 2) == .color(color(.systemBlue)))
        #expect(fill(0, 1) == .color(color(.systemGray6)))
        #expect(fill(1, 2) == .color(color(.systemGray6)))
    }

    final class ChildController: UIViewController {
        var moves: [String] = []
        override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "leave" : "join")") }
        override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "leave" : "join")") }
    }

    @Test func theTitleIsTheNavigationItemsAndChildrenMoveAsInUIKit() {
        let parent = UIViewController()
        parent.title = "Photos"
        #expect(parent.navigationItem.title == "Photos")
        let child = ChildController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.moves == ["will join", "did join", "did leave"])
    }

    final class EmptyController: UIViewController {}

    @Test func aControllerWithoutACollectionViewIsAnErrorThatSaysWhatToDo() {
        #expect(throws: UIKitRecordingError.self) { try ZoetropeUIKit.record(viewController: EmptyController()) }
        do {
            _ = try ZoetropeUIKit.record(viewController: EmptyController())
        } catch {
            #expect("\(error)".contains("EmptyController's view holds no UICollectionView"), "\(error)")
        }
    }
}

/// A screen that turns, as the phone turns it: the controller hears `viewWillTransition`,
/// animates alongside, and its collection view takes the new size in the same step.
@Suite struct ScreenTransitionTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class TurningController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        var heard: [CGSize] = []
        var coordinatorDuringTransition: TimeInterval?
        var alongsideRan = false
        var completedAfterTurn = false
        var screenDuringAlongside: CGSize = .zero

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            heard.append(size)
            coordinatorDuringTransition = transitionCoordinator?.transitionDuration
            coordinator.animate(alongsideTransition: { _ in
                self.alongsideRan = true
                self.screenDuringAlongside = UIScreen.main.bounds.size
                self.collectionView.collectionViewLayout.invalidateLayout()
            }, completion: { _ in
                self.completedAfterTurn = true
            })
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = Palette.colors[indexPath.item % Palette.colors.count]
            return cell
        }
    }

    @Test func aScreenThatTurnsTellsItsControllerAndItsCollectionViewTakesTheSizeInOneAnimatedStep() throws {
        let controller = TurningController()
        var completedInTurn = true
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            ZoetropeUIKit.transitionScreen(of: controller, to: CGSize(width: 844, height: 390))
            completedInTurn = controller.completedAfterTurn
        }
        #expect(controller.heard == [CGSize(width: 844, height: 390)])
        #expect(controller.coordinatorDuringTransition == 0.4)
        #expect(controller.transitionCoordinator == nil, "only while the transition is under way")
        #expect(controller.alongsideRan && controller.screenDuringAlongside == CGSize(width: 844, height: 390))
        #expect(!completedInTurn && controller.completedAfterTurn, "completions run once the turn is over")
        #expect(controller.collectionView.bounds.size == CGSize(width: 844, height: 390))
        // One step, 0.4 s, from portrait to landscape: the second row's first cell moves up
        // into the first row, which now holds eight.
        #expect(timeline.segments.count == 1)
        let step = try #require(timeline.segments.first)
        #expect(abs(step.duration - 0.4) < 1e-9)
        #expect(step.transition.oldBounds.size == Size(width: 390, height: 844) && step.transition.newBounds.size == Size(width: 844, height: 390))
        let fifth = try #require(step.transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 4, section: 0)) })
        #expect(fifth.from.frame.minY > 100 && fifth.to.frame.minY < 100, "\(fifth.from.frame) → \(fifth.to.frame)")
    }
}
