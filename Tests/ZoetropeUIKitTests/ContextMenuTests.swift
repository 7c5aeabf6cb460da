import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A screen's context menus and haptics compile as apps write them: the delegate's menu
/// configuration with its action provider, `UIMenu`, `UIAction`, a targeted preview, feedback
/// generators. Nothing presses and holds in a recording, so the collection view never asks for
/// a menu; the app's own code may, and gets what it made.
@Suite struct ContextMenuTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let haptics = UIImpactFeedbackGenerator(style: .light)
        let selection = UISelectionFeedbackGenerator()
        var menusAsked = 0
        var deleted: [Int] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.backgroundColor = .systemIndigo
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [UIKitIndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            menusAsked += 1
            guard let indexPath = indexPaths.first else { return nil }
            // The other forms apps write: a string or number as the identifier, the action
            // provider alone.
            _ = UIContextMenuConfiguration(identifier: "photo" as NSCopying, previewProvider: { nil }, actionProvider: nil)
            _ = UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: []) })
            _ = UIContextMenuConfiguration(identifier: NSNumber(value: indexPath.item), previewProvider: nil)
            return UIContextMenuConfiguration(identifier: "\(indexPath.item)" as NSString, previewProvider: nil) { suggested in
                let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
                let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                    self?.deleted.append(indexPath.item)
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                }
                return UIMenu(title: "", children: suggested + [share, UIMenu(options: .displayInline, children: [delete])])
            }
        }
        func collectionView(_ collectionView: UICollectionView,
                            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            guard let item = Int(configuration.identifier as? NSString as String? ?? ""),
                  let cell = collectionView.cellForItem(at: UIKitIndexPath(item: item, section: 0)) else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12)
            return UITargetedPreview(view: cell, parameters: parameters)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: UIKitIndexPath) {
            haptics.prepare()
            haptics.impactOccurred()
            selection.selectionChanged()
        }
    }

    @Test func aScreensMenusCompileAndAreNeverAskedForByTheRecording() throws {
        let screen = Photos()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        var configuration: UIContextMenuConfiguration?
        var preview: UITargetedPreview?
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.dataSource = screen
            collectionView.delegate = screen
            collectionView.layoutIfNeeded()
            collectionView.selectItem(at: UIKitIndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            #expect(screen.menusAsked == 0)
            // The app's own code asks, as a test of its screen would.
            configuration = screen.collectionView(collectionView, contextMenuConfigurationForItemsAt: [UIKitIndexPath(item: 4, section: 0)],
                                                  point: .zero)
            preview = configuration.flatMap { screen.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: $0) }
        }
        #expect(screen.menusAsked == 1)
        let made = try #require(configuration)
        let menu = try #require(made.actionProvider?([]))
        #expect(menu.children.map(\.title) == ["Share", ""])
        let inline = try #require(menu.children.last as? UIMenu)
        #expect(inline.options == .displayInline)
        let delete = try #require(inline.children.first as? UIAction)
        #expect(delete.attributes == .destructive)
        #expect(preview?.view.bounds.size == CGSize(width: 120, height: 120))
        #expect(preview?.parameters.visiblePath != nil)
    }
}
