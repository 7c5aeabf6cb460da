import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A prefetch data source is asked, at each layout pass, for the items of the screen ahead of
/// the visible one in the way the content last scrolled, nearest first and each once, and told
/// to cancel those that left that screen without showing, as the phone asks an app that loads
/// its images ahead of the scroll.
@Suite struct PrefetchingTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Rows a screen wide and 100 points tall, one under the other: a screen of 844 points
    /// shows nine (the ninth in part), and the screen ahead eight more.
    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
        var count = 30
        var calls: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [UIKitIndexPath]) {
            calls.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [UIKitIndexPath]) {
            calls.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
        }
    }

    private static func rows() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        return layout
    }

    private static func record(_ source: Rows, prefetching: Bool = true, _ body: (UICollectionView) -> Void) throws {
        _ = try ZoetropeUIKit.record(collectionViewLayout: rows()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = source
            collectionView.prefetchDataSource = source
            collectionView.isPrefetchingEnabled = prefetching
            collectionView.layoutIfNeeded()
            body(collectionView)
        }
    }

    @Test func theScreenAheadIsAskedForNearestFirstAndCancelledWhenTheScrollTurnsBack() throws {
        let source = Rows()
        var afterLoad: [String] = [], afterScrollDown: [String] = []
        try Self.record(source) { collectionView in
            afterLoad = source.calls
            collectionView.setContentOffset(CGPoint(x: 0, y: 844), animated: true)
            collectionView.pause(for: 0)
            afterScrollDown = source.calls
            collectionView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
            collectionView.pause(for: 0)
        }
        // Shown: 0–8; the screen below, 844–1688, holds 8–16, of which 8 shows.
        #expect(afterLoad == ["prefetch 9 10 11 12 13 14 15 16"])
        // Scrolled a screen down: 8–16 show (asked for, not cancelled); 17–25 lie below.
        #expect(afterScrollDown == afterLoad + ["prefetch 17 18 19 20 21 22 23 24 25"])
        // Back at the top, scrolling up: nothing lies above; 17–25 left without showing.
        #expect(source.calls == afterScrollDown + ["cancel 17 18 19 20 21 22 23 24 25"])
    }

    @Test func anItemAskedForIsTheSameItemAfterAnInsertMovesIt() throws {
        let source = Rows()
        try Self.record(source) { collectionView in
            source.count += 1
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            collectionView.pause(for: 0)
        }
        // Asked for 9–16; the insert moves each down one. The row that showed at 8 is now 9,
        // below the screen: asked for. The one asked for at 16 is now 17, off the screen
        // ahead: cancelled at its new index path. The rest are still asked for.
        #expect(source.calls == ["prefetch 9 10 11 12 13 14 15 16", "cancel 17", "prefetch 9"])
    }

    @Test func aHorizontalLayoutIsAskedForTheScreenToItsSide() throws {
        let source = Rows()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 800)
        layout.minimumLineSpacing = 0
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = source
            collectionView.prefetchDataSource = source
            collectionView.layoutIfNeeded()
        }
        // Columns 100 points wide: 0–3 show in 390 points; 4–7 lie in the 390 to their right.
        #expect(source.calls == ["prefetch 4 5 6 7"])
    }

    /// Infinite scroll as apps write it: asked for the last row, the screen requests the next
    /// page; when the reply arrives (a later turn, played here by the test) it inserts it.
    final class Pages: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
        var count = 30
        var requested = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [UIKitIndexPath]) {
            if indexPaths.contains(where: { $0.item >= count - 1 }) { requested += 1 }
        }
        func pageArrived(in collectionView: UICollectionView) {
            let new = (count..<count + 20).map { UIKitIndexPath(item: $0, section: 0) }
            count += 20
            collectionView.insertItems(at: new)
        }
    }

    @Test func aScreenThatLoadsItsNextPageWhenAskedForItsLastRowScrollsOnIntoIt() throws {
        let source = Pages()
        var requestedBeforeScroll = 0
        var shownAtEnd: [Int] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = source
            collectionView.prefetchDataSource = source
            collectionView.layoutIfNeeded()
            requestedBeforeScroll = source.requested
            // The first page ends at 3,000: from 1,300 the screen below (2,144–2,988) holds its
            // last row, 29.
            collectionView.setContentOffset(CGPoint(x: 0, y: 1_300), animated: true)
            collectionView.pause(for: 0.5)
            if source.requested > 0 { source.pageArrived(in: collectionView) }
            collectionView.pause(for: 0.5)
            collectionView.setContentOffset(CGPoint(x: 0, y: 3_000), animated: true)
            collectionView.pause(for: 0.5)
            shownAtEnd = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        }
        #expect(requestedBeforeScroll == 0)
        #expect(source.requested == 1)
        #expect(source.count == 50)
        #expect(shownAtEnd == Array(30...38))
    }

    @Test func nothingIsAskedWhilePrefetchingIsOff() throws {
        let source = Rows()
        try Self.record(source, prefetching: false) { collectionView in
            collectionView.setContentOffset(CGPoint(x: 0, y: 844), animated: false)
            collectionView.pause(for: 0)
        }
        #expect(source.calls.isEmpty)
    }
}
