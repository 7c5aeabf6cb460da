import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Animations an app drives itself, frame by frame, from a display link: each of the screen's
/// frames is a turn of its own while the recording lets time pass, and the link's clock is the
/// recording's. And the layout pass that ends every turn.
@Suite struct DisplayLinkTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A list that becomes a grid over 0.3 s, its progress set at each frame from the link's
    /// timestamp, as layout-switching libraries drive `UICollectionViewTransitionLayout`.
    final class Switcher: NSObject {
        let collectionView: UICollectionView
        let grid: UICollectionViewFlowLayout
        var transition: UICollectionViewTransitionLayout?
        var link: CADisplayLink?
        var start: CFTimeInterval = 0
        var finishedAt: CFTimeInterval?
        var calls = 0

        init(collectionView: UICollectionView, grid: UICollectionViewFlowLayout) {
            self.collectionView = collectionView
            self.grid = grid
        }

        func begin() {
            transition = collectionView.startInteractiveTransition(to: grid)
            start = CACurrentMediaTime()
            link = CADisplayLink(target: self, selector: Selector(("step")), action: { [weak self] _ in self?.step() })
            link?.add(to: .current, forMode: .common)
        }

        func step() {
            guard let link, let transition else { return }
            calls += 1
            let progress = min(1, (link.timestamp - start) / 0.3)
            transition.transitionProgress = CGFloat(progress)
            transition.invalidateLayout()
            if progress >= 1 {
                collectionView.finishInteractiveTransition()
                link.invalidate()
                finishedAt = CACurrentMediaTime() - start
            }
        }
    }

    static func layout(_ size: CGSize) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return layout
    }

    @Test func aTransitionDrivenByADisplayLinkMovesAtEveryFrameOfThePause() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        var switcher: Switcher?
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.layout(CGSize(width: 390, height: 60))) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            let driver = Switcher(collectionView: collectionView, grid: Self.layout(CGSize(width: 120, height: 120)))
            switcher = driver
            driver.begin()
            collectionView.pause(for: 0.5)
        }
        let driver = try #require(switcher)
        // Called at each of the 60 frames a second until the transition is done: 18 frames in
        // 0.3 s (the last one finishes it), on the recording's clock.
        #expect(driver.calls == 18)
        #expect(abs((driver.finishedAt ?? 0) - 0.3) < 1e-9)
        // The second item (below the first in the list, beside it in the grid) moves a little
        // at each frame: a third of the way at 0.1 s.
        let second = ElementID.cell(ZoetropeCore.IndexPath(item: 1, section: 0))
        func x(at time: Double) throws -> Double {
            try #require(timeline.frame(at: time).elements.first { $0.attributes.element == second }).attributes.frame.minX
        }
        #expect(try x(at: 0) == 0)
        let third = try x(at: 0.1), twoThirds = try x(at: 0.2)
        #expect(third > 0 && third < twoThirds)
        // Finishing animates for 0.3 s more (nothing is left to move), within the pause's time.
        // Three 120-point items to a row of 390: the second at 135.
        #expect(try x(at: 0.45) == 135 && x(at: 0.6) == 135)
        #expect(abs(timeline.duration - 0.6) < 1e-6, "\(timeline.segments.map { "\($0.label) \($0.duration)" })")
    }

    final class KeepsState: UICollectionViewTransitionLayout {}
    final class TransitionDelegate: NSObject, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                            newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
            KeepsState(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    @Test func anInteractiveTransitionShowsTheDelegatesTransitionLayout() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let delegate = TransitionDelegate()
        var shown: UICollectionViewTransitionLayout?
        _ = try ZoetropeUIKit.record(collectionViewLayout: Self.layout(CGSize(width: 100, height: 100))) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = delegate
            collectionView.layoutIfNeeded()
            shown = collectionView.startInteractiveTransition(to: Self.layout(CGSize(width: 50, height: 50)))
        }
        #expect(shown is KeepsState)
    }

    /// A layout that reads its view wherever it is asked, as most hand-written layouts do
    /// (`collectionView!.bounds.width`): both of a transition's layouts are on the view while it
    /// shows, and only the next one after it.
    final class ReadsItsView: UICollectionViewFlowLayout {
        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView!.bounds.width, height: super.collectionViewContentSize.height)
        }
    }

    @Test func bothLayoutsOfATransitionAreOnTheViewWhileItShows() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let list = ReadsItsView(), grid = ReadsItsView()
        list.itemSize = CGSize(width: 390, height: 60)
        grid.itemSize = CGSize(width: 120, height: 120)
        var during: [Bool] = [], after: [Bool] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: list) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            let transition = collectionView.startInteractiveTransition(to: grid)
            during = [list.collectionView === collectionView, grid.collectionView === collectionView]
            transition.transitionProgress = 0.5
            collectionView.pause(for: 0.1)
            collectionView.finishInteractiveTransition()
            after = [list.collectionView == nil, grid.collectionView === collectionView]
        }
        #expect(during == [true, true])
        #expect(after == [true, true])
    }

    @Test func theRecordingsClockRunsOnlyAsRecordedTimePasses() throws {
        var readings: [CFTimeInterval] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: Self.layout(CGSize(width: 100, height: 100))) { collectionView in
            readings.append(CACurrentMediaTime())
            collectionView.pause(for: 0.25)
            readings.append(CACurrentMediaTime())
        }
        #expect(abs(readings[1] - readings[0] - 0.25) < 1e-9)
    }

    /// A layout changed and invalidated, and nothing else: on the phone the run loop's layout
    /// pass shows it at once, without animation.
    @Test func aLayoutInvalidatedAloneIsLaidOutAtTheEndOfTheTurn() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let layout = Self.layout(CGSize(width: 100, height: 100))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            layout.itemSize = CGSize(width: 150, height: 150)
            layout.invalidateLayout()
            collectionView.pause(for: 0.2)
        }
        let first = ElementID.cell(ZoetropeCore.IndexPath(item: 0, section: 0))
        let during = try #require(timeline.frame(at: 0.1).elements.first { $0.attributes.element == first })
        #expect(during.attributes.frame.size == Size(width: 150, height: 150))
    }
}
