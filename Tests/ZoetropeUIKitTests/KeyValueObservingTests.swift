#if !canImport(ObjectiveC)
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Key-value observing and `scrollViewDidScroll(_:)`, as paging layouts and sticky headers use
/// them: `collectionView.observe(\.contentOffset)` to learn that a scroll arrived,
/// `observe(\.bounds, options: [.initial, …])` to invalidate when the size changes.
@Suite struct KeyValueObservingTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class ScrollWatcher: NSObject, UICollectionViewDelegate {
        var scrolled: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset) }
    }

    private func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test func anObserverOfTheContentOffsetHearsEachScrollWithTheOldAndNewValues() throws {
        let source = ColorDataSource(sections: [Palette.colors(30)])
        var heard: [(old: CGPoint?, new: CGPoint?)] = []
        var scrolledTo = CGPoint.zero
        _ = try ZoetropeUIKit.record(collectionViewLayout: flow()) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            let observation = collectionView.observe(\.contentOffset, options: [.old, .new]) { _, change in
                heard.append((change.oldValue, change.newValue))
            }
            collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            collectionView.pause(for: 0.1)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 9, section: 0), at: .top, animated: true)
            collectionView.pause(for: 0.5)
            scrolledTo = collectionView.contentOffset
            observation.invalidate()
            collectionView.setContentOffset(.zero, animated: false)
        }
        #expect(heard.map(\.old) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 200)])
        #expect(scrolledTo.y > 200)
        #expect(heard.map(\.new) == [CGPoint(x: 0, y: 200), scrolledTo], "nothing after invalidate()")
    }

    @Test func anInitialObservationAnswersAtOnceAndOneLetGoStops() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var sizes: [CGSize] = []
        var priors = 0
        var observation: NSKeyValueObservation? = view.observe(\.bounds, options: [.initial, .new, .prior]) { view, change in
            if change.isPrior { priors += 1 } else { sizes.append(view.bounds.size) }
        }
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        view.frame = CGRect(x: 10, y: 0, width: 200, height: 50)
        #expect(sizes == [CGSize(width: 100, height: 50), CGSize(width: 200, height: 50)], "moving the frame leaves the bounds")
        #expect(priors == 1)
        _ = observation
        observation = nil
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        #expect(sizes.count == 2)
    }

    @Test func aLayersTransformIsHeardThroughItsView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var heard: [CGAffineTransform] = []
        let observation = view.observe(\.transform, options: [.new]) { _, change in heard.append(change.newValue ?? .identity) }
        view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        view.alpha = 0.5
        #expect(heard == [CGAffineTransform(scaleX: 2, y: 2)])
        observation.invalidate()
    }

    @Test func theDelegateHearsEachScrollStepAsItIsRecorded() throws {
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let watcher = ScrollWatcher()
        _ = try ZoetropeUIKit.record(collectionViewLayout: flow()) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = watcher
            collectionView.layoutIfNeeded()
            collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            collectionView.pause(for: 0.5)
            // Inserting leaves the offset where it is: no scroll to hear of.
            source.sections[0].insert(.systemRed, at: 0)
            collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        #expect(watcher.scrolled.last == CGPoint(x: 0, y: 300), "the scroll's frames, and nothing after the insert")
        #expect(watcher.scrolled.filter { $0.y > 0 }.count == 18)
    }
}
#endif
