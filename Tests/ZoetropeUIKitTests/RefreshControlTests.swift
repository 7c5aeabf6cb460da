import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Pull to refresh, set up as list and grid screens set it up: the control is the collection
/// view's (or a table controller's), its action is kept and never sent, as no finger pulls a
/// recording, and nothing of it is drawn.
@Suite struct RefreshControlTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A feed screen in the usual shape: a stored control, its target and action added in
    /// `viewDidLoad()` (the action written as `zoetrope port` writes a `#selector`), a first
    /// load begun at once, ended by the handler when the data comes.
    final class FeedController: UICollectionViewController {
        let refresher = UIRefreshControl()
        var pullsToRefresh = true
        var reloads = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            guard pullsToRefresh else { return }
            refresher.tintColor = .systemPink
            refresher.attributedTitle = NSAttributedString(string: "Pull to refresh")
            refresher.addTarget(self, action: Selector(("reloadFeed")), for: .valueChanged)
            collectionView.refreshControl = refresher
            refresher.beginRefreshing()
        }

        func reloadFeed() {
            reloads += 1
            refresher.endRefreshing()
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = Palette.colors[indexPath.item]
            return cell
        }
    }

    static func recorded(pullsToRefresh: Bool) throws -> (FeedController, Timeline) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = FeedController(collectionViewLayout: layout)
        controller.pullsToRefresh = pullsToRefresh
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            controller.collectionView.setContentOffset(CGPoint(x: 0, y: -60), animated: true)
        }
        return (controller, timeline)
    }

    @Test func aRefreshControlIsKeptNeverPulledAndNotDrawn() throws {
        let (controller, timeline) = try Self.recorded(pullsToRefresh: true)
        let refresher = controller.refresher
        #expect(controller.collectionView.refreshControl === refresher)
        // Begun by the app, and nothing ended it: no finger pulled, no action was sent.
        #expect(refresher.isRefreshing)
        #expect(controller.reloads == 0)
        #expect(refresher.targetActions.count == 1)
        #expect(refresher.targetActions.first?.action == Selector(("reloadFeed")))
        #expect(refresher.targetActions.first?.events == .valueChanged)
        #expect(refresher.attributedTitle?.string == "Pull to refresh")
        controller.reloadFeed()
        #expect(!refresher.isRefreshing && controller.reloads == 1)

        // Scrolled above the top, where the phone shows its spinner, the recording is that of
        // the same screen without one, frame for frame.
        let (_, plain) = try Self.recorded(pullsToRefresh: false)
        #expect(timeline.segments.count == plain.segments.count && !timeline.segments.isEmpty)
        for time in [0, timeline.duration / 2, timeline.duration] {
            #expect(timeline.frame(at: time) == plain.frame(at: time))
        }
    }

    @Test func aTableControllersRefreshControlIsItsTables() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.refreshControl == nil)
        let refresher = UIRefreshControl()
        controller.refreshControl = refresher
        #expect(controller.tableView.refreshControl === refresher && controller.refreshControl === refresher)
        controller.refreshControl = nil
        #expect(controller.tableView.refreshControl == nil)
    }
}
