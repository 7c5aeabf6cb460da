import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// The UIKit that real screens touch beside their collection view, used as their code uses it:
/// swipe actions, accessories with options, colour transformers, text sizes, a navigation
/// controller, snapshot views.
@Suite struct EverydayAPITests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A list with delete swipe actions and accessories, as Apple's list samples write one.
    final class InboxController: UIViewController {
        enum Section { case main }
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Section, String>!
        var swipeAsked = 0
        let badge: UILabel = {
            let label = UILabel()
            label.text = "3 new"
            return label
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                self?.swipeAsked += 1
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    completion(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(false) }
                flag.backgroundColor = .systemOrange
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [badge] cell, indexPath, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                background.backgroundColorTransformer = indexPath.item == 1 ? .grayscale : nil
                cell.backgroundConfiguration = background
                cell.accessories = [
                    .disclosureIndicator(options: .init(isHidden: indexPath.item == 2)),
                    .outlineDisclosure(options: .init(style: .header)) {},
                    .customView(configuration: .init(customView: badge, placement: .trailing())),
                    .delete(displayed: .whenEditing) {},
                ]
            }
            dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["Mail", "Notes", "Photos"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// A settings row as apps write one: a switch as the row's custom accessory.
    @Test func aSwitchGivenAsACustomAccessoryIsDrawnAtTheTrailingEdgeCentredAcrossTheRow() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Wi-Fi"])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let row = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
        let toggle = try #require(row.content.subviews.last)
        let size = row.attributes.frame.size
        // 51 × 31, 16 points in from the trailing edge, centred across the row.
        #expect(toggle.frame.rect(in: size) == Rect(x: size.width - 16 - 51, y: size.height / 2 - 15.5, width: 51, height: 31))
        #expect(toggle.content.drawing != nil, "the switch's track and knob")
        #expect(row.content.label?.text == "Wi-Fi")
    }

    @Test func swipeActionsAccessoriesAndTransformersCompileAsWrittenAndDrawWhatRests() throws {
        let inbox = InboxController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let timeline = try ZoetropeUIKit.record(viewController: navigation)
        #expect(inbox.navigationController === navigation && navigation.topViewController === inbox)
        #expect(inbox.view.superview === navigation.view && inbox.view.frame == navigation.view.bounds)
        // No finger swipes: the provider is kept and never asked.
        #expect(inbox.swipeAsked == 0)
        let frame = timeline.frame(at: 0)
        func row(_ item: Int) throws -> FrameElement {
            try #require(frame.elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) })
        }
        // The chevron, the outline chevron and the badge; the delete button waits for editing.
        let first = try row(0)
        #expect(first.content.accessories.map(\.text).contains("3 new"), "\(first.content.accessories.map(\.text))")
        #expect(first.content.accessories.count == 3)
        // The third row's chevron is hidden by its options.
        #expect(try row(2).content.accessories.count == 2)
        // Red, and red through the grayscale transformer: its luminance.
        guard case .color(let red) = first.content.fill, case .color(let grey) = try row(1).content.fill else {
            Issue.record("rows are filled with colours")
            return
        }
        #expect(red.red == 1 && red.green == 0)
        #expect(abs(grey.red - 0.2126) < 1e-6 && grey.red == grey.green && grey.green == grey.blue)
    }

    @Test func aPushedControllerIsOnTopAndPoppingReturnsIt() {
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.loadViewIfNeeded()
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.viewControllers == [root, pushed] && pushed.navigationController === navigation)
        #expect(pushed.view.superview === navigation.view && root.viewIfLoaded?.superview == nil)
        #expect(navigation.popViewController(animated: true) === pushed)
        #expect(root.view.superview === navigation.view && navigation.popViewController(animated: true) == nil)
    }

    /// A layout that sizes tags from their text, as tag-cloud layouts do: the sizes come from
    /// the measurer that draws the labels, so a label of that width holds its text.
    @Test func textIsMeasuredAsLabelsAreDrawn() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Photography".size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = "Photography"
        let drawn = label.intrinsicContentSize
        // The label rounds up to the screen's pixels; the string's size is not rounded.
        #expect(size.width <= drawn.width && drawn.width - size.width < 1.0 / 3 + 1e-9, "\(size) \(drawn)")
        #expect(abs(size.height - drawn.height) < 1.0 / 3 + 1e-9)
        let nsSize = ("Photography" as NSString).size(withAttributes: [.font: font])
        #expect(nsSize == size)
        // Wrapped at a narrow width, the box grows down.
        let box = "Photography of the northern lights".boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                                                   options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                                   attributes: [.font: font], context: nil)
        #expect(box.width <= 120 && box.height > size.height * 1.5, "\(box)")
        // UIKit's default, when no font is named: 12 points.
        #expect("Photography".size(withAttributes: nil).width < size.width)
    }

    @Test func aSnapshotViewKeepsTheFrameAndTheLook() throws {
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == card.frame && snapshot.backgroundColor == .systemTeal && snapshot.layer.cornerRadius == 12)
    }
}

