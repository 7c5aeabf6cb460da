import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A paging layout that transforms its cells by their distance from the middle of the screen
/// (the "cube" and "zoom" animators): after any scroll, animated or not, by offset, by item or
/// by page, it rests with the transforms of the new offset, and every frame of an animated
/// scroll uses that frame's bounds.
@Suite struct ScrollRelayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Pages 300 points wide, their neighbours peeking in at the sides, each scaled down by its
    /// distance from the screen's middle.
    final class ZoomingPageLayout: UICollectionViewFlowLayout {
        override init() {
            super.init()
            scrollDirection = .horizontal
            minimumLineSpacing = 0
            itemSize = CGSize(width: 300, height: 600)
            sectionInset = UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 45)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
            for attributes in attributes {
                let distance = (attributes.center.x - collectionView.contentOffset.x - collectionView.bounds.width / 2) / collectionView.bounds.width
                let scale = 1 - 0.2 * min(1, abs(distance))
                attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
            return attributes
        }
    }

    /// The scale the layout gives a page whose middle is `x`, at content offset `offset`.
    static func scale(midX x: Double, offset: Double) -> Double {
        1 - 0.2 * Swift.min(1, abs((x - offset - 195) / 390))
    }

    /// The scale of page `item` at the end of step `step`.
    func restingScale(_ timeline: Timeline, page item: Int, step: Int) throws -> Double {
        let track = try #require(timeline.segments[step].transition.tracks.first {
            $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) && $0.role != .disappearing
        })
        return track.to.transform.a
    }

    @Test(arguments: ["setContentOffset animated", "setContentOffset", "contentOffset", "scrollToItem animated", "scrollToItem"])
    func everyScrollRestsWithTheNewOffsetsTransforms(_ scroll: String) throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let layout = ZoomingPageLayout()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.isPagingEnabled = true
            switch scroll {
            case "setContentOffset animated": collectionView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
            case "setContentOffset": collectionView.setContentOffset(CGPoint(x: 600, y: 0), animated: false)
            case "contentOffset": collectionView.contentOffset = CGPoint(x: 600, y: 0)
            case "scrollToItem animated": collectionView.scrollToItem(at: UIKitIndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: true)
            default: collectionView.scrollToItem(at: UIKitIndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
            }
        }
        let last = timeline.segments.count - 1
        #expect(timeline.segments[last].transition.newBounds.minX == 600)
        // Page 2 is centred at full size; its neighbours peek in a page away, smaller.
        #expect(abs(try restingScale(timeline, page: 2, step: last) - 1) < 1e-9)
        #expect(abs(try restingScale(timeline, page: 1, step: last) - Self.scale(midX: 495, offset: 600)) < 1e-9)
        #expect(abs(try restingScale(timeline, page: 3, step: last) - Self.scale(midX: 1095, offset: 600)) < 1e-9)
        // Page 0, which filled the screen before, is no longer full size.
        if let first = timeline.segments[last].transition.tracks.first(where: { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }) {
            #expect(abs(first.to.transform.a - 1) > 0.1)
        }
        // Every frame between: each step's pages are scaled for that step's bounds.
        for (index, segment) in timeline.segments.enumerated() {
            let offset = segment.transition.newBounds.minX
            for track in segment.transition.tracks where track.role != .disappearing {
                #expect(abs(track.to.transform.a - Self.scale(midX: track.to.frame.midX, offset: offset)) < 1e-9, "step \(index), \(track.element)")
            }
        }
    }

    /// A scroll that is not animated, inside an animation block, takes the block's timing (the
    /// idiom apps use for a scroll of their own duration), frame by frame for this layout; the
    /// same scroll outside a block is one step of no length.
    @Test(arguments: ["setContentOffset", "scrollToItem"])
    func aScrollNotAnimatedInsideAnAnimationBlockTakesTheBlocksTiming(_ scroll: String) throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        func record(inBlock: Bool) throws -> Timeline {
            try ZoetropeUIKit.record(collectionViewLayout: ZoomingPageLayout()) { collectionView in
                source.register(in: collectionView)
                let move = {
                    if scroll == "setContentOffset" {
                        collectionView.setContentOffset(CGPoint(x: 600, y: 0), animated: false)
                    } else {
                        collectionView.scrollToItem(at: UIKitIndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
                    }
                }
                if inBlock { UIView.animate(withDuration: 0.8, delay: 0, options: .curveLinear, animations: move) } else { move() }
            }
        }
        let animated = try record(inBlock: true)
        #expect(abs(animated.duration - 0.8) < 1e-6)
        #expect(animated.segments.count == 48, "a step a frame at 60 a second")
        // Linear: half-way through, the bounds are half-way.
        #expect(abs(animated.frame(at: 0.4).contentOffset.x - 300) < 1e-3)
        #expect(try record(inBlock: false).duration == 0)
    }

    /// The same pager through inserts, deletes and moves: each page glides from the scale the
    /// pager gave it where it was to the scale it gives it where it goes, drawn once.
    @Test func thePagersPagesKeepTheirScalesThroughInsertsDeletesAndMoves() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let layout = ZoomingPageLayout()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.contentOffset = CGPoint(x: 300, y: 0)  // page 1 in the middle
            source.sections[0].remove(at: 1)
            source.sections[0].insert(.systemMint, at: 0)
            source.sections[0].swapAt(3, 4)
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [UIKitIndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
                collectionView.moveItem(at: UIKitIndexPath(item: 3, section: 0), to: UIKitIndexPath(item: 4, section: 0))
            }
        }
        let update = try #require(timeline.segments.last).transition
        #expect(update.oldBounds.minX == 300 && update.newBounds.minX == 300)
        // One track an element and role: no ghost beside a moving page.
        let keys = update.tracks.map { "\($0.element) \($0.role)" }
        #expect(Set(keys).count == keys.count, "\(keys)")
        // (An inserted page fades in from the pager's per-item answer, which it leaves unscaled,
        // as in UIKit.)
        for track in update.tracks {
            if track.role != .appearing {
                #expect(abs(track.from.transform.a - Self.scale(midX: track.from.frame.midX, offset: 300)) < 1e-9, "\(track.element) \(track.role) starts at its scale")
            }
            #expect(abs(track.to.transform.a - Self.scale(midX: track.to.frame.midX, offset: 300)) < 1e-9, "\(track.element) \(track.role) ends at its scale")
        }
        // Old page 0, now page 1, takes the middle: it grows from its side scale to full size.
        let middle = try #require(update.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) && $0.role == .moving })
        #expect(abs(middle.to.transform.a - 1) < 1e-9 && middle.from.transform.a < 0.9)
    }
}
