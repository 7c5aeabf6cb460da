import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What the app does in one turn of the run loop starts together, as Core Animation commits it
/// in one transaction; the turn ends when the recording lets time pass, and then the
/// completions run.
@Suite struct RunLoopTurnTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    static func rows() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test func aChatsInsertAndItsScrollToTheNewMessageStartTogether() throws {
        let source = ColorDataSource(sections: [Palette.colors(12)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].append(.systemPink)
            let last = UIKitIndexPath(item: 12, section: 0)
            collectionView.insertItems(at: [last])
            collectionView.scrollToItem(at: last, at: .bottom, animated: true)
            collectionView.pause(for: 0.2)
        }
        // One step for the turn, as long as the longer of the two (0.3 s each), not their sum.
        #expect(timeline.segments.map(\.label) == ["insertItems(at:) + scrollToItem(at:at:animated:)", "pause(for:)"])
        let turn = timeline.segments[0].transition
        #expect(abs(turn.duration - 0.3) < 1e-9)
        // Halfway, the list is halfway down: it scrolls from the first moment.
        let end = 13 * 110 - 10 - 844.0
        let middle = turn.bounds(atStepTime: 0.15).minY
        #expect(middle > 0.3 * end && middle < 0.7 * end)
        // …and the new message, below the screen when inserted, comes in with it.
        let message = try #require(turn.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 12, section: 0)) })
        #expect(message.attributes(atStepTime: 0.3).frame == Rect(x: 0, y: 1320, width: 390, height: 100))
        #expect(message.attributes(atStepTime: 0.3).alpha == 1)
        #expect(turn.bounds(atStepTime: 0.28).intersects(message.attributes(atStepTime: 0.28).frame))
    }

    @Test func twoAnimationsThatMoveTheOffsetThereAndBackCancelOut() throws {
        let source = ColorDataSource(sections: [Palette.colors(20)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            UIView.animate(withDuration: 0.4) { collectionView.contentOffset = CGPoint(x: 0, y: 300) }
            UIView.animate(withDuration: 0.4) { collectionView.contentOffset = .zero }
        }
        #expect(timeline.segments.count == 1)
        let turn = timeline.segments[0].transition
        for time in stride(from: 0.0, through: 0.4, by: 0.05) {
            #expect(abs(turn.bounds(atStepTime: time).minY) < 1e-9, "at \(time) s")
        }
        let first = try #require(timeline.frame(at: 0.2).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(abs(first.attributes.frame.minY) < 1e-9)
    }

    @Test func aCompletionRunsOnceTheTurnIsOverAndWhatItChangesIsTheNextTurn() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        var completed: [Bool] = []
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(.systemPink, at: 0)
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }, completion: { finished in
                completed.append(finished)
                source.sections[0].remove(at: 3)
                collectionView.deleteItems(at: [UIKitIndexPath(item: 3, section: 0)])
            })
            // Not yet: the insert has only been committed.
            #expect(completed.isEmpty)
            UIView.animate(withDuration: 0.5) { collectionView.contentOffset = CGPoint(x: 0, y: 40) }
            collectionView.pause(for: 0)
            #expect(completed == [true])
        }
        // The insert and the scroll of the same turn are one step; the completion's delete
        // follows once the turn is over.
        #expect(timeline.segments.map(\.label) == ["performBatchUpdates(_:completion:) + contentOffset", "deleteItems(at:)"])
        #expect(abs(timeline.segments[1].start - 0.5) < 1e-9)
    }

    @Test func aPauseOfZeroEndsTheTurnSoTheNextChangePlaysAfter() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        #expect(timeline.segments.map(\.label) == ["deleteItems(at:)", "deleteItems(at:)"])
        #expect(abs(timeline.segments[1].start - 0.3) < 1e-9)
    }

    @Test func aUIViewAnimateCompletionRunsAfterTheTurn() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        var order: [String] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            UIView.animate(withDuration: 0.2, animations: {
                collectionView.contentOffset = CGPoint(x: 0, y: 20)
            }, completion: { _ in order.append("completion") })
            order.append("next line")
        }
        // The recording's end lets the last turn play out, and its completions run.
        #expect(order == ["next line", "completion"])
    }
}

extension RunLoopTurnTests {
    @Test func anOffsetSetWithoutAnimationStopsTheScrollsOfItsTurn() throws {
        let source = ColorDataSource(sections: [Palette.colors(20)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 10, section: 0), at: .top, animated: true)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 12, section: 0), at: .top, animated: true)
            collectionView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        }
        #expect(timeline.segments.count == 1)
        let turn = timeline.segments[0].transition
        for time in [0, 0.1, 0.2, 0.3] {
            #expect(turn.bounds(atStepTime: time).minY == 50, "at \(time) s")
        }
    }

    @Test func twoAnimatedScrollsOfOneTurnEndAtTheSecondsTargetAsOneScroll() throws {
        let source = ColorDataSource(sections: [Palette.colors(20)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.rows()) { collectionView in
            source.register(in: collectionView)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 4, section: 0), at: .top, animated: true)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 6, section: 0), at: .top, animated: true)
        }
        let turn = timeline.segments[0].transition
        // The same curve from the same start: the sum is one scroll from 0 to item 6's row.
        #expect(turn.bounds(atStepTime: 0).minY == 0)
        #expect(abs(turn.bounds(atStepTime: 0.3).minY - 660) < 1e-9)
        let alone = Timing().progress(atStepTime: 0.1) * 660
        #expect(abs(turn.bounds(atStepTime: 0.1).minY - alone) < 1e-6)
    }
}