/// Scroll delegates, orientation, controls, layers and alerts, as screens use them beside a
/// collection view.
@Suite struct ScreenFurnitureTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class ScrollWatcher: NSObject, UICollectionViewDelegate {
        var ended: [CGPoint] = []
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended.append(scrollView.contentOffset) }
    }

    @Test func theDelegateHearsAnAnimatedScrollEndOnceTheTurnIsOver() throws {
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let watcher = ScrollWatcher()
        var heardInTurn = -1
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = watcher
            collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            heardInTurn = watcher.ended.count
            collectionView.pause(for: 0)
            collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        }
        #expect(heardInTurn == 0)
        #expect(watcher.ended == [CGPoint(x: 0, y: 300)], "once, after the animated scroll; never for the unanimated one")
    }

    /// Gemini turns each visible cell from `scrollViewDidScroll(_:)`, which UIKit calls at every
    /// frame of an animated scroll: a delegate that has it hears each frame, always further
    /// along, and the scroll ends where it was sent.
    @Test func theDelegateHearsEveryFrameOfAnAnimatedScroll() throws {
        final class FrameCounter: NSObject, UICollectionViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let counter = FrameCounter()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = counter
            collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            collectionView.pause(for: 0)
        }
        let moving = counter.offsets.filter { $0 > 0 }
        #expect(counter.offsets.last == 300)
        #expect(moving.count == 18, "a frame every 60th of a second for 0.3 s: \(counter.offsets)")
        #expect(moving == moving.sorted() && Set(moving).count == moving.count, "always further along")
        // Drawn along the batch updates' ease in-out curve, whatever the steps.
        let halfway = timeline.frame(at: 0.15).contentOffset.y
        #expect(abs(halfway - 150) < 1, "\(halfway)")
        #expect(timeline.frame(at: 0.05).contentOffset.y < 50, "slow at first")
    }

    /// An offset set in an animation block is Core Animation's to animate: UIKit tells the
    /// delegate once, when it is set, and the scroll is one step.
    @Test func anOffsetAnimatedInABlockIsHeardOnce() throws {
        final class Counter: NSObject, UICollectionViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let counter = Counter()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = counter
            UIView.animate(withDuration: 0.5) { collectionView.contentOffset = CGPoint(x: 0, y: 300) }
        }
        #expect(counter.offsets == [300])
        #expect(timeline.segments.count == 1)
        #expect(abs(timeline.frame(at: 0.25).contentOffset.y - 150) < 1)
    }

    /// A delegate without `scrollViewDidScroll(_:)` (the protocol's default, or
    /// `UICollectionViewController`'s) leaves an animated scroll one step, as it was.
    @Test func aScrollNobodyFollowsIsOneStep() throws {
        final class Quiet: NSObject, UICollectionViewDelegate {}
        final class Controller: UICollectionViewController {}
        let source = ColorDataSource(sections: [Palette.colors(30)])
        func steps(delegate: (any UICollectionViewDelegate)?) throws -> Int {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
                source.register(in: collectionView)
                collectionView.delegate = delegate
                collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            }.segments.count
        }
        let quiet = Quiet(), controller = Controller(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(try steps(delegate: nil) == 1)
        #expect(try steps(delegate: quiet) == 1)
        #expect(try steps(delegate: controller) == 1)
    }

    /// Followed frame by frame or not, a scroll shows the same offsets at every 60th of a
    /// second: the frames a recording renders are the same.
    @Test func aScrollFollowedFrameByFrameShowsTheOffsetsOfOneStep() throws {
        final class Quiet: NSObject, UICollectionViewDelegate {}
        final class Follower: NSObject, UICollectionViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        let source = ColorDataSource(sections: [Palette.colors(30)])
        func timeline(delegate: any UICollectionViewDelegate) throws -> Timeline {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
                source.register(in: collectionView)
                collectionView.delegate = delegate
                collectionView.pause(for: 0.25)
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut) {
                    collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
                }
                collectionView.pause(for: 0.6)
            }
        }
        let quiet = Quiet(), follower = Follower()
        let one = try timeline(delegate: quiet), followed = try timeline(delegate: follower)
        #expect(one.segments.count == 3 && followed.segments.count == 32)
        for frame in 0...60 {
            let time = Double(frame) / 60
            // To a ten-thousandth of a point: steps start at whole nanoseconds.
            #expect(abs(one.frame(at: time).contentOffset.y - followed.frame(at: time).contentOffset.y) < 1e-4, "at \(time) s")
        }
    }

    /// Cells faded from `scrollViewDidScroll(_:)` by how far they are from the top of what
    /// shows, as a parallax or a cube works: each frame of the scroll draws them faded for
    /// the offset of that frame.
    @Test func whatTheDelegateSetsAtEachFrameOfAScrollIsDrawnAtThatFrame() throws {
        final class Fader: NSObject, UICollectionViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                guard let collectionView = scrollView as? UICollectionView else { return }
                for cell in collectionView.visibleCells {
                    cell.alpha = Self.alpha(cellTop: cell.frame.minY, offset: collectionView.contentOffset.y)
                }
            }
            static func alpha(cellTop: CGFloat, offset: CGFloat) -> CGFloat { max(0, 1 - abs(cellTop - offset) / 400) }
        }
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let fader = Fader()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = fader
            collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            collectionView.pause(for: 0.1)
        }
        // Item 9's row (top at 300: three to a row in the default 390-point width), halfway
        // through a few of the scroll's frames and after it: faded as the frame's starting
        // offset says.
        let row = ZoetropeCore.IndexPath(item: 9, section: 0)
        for frameIndex in [0, 2, 6, 9, 12, 17, 19] {
            let start = Double(frameIndex) / 60
            let offset = timeline.frame(at: start + 1e-6).contentOffset.y
            let cell = try #require(timeline.frame(at: start + 1.0 / 120).elements.first { $0.attributes.element == .cell(row) })
            let expected = Fader.alpha(cellTop: 300, offset: offset)
            #expect(abs(cell.attributes.alpha - expected) < 1e-4, "frame \(frameIndex), from offset \(offset): \(cell.attributes.alpha)")
        }
        #expect(timeline.frame(at: 0.35).elements.first { $0.attributes.element == .cell(row) }?.attributes.alpha == 1)
    }

    @Test func theDeviceTurnsWithTheScreenAndSaysSo() throws {
        let controller = UIViewController()
        final class Count: @unchecked Sendable { var value = 0 }
        let heard = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in heard.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.loadViewIfNeeded()
        controller.view.addSubview(UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
        var before = UIDeviceOrientation.unknown, after = UIDeviceOrientation.unknown
        _ = try ZoetropeUIKit.record(viewController: controller) { controller in
            before = UIDevice.current.orientation
            ZoetropeUIKit.transitionScreen(of: controller, to: CGSize(width: 844, height: 390))
            after = UIDevice.current.orientation
        }
        #expect(before.isPortrait && after.isLandscape && heard.value == 1)
        // Old code's index paths.
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.item == 3 && path.section == 1)
    }

    /// A settings row: a label beside a switch, placed by Auto Layout from the switch's
    /// intrinsic size, with a gradient layer behind.
    @Test func controlsAndSublayersAreKeptAndSizedAsUIKitSizesThem() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let title = UILabel(), toggle = UISwitch()
        for view in [title, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        NSLayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        row.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 390 - 16 - 51, y: 6.5, width: 51, height: 31))
        #expect(title.frame.maxX == toggle.frame.minX - 8)
        toggle.addTarget(row, action: Selector(("toggled:")), for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && toggle.targetActions.count == 1 && toggle.targetActions[0].events == .valueChanged)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 1) == "Week" && segments.intrinsicContentSize.height == 32)

        let gradient = CAGradientLayer(), shine = CALayer()
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        row.layer.insertSublayer(gradient, at: 0)
        row.layer.insertSublayer(shine, above: gradient)
        #expect(row.layer.sublayers?.count == 2 && row.layer.sublayers?.last === shine && gradient.superlayer === row.layer)
        gradient.removeFromSuperlayer()
        #expect(row.layer.sublayers?.count == 1 && gradient.superlayer == nil)
    }

    @Test func anAlertIsKeptAsPresentedAndItsCompletionRunsAfterTheTurn() throws {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        controller.view.addSubview(UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
        var completedInTurn = true, completed = false
        _ = try ZoetropeUIKit.record(viewController: controller) { controller in
            let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            controller.present(alert, animated: true) { completed = true }
            completedInTurn = completed
        }
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete?" && alert.actions.map(\.style) == [.destructive, .cancel] && alert.presentingViewController === controller)
        #expect(!completedInTurn && completed)
        alert.dismiss(animated: true)
        #expect(controller.presentedViewController == nil)
    }

    @Test func aPropertyAnimatorIsActiveUntilItsTurnIsOver() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let layout = UICollectionViewFlowLayout()
        var states: [UIViewAnimatingState] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            animator.addAnimations { collectionView.contentOffset = CGPoint(x: 0, y: 40) }
            states.append(animator.state)
            animator.startAnimation()
            states.append(animator.state)
            collectionView.pause(for: 0)
            states.append(animator.state)
        }
        #expect(states == [.inactive, .active, .inactive])
    }
}

