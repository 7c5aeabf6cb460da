import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Code that animates only on screen, and libraries that extend table and collection views
/// alike: a recorded view is in a window, and a table view compiles and keeps its updates.
@Suite struct WindowAndTableViewTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class Numbers: NSObject, UICollectionViewDataSource {
        var items = [1, 2, 3]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aRecordedViewAndWhatItHoldsAreInTheRecordingsWindow() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let outside = UIView()
        var windows: [UIWindow?] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let badge = UIView()
            collectionView.addSubview(badge)
            windows = [collectionView.window, badge.window, outside.window]
        }
        let window = try #require(windows[0])
        #expect(windows[1] === window && windows[2] == nil)
        #expect(window.isKeyWindow && window.bounds.size == CGSize(width: 390, height: 844))
        // Outside a recording a view is in a window only under one.
        let made = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        made.addSubview(outside)
        #expect(outside.window === made)
    }

    /// A staged reload as diffing libraries write it: with no window the data is set and the
    /// view reloaded, without animation; on screen each stage is a batch update.
    @Test func anUpdateThatAnimatesOnlyOnScreenAnimatesInARecording() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let source = Numbers()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            guard collectionView.window != nil else {
                source.items = [0, 1, 2, 3]
                return collectionView.reloadData()
            }
            collectionView.performBatchUpdates {
                source.items = [0, 1, 2, 3]
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        #expect(timeline.segments.contains { segment in segment.transition.tracks.contains { $0.role == .appearing } })
    }

    @Test func aTableViewRunsItsBatchUpdatesAndKeepsWhatTheyAsked() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        var rows = ["A", "B"]
        var finished = false
        table.performBatchUpdates({
            rows.insert("C", at: 0)
            table.insertRows(at: [UIKitIndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteSections(IndexSet(integer: 1), with: .fade)
        }, completion: { finished = $0 })
        #expect(rows == ["C", "A", "B"] && finished)
        #expect(table.recordedUpdates == [.insertRows([UIKitIndexPath(row: 0, section: 0)]), .deleteSections(IndexSet(integer: 1))])
        #expect(table.style == .insetGrouped && UITableView().style == .plain && table.window == nil)
    }
}
