import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A cell's configurations follow its state as UIKit's do: a list background turns grey while
/// its cell is selected, and the app's update handler sees the state.
@Suite struct ConfigurationStateTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    @Test func aSelectedListCellShowsTheSelectedGreyAndTheHandlerSeesItsState() throws {
        var handled: [Bool] = []
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listPlainCell()
                cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two", "Three"])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            collectionView.selectItem(at: UIKitIndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            collectionView.pause(for: 0)
            collectionView.deselectItem(at: UIKitIndexPath(item: 1, section: 0), animated: false)
        }
        func fill(_ item: Int, atStep step: Int) throws -> Fill {
            let tracks = timeline.segments[step].transition.tracks
            return try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) }).content.fill
        }
        let white = Fill.color(Color(red: 1, green: 1, blue: 1))
        let grey = Fill.color(Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255))
        #expect(timeline.segments.count == 2)
        #expect(try fill(1, atStep: 0) == grey && fill(0, atStep: 0) == white)
        #expect(try fill(1, atStep: 1) == white)
        #expect(handled.contains(true) && handled.contains(false))
    }

    @Test func aColourTheAppSetsStaysWhenTheStateChanges() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(background.updated(for: state).backgroundColor == .systemGray4)
        background.backgroundColor = .systemRed
        #expect(background.updated(for: state).backgroundColor == .systemRed)
        state.isSelected = false
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == .secondarySystemGroupedBackground)
    }

    /// Counts, by item, how often a cell's configurations are brought to its state.
    final class CountedCells: NSObject, UICollectionViewDataSource {
        var count = 2
        var updates: [Int: Int] = [:]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "counted", for: indexPath)
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemTeal
            cell.backgroundConfiguration = background
            let item = indexPath.item
            cell.configurationUpdateHandler = { [unowned self] _, _ in updates[item, default: 0] += 1 }
            return cell
        }
    }

    /// UIKit updates a cell's configurations before it first shows and when its state
    /// changes, not at every layout pass: a shown cell that updates leave be is not brought to
    /// its state, nor read, again (reading it updates its configurations, which must not count
    /// as a change of its own).
    @Test func aShownCellsConfigurationIsNotUpdatedAgainByUpdatesThatLeaveItBe() throws {
        let source = CountedCells()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "counted")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            for _ in 0..<3 {
                source.count += 1
                collectionView.insertItems(at: [UIKitIndexPath(item: source.count - 1, section: 0)])
                collectionView.pause(for: 0)
            }
        }
        #expect(source.updates == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
    }
}