/// Geometry between views, as reordering and paging code uses it.
@Suite struct ViewGeometryTests {
    @Test func pointsConvertThroughFramesAndScrolledBoundsAndHitTestFindsTheTopView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let card = UIView(frame: CGRect(x: 20, y: 400, width: 100, height: 100))
        root.addSubview(scroller)
        scroller.addSubview(card)
        scroller.contentOffset = CGPoint(x: 0, y: 300)
        // The card's corner: 20 across; 100 down for the scroller, 400 in its content, 300 scrolled.
        #expect(card.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 200))
        #expect(card.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 200))
        #expect(root.convert(CGPoint(x: 30, y: 210), to: card) == CGPoint(x: 10, y: 10))
        #expect(card.convert(CGPoint(x: 30, y: 210), from: root) == CGPoint(x: 10, y: 10))
        #expect(card.convert(card.bounds, to: scroller) == CGRect(x: 20, y: 400, width: 100, height: 100))
        #expect(root.hitTest(CGPoint(x: 30, y: 210), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 300, y: 210), with: nil) === scroller)
        card.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 210), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 30, y: 900), with: nil) == nil)
    }

    /// A view that passes touches through, as paging cells write one: overriding works, as
    /// UIKit's own methods are the class's.
    final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    /// ScalingCarousel overrides it to page its own scroll view; apps call it to bring a field
    /// or a row into view.
    @Test func aRectScrollsIntoViewJustEnoughAndNeverPastTheContent() {
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroller.contentSize = CGSize(width: 390, height: 2000)
        scroller.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 400), "its bottom edge at the bounds' bottom")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 100), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 400), "shown already: no scroll")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 100), "above: its top edge at the top")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 900), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 1000), "taller than the bounds: its top edge")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 100, height: 400), animated: false)
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 1400), "never past the content's end")
    }

    @Test func aCollectionViewScrollsARectIntoViewAsARecordedScroll() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 390, height: 100), animated: true)
            #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1156))
        }
        #expect(timeline.segments.map(\.label).contains("setContentOffset(_:animated:)"))
        #expect(timeline.frame(at: timeline.duration).contentOffset == ZoetropeCore.Point(x: 0, y: 1156))
    }

    @Test func hitTestingCanBeOverridden() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = PassThroughView(frame: root.bounds)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        overlay.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(overlay.point(inside: CGPoint(x: -5, y: 0), with: nil))
    }

    /// A layout that keeps its cells' centres as objects (as DisplaySwitcher's keeps a
    /// transition's start and end points), and a transition that blocks touches while it runs.
    @Test func geometryKeptInNSValuesReadsBackAndTouchesAreIgnoredInPairs() {
        let centres = [NSValue(cgPoint: CGPoint(x: 10, y: 20)), NSValue(cgSize: CGSize(width: 3, height: 4)),
                       NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))]
        #expect(centres[0].cgPointValue == CGPoint(x: 10, y: 20) && centres[1].cgSizeValue == CGSize(width: 3, height: 4))
        #expect(centres[2].cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 10, y: 20)) == centres[0])

        // Called as an app written before iOS 13 calls them, through a protocol, so that the
        // test build does not warn that they are deprecated (as they are in UIKit).
        let application: any IgnoresInteractionEvents = UIApplication.shared
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    }

    @Test func aButtonKeepsItsContentPerStateAndSizesAsUIKitDoes() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize.height == 30 && button.intrinsicContentSize.width == 0)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.currentTitle == "Save" && button.titleLabel?.text == "Save")
        button.isSelected = true
        #expect(button.currentTitle == "Saved" && button.titleLabel?.text == "Saved")
        #expect(button.title(for: .disabled) == "Save")
        #expect(button.currentTitleColor == button.tintColor)
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        custom.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Go"
        #expect(custom.intrinsicContentSize == CGSize(width: label.intrinsicContentSize.width + 20, height: label.intrinsicContentSize.height + 8))
        #expect(custom.currentTitleColor == .white)
        custom.addTarget(nil, action: Selector(("go:")), for: .touchUpInside)
        #expect(custom.targetActions.count == 1)
    }

    @Test func aBlurViewAndADisplayLinkAreKept() {
        let later = UIVisualEffectView()
        #expect(later.effect == nil && later.contentView.superview === later)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let label = UILabel()
        blur.contentView.addSubview(label)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial && label.superview === blur.contentView)
        let link = CADisplayLink(target: blur, selector: Selector(("step:")))
        link.add(to: .main, forMode: .common)
        #expect(!link.isPaused && CACurrentMediaTime() > 0)
        link.invalidate()
    }
}

/// UIApplication's deprecated pair, reached without a deprecation warning.
protocol IgnoresInteractionEvents {
    func beginIgnoringInteractionEvents()
    func endIgnoringInteractionEvents()
}

extension UIApplication: IgnoresInteractionEvents {}
