import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A list screen's search, written as apps write it: a search controller in the navigation
/// item whose updater filters a diffable snapshot, and a search bar drawn where the app puts it.
/// No one types into a recording, so the recording sets the text and the screen filters as it
/// does when told the text changed.
@MainActor @Suite struct SearchTests: OneCellPixels {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A list of mountains with a search controller, filtering by the bar's text.
    final class MountainsController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        static let names = ["Matterhorn", "Mont Blanc", "Eiger", "Mount Fuji", "Denali", "Mauna Kea"]
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let searchController = UISearchController(searchResultsController: nil)
        var heard: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
            view.addSubview(collectionView)
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search Mountains"
            navigationItem.searchController = searchController
            navigationItem.hidesSearchBarWhenScrolling = false
            definesPresentationContext = true
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            show(Self.names, animated: false)
        }

        static func layout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }

        func show(_ names: [String], animated: Bool) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(names)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            show(text.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(text) }, animated: true)
        }

        func willPresentSearchController(_ searchController: UISearchController) { heard.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { heard.append("didPresent") }
        func didDismissSearchController(_ searchController: UISearchController) { heard.append("didDismiss") }
    }

    /// The items the last frame shows, top to bottom.
    private func shownItems(_ timeline: Timeline) -> [String] {
        timeline.frame(at: timeline.duration).elements
            .filter { if case .cell = $0.attributes.element { true } else { false } }
            .sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
            .compactMap { $0.content.label?.text }
    }

    @Test func aSearchControllersUpdaterFiltersTheListWhenItBecomesActive() throws {
        let controller = MountainsController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { _ in
            controller.searchController.searchBar.text = "mou"
            controller.searchController.isActive = true
        }
        #expect(shownItems(timeline) == ["Mount Fuji"])
        #expect(controller.heard == ["willPresent", "didPresent"])
        #expect(controller.searchController.searchBar.showsCancelButton)
        #expect(controller.navigationItem.searchController === controller.searchController)
    }

    @Test func typingIsRecordedByCallingTheUpdaterAfterSettingTheText() throws {
        let controller = MountainsController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            controller.searchController.isActive = true
            for text in ["M", "Ma", "Mat"] {
                controller.searchController.searchBar.text = text
                controller.updateSearchResults(for: controller.searchController)
                controller.collectionView.pause(for: 0.3)
            }
            controller.searchController.isActive = false
        }
        #expect(shownItems(timeline) == ["Matterhorn"])
        #expect(timeline.segments.count >= 3)
        #expect(controller.heard == ["willPresent", "didPresent", "didDismiss"])
        #expect(!controller.searchController.searchBar.showsCancelButton)
    }

    /// Setting a bar's text tells its delegate nothing, as in UIKit: only typing does.
    @Test func settingTheTextTellsTheDelegateNothing() {
        final class Listener: UISearchBarDelegate {
            var texts: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
        }
        let listener = Listener()
        let bar = UISearchBar()
        bar.delegate = listener
        bar.text = "Eiger"
        #expect(listener.texts.isEmpty)
        #expect(bar.intrinsicContentSize.height == 56)
    }

    /// A search bar across the top of a 200 × 100 cell, 56 high: its field runs from x 8 to
    /// 192 (y 10…46), rounded, in the tertiary system fill, the placeholder in grey after the
    /// glass.
    @Test func aSearchBarIsDrawnAsABarWithARoundedFieldAndItsPlaceholder() throws {
        BuiltCell.build = { view in
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
            bar.placeholder = "Search Mountains"
            view.addSubview(bar)
        }
        let at = try pixels(recordOne(BuiltCell.self))
        // The field: tertiary system fill (118, 118, 128 at 12 %) over the white bar.
        #expect(isNear(at(170, 40), [241, 241, 242], within: 3), "inside the field, past the text: \(at(170, 40))")
        #expect(isNear(at(4, 28), [255, 255, 255], within: 2), "the bar beside the field: \(at(4, 28))")
        #expect(isNear(at(9, 11), [255, 255, 255], within: 12), "the field's rounded corner: \(at(9, 11))")
        // The glass's ring, grey, at x 16…28 about y 27.
        #expect(at(16, 27)[0] < 200, "the glass's ring: \(at(16, 27))")
        // The placeholder's letters, grey, from x 38.
        let text = (38..<120).map { at($0, 28)[0] }.min() ?? 255
        #expect(text < 200, "the placeholder's letters: \(text)")
        #expect(isNear(at(100, 80), [255, 255, 255], within: 2), "below the bar, the cell: \(at(100, 80))")
    }

    /// While its Cancel button shows, the field ends 68 points before the bar's end, and the
    /// button's title is drawn in the tint colour there.
    @Test func aSearchBarShowingCancelShortensItsFieldForTheButton() throws {
        BuiltCell.build = { view in
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
            bar.text = "Eiger"
            bar.setShowsCancelButton(true, animated: false)
            view.addSubview(bar)
        }
        let at = try pixels(recordOne(BuiltCell.self))
        #expect(isNear(at(120, 40), [241, 241, 242], within: 3), "the field, up to x 124: \(at(120, 40))")
        #expect(isNear(at(128, 40), [255, 255, 255], within: 2), "past the field: \(at(128, 40))")
        let blue = (130..<200).flatMap { x in (20..<36).map { at(x, $0) } }.contains { $0[2] > 200 && $0[0] < 120 }
        #expect(blue, "the Cancel title in the tint colour")
    }

    /// A controller's `prepare(for:sender:)` compiles as written and runs when called with a
    /// segue; `performSegue(withIdentifier:sender:)` has no storyboard to find one in and fails
    /// the recording, as UIKit raises for a segue its storyboard lacks, saying what to do.
    @Test func aSegueIsPreparedWhenCalledAndPerformingOneFailsTheRecordingWithWhatToDo() throws {
        final class ListController: UIViewController {
            var prepared: String?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "showDetail" { prepared = sender as? String }
            }
        }
        let list = ListController()
        list.prepare(for: UIStoryboardSegue(identifier: "showDetail", source: list, destination: UIViewController()), sender: "Eiger")
        #expect(list.prepared == "Eiger")
        let error = #expect(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { _ in
                list.performSegue(withIdentifier: "showDetail", sender: nil)
            }
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("no segue with identifier 'showDetail'"), "\(message)")
        #expect(message.contains("present or push the destination in code"), "\(message)")
    }
}
