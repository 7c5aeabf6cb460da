#if !canImport(ObjectiveC)
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Key-value observing by name, as pager cells and self-sizing screens write it:
/// `textLabel.addObserver(self, forKeyPath: "font", options: [.old, .new], context: kvoContext)`
/// in a cell that lays its label out again when the font changes, and a controller that follows
/// its collection view's `"contentSize"` to size a container.
@MainActor @Suite struct KeyValueObservingByNameTests {
    /// A cell that makes its label when first asked for it and observes the label's font, as a
    /// pager's cell does.
    final class CaptionCell: UICollectionViewCell {
        private let kvoContext = UnsafeMutableRawPointer(bitPattern: 0)
        var heard: [(keyPath: String?, old: UIFont?, new: UIFont?, sameContext: Bool)] = []
        private var madeLabel: UILabel?

        var textLabel: UILabel {
            if let madeLabel { return madeLabel }
            let label = UILabel()
            contentView.addSubview(label)
            label.addObserver(self, forKeyPath: "font", options: [.old, .new], context: kvoContext)
            madeLabel = label
            return label
        }

        func stopObserving() {
            madeLabel?.removeObserver(self, forKeyPath: "font", context: kvoContext)
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard context == kvoContext, (object as? UILabel) === madeLabel else {
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                return
            }
            heard.append((keyPath, change?[.oldKey] as? UIFont, change?[.newKey] as? UIFont, true))
            setNeedsLayout()
        }
    }

    @Test func aCellHearsItsLabelsFontChangeByNameUntilItStopsObserving() {
        let cell = CaptionCell(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = cell.textLabel
        let before = label.font
        label.font = .boldSystemFont(ofSize: 20)
        label.text = "Unobserved"
        #expect(cell.heard.count == 1)
        #expect(cell.heard.first?.keyPath == "font")
        #expect(cell.heard.first?.old === before && cell.heard.first?.new?.pointSize == 20)
        cell.stopObserving()
        label.font = .systemFont(ofSize: 12)
        #expect(cell.heard.count == 1, "nothing after removeObserver")
    }

    final class Screen: UIViewController {
        var heights: [CGFloat] = []
        var initial: [CGFloat] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard keyPath == "contentSize", let size = change?[.newKey] as? CGSize else { return }
            heights.append(size.height)
        }
    }

    @Test func aControllerFollowsItsCollectionViewsContentSizeAsItemsAreInserted() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let screen = Screen()
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            collectionView.addObserver(screen, forKeyPath: "contentSize", options: [.new, .initial], context: nil)
            source.sections[0].insert(contentsOf: Palette.colors(2), at: 0)
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [Foundation.IndexPath(item: 0, section: 0), Foundation.IndexPath(item: 1, section: 0)])
            }
            collectionView.removeObserver(screen, forKeyPath: "contentSize")
        }
        // At once (`.initial`), then after the insert grew it by two rows.
        #expect(screen.heights == [400, 600])
    }

    @Test func aNameTheViewDoesNotReportIsNeverHeard() {
        final class Listener: UIView {
            var calls = 0
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) { calls += 1 }
        }
        let view = UIView(), listener = Listener()
        view.addObserver(listener, forKeyPath: "accessibilityLabel", options: [.new], context: nil)
        view.alpha = 0.5
        #expect(listener.calls == 0)
    }
}
#endif
