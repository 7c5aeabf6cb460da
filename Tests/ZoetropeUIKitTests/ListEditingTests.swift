import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A list's "Edit" button, as apps write it: the controller's `setEditing(_:animated:)` sets the
/// collection view's `isEditing`, and the cells show their editing accessories from the next
/// step: the delete control at the leading edge pushing the text along, the reorder control at
/// the trailing one, and a chevron shown only while not editing gone.
@MainActor @Suite struct ListEditingTests {
    final class ListController: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var statesSeen: [Bool] = []

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }

        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = editButtonItem
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
                cell.configurationUpdateHandler = { [unowned self] _, state in statesSeen.append(state.isEditing) }
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Eiger", "Matterhorn", "Denali"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// The first row's content at `moment`.
    private func firstRow(_ timeline: Timeline, at moment: Double) throws -> ElementContent {
        try #require(timeline.frame(at: moment).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }).content
    }

    @Test func theEditButtonsModeShowsTheEditingControlsFromTheNextStep() throws {
        let controller = ListController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            controller.collectionView.pause(for: 0.5)
            controller.setEditing(true, animated: true)
            controller.collectionView.pause(for: 0.5)
        }
        #expect(controller.collectionView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        let before = try firstRow(timeline, at: 0)
        let after = try firstRow(timeline, at: timeline.duration)
        #expect(before.accessories.map(\.text) == ["\u{203A}"], "a chevron while not editing")
        #expect(before.subviews.isEmpty)
        #expect(after.accessories.map(\.text) == ["\u{2261}"], "the reorder control, the chevron gone")
        #expect(after.subviews.count == 1, "the delete control")
        #expect(try #require(after.label).insets.left == #require(before.label).insets.left + 38)
        #expect(controller.statesSeen.contains(true) && controller.statesSeen.contains(false))
    }

    /// The delete control is a red disc 22 points across, 16 points in from the leading edge.
    @Test func theDeleteControlIsARedDiscAtTheLeadingEdge() throws {
        let controller = ListController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            controller.setEditing(true, animated: false)
            controller.collectionView.pause(for: 0)
        }
        let image = try ZoetropeCairo.FrameRenderer(scale: 1).render(timeline.frame(at: timeline.duration))
        let pixels = image.rgbaPixels()
        let row = try #require(timeline.frame(at: timeline.duration).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        let y = Int(row.attributes.frame.midY)
        func pixel(_ x: Int, _ y: Int) -> [Int] { let at = (y * image.width + x) * 4; return pixels[at..<(at + 3)].map(Int.init) }
        // The disc spans x 17…37 about its centre (27, y); its bar x 22…32.
        #expect(pixel(19, y)[0] > 200 && pixel(19, y)[1] < 90 && pixel(19, y)[2] < 90, "red at the disc's left: \(pixel(19, y))")
        #expect(pixel(27, y - 6)[0] > 200 && pixel(27, y - 6)[1] < 90, "red above the bar: \(pixel(27, y - 6))")
        #expect(pixel(27, y).allSatisfy { $0 > 235 }, "the white bar across the middle: \(pixel(27, y))")
        #expect(pixel(44, y).allSatisfy { $0 > 235 }, "white past the disc: \(pixel(44, y))")
    }

    /// A plain controller's override, as Apple's list samples write it, compiles and sets it.
    @Test func aControllersOverrideSetsTheCollectionViewsEditingMode() {
        final class Screen: UIViewController {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                collectionView.isEditing = editing
            }
        }
        let screen = Screen()
        screen.setEditing(true, animated: true)
        #expect(screen.isEditing && screen.collectionView.isEditing)
        screen.isEditing = false
        #expect(!screen.collectionView.isEditing)
    }
}
