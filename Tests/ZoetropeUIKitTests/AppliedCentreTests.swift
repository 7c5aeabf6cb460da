import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A cell whose `apply(_:)` moves its own centre from where the layout put it (a wheel's card,
/// moved by its anchor point so that it turns about the wheel's middle) is drawn where UIKit
/// draws it at every frame of an animated step: UIKit sets the centre and calls `apply(_:)`
/// inside the step's animation, so the move `apply(_:)` makes again at every step animates
/// nothing, and the card follows the layout's turn alone.
@Suite struct AppliedCentreTests {
    typealias WheelLayout = LiveCellTests.WheelLayout

    /// The wheel at `offset`, scrolled there with animation, or shown there at once.
    private func record(scrollingTo offset: CGFloat, animated: Bool) throws -> Timeline {
        let cards = LiveCellTests.Cards()
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: WheelLayout()) { collectionView in
            collectionView.register(LiveCellTests.CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
            collectionView.setContentOffset(CGPoint(x: offset, y: 0), animated: animated)
        }
    }

    /// The share of pixels that differ by more than a little between two frames.
    private func differingShare(_ a: Frame, _ b: Frame) throws -> Double {
        let renderer = FrameRenderer(scale: 1)
        let first = try renderer.render(a).rgbaPixels(), second = try renderer.render(b).rgbaPixels()
        #expect(first.count == second.count)
        var differing = 0
        for pixel in stride(from: 0, to: Swift.min(first.count, second.count), by: 4)
        where (0..<3).contains(where: { abs(Int(first[pixel + $0]) - Int(second[pixel + $0])) > 24 }) {
            differing += 1
        }
        return Double(differing) / Double(first.count / 4)
    }

    /// After the scroll, and at a frame of it where a step of the scroll begins, the wheel is
    /// drawn as it is when shown at that offset at once (within 0.5 % of the pixels, for the
    /// edges' antialiasing). Before, the card was moved a second time by an animation of the
    /// centre `apply(_:)` sets, and turned about a point twice as far: the cards flew off the
    /// screen mid-scroll and stayed askew after it.
    @Test func aCardMovedByItsAnchorPointInApplyTurnsAboutTheWheelAtEveryFrameOfAScroll() throws {
        let scrolled = try record(scrollingTo: 300, animated: true)
        let end = scrolled.frame(at: scrolled.duration)
        #expect(end.contentOffset.x == 300)
        let direct = try record(scrollingTo: 300, animated: false)
        #expect(try differingShare(end, direct.frame(at: direct.duration)) < 0.005)
        // A step in the middle of the scroll begins where the layout placed the cards then.
        let middle = try #require(scrolled.segments.dropFirst(scrolled.segments.count / 2).first)
        let midway = scrolled.frame(at: middle.start)
        #expect(midway.contentOffset.x > 50 && midway.contentOffset.x < 250)
        let there = try record(scrollingTo: midway.contentOffset.x, animated: false)
        #expect(try differingShare(midway, there.frame(at: there.duration)) < 0.005)
    }
}
