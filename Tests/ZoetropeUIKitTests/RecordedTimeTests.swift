import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Timers and delayed main-queue blocks on the recording's clock: a banner that slides every
/// second slides at 1, 2 and 3 seconds of the recording, however long the host takes, as the
/// phone's run loop fires them.
@Suite struct RecordedTimeTests {
    /// What the app's timers and blocks did, and when (blocks given to the run loop are
    /// `@Sendable`; a recording runs them on its own thread).
    final class Log: @unchecked Sendable {
        var times: [String: [Double]] = [:]
        func note(_ name: String) { times[name, default: []].append(CACurrentMediaTime()) }
    }

    static func pages() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 390, height: 200)
        layout.minimumLineSpacing = 0
        return layout
    }

    /// A banner sliding itself, as FSPagerView does: a repeating timer scheduled with a block,
    /// added again to the run loop for its common modes, scrolling a page on at each firing.
    final class Banner: @unchecked Sendable {
        let collectionView: UICollectionView
        var timer: Timer?
        var firedAt: [Double] = []

        init(collectionView: UICollectionView) { self.collectionView = collectionView }

        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.flip() }
            RunLoop.current.add(timer!, forMode: .common)
        }

        func flip() {
            firedAt.append(CACurrentMediaTime())
            let next = collectionView.contentOffset.x + 390
            collectionView.setContentOffset(CGPoint(x: next, y: 0), animated: true)
            if firedAt.count == 3 { timer?.invalidate() }
        }
    }

    @Test func aRepeatingTimerFiresAtItsIntervalsOfRecordedTime() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        var banner: Banner?
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: Self.pages()) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            let made = Banner(collectionView: collectionView)
            banner = made
            made.start()
            collectionView.pause(for: 4.5)
        }
        // Fired at 1, 2 and 3 seconds, then invalidated in its block: no fourth firing.
        let fired = try #require(banner?.firedAt)
        #expect(fired.count == 3)
        for (index, time) in fired.enumerated() { #expect(abs(time - Double(index + 1)) < 1e-9, "firing \(index): \(time)") }
        // Each firing scrolls a page on, from its moment: still before, a page further once
        // the scroll is over.
        #expect(timeline.frame(at: 0.9).contentOffset.x == 0)
        #expect(timeline.frame(at: 1.9).contentOffset.x == 390)
        #expect(timeline.frame(at: 2.9).contentOffset.x == 780)
        #expect(timeline.frame(at: 4.4).contentOffset.x == 1170)
        let midway = timeline.frame(at: 1.1).contentOffset.x
        #expect(midway > 0 && midway < 390)
        #expect(abs(timeline.duration - 4.5) < 1e-9)
    }

    /// A timer made first and added to the main run loop later, as `Timer(timeInterval:…)`
    /// with `RunLoop.main.add(_:forMode:)` is written: it fires from when it is added, once.
    @Test func aTimerAddedToTheRunLoopFiresFromWhenItIsAdded() throws {
        let log = Log()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
            let timer = Timer(timeInterval: 0.5, repeats: false) { _ in log.note("fired") }
            collectionView.pause(for: 1)
            RunLoop.main.add(timer, forMode: .default)
            collectionView.pause(for: 2)
        }
        let fired = log.times["fired"] ?? []
        #expect(fired.count == 1)
        #expect(abs((fired.first ?? 0) - 1.5) < 1e-9, "\(fired)")
    }

    /// A delayed block on the main queue, as an app reveals a badge half a second after a
    /// change: it runs at its deadline in recorded time, in a turn of its own; a cancelled work
    /// item does not run; a block for another queue is GCD's.
    @Test func aDelayedMainQueueBlockRunsAtItsDeadlineOfRecordedTime() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let log = Log()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.pages()) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            nonisolated(unsafe) let scrolled = collectionView
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                log.note("scroll")
                scrolled.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
            }
            let cancelled = DispatchWorkItem { log.note("cancelled") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: cancelled)
            let kept = DispatchWorkItem { log.note("item") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: kept)
            cancelled.cancel()
            collectionView.pause(for: 1.5)
        }
        #expect(log.times["cancelled"] == nil)
        #expect(log.times["item"] == [0.25], "\(log.times)")
        #expect(log.times["scroll"] == [0.5], "\(log.times)")
        #expect(timeline.frame(at: 0.45).contentOffset.x == 0)
        #expect(timeline.frame(at: 1.4).contentOffset.x == 390)
    }

    /// Work due after the recording's last pause never runs: the screen is gone.
    @Test func workDueAfterTheLastPauseDoesNotRun() throws {
        let log = Log()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
            DispatchQueue.main.asyncAfter(deadline: .now() + 5) { log.note("block") }
            _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in log.note("timer") }
            collectionView.pause(for: 1)
        }
        #expect(log.times.isEmpty)
    }
}
