import Testing
import ZoetropeCore
import ZoetropeUIKit

/// UIKit Dynamics as layouts and views use it: springs that lag behind a scroll and settle,
/// damped oscillation at the frequency asked, gravity, an animator that comes to rest.
@Suite struct UIKitDynamicsTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A springy list in the manner of the widely copied UIKit Dynamics layouts: every item's
    /// attributes held to their place by a spring, and moved by part of each scroll's step, the
    /// more the further they are from the top, so that the list stretches as it scrolls.
    final class SpringyFlowLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        var boundsAsked: [CGRect] = []

        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty, let collectionView,
                  let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionView.contentSize)), !all.isEmpty else { return }
            for item in all {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 1
                animator.addBehavior(spring)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let items = animator.items(in: rect)
            return items.isEmpty ? super.layoutAttributesForElements(in: rect) : items as? [UICollectionViewLayoutAttributes]
        }

        override func layoutAttributesForItem(at indexPath: UIKitIndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView, !animator.behaviors.isEmpty else { return false }
            boundsAsked.append(newBounds)
            let delta = newBounds.minY - collectionView.bounds.minY
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first else { continue }
                item.center.y += delta * min(1, spring.anchorPoint.y / 1500)
                animator.updateItem(usingCurrentState: item)
            }
            return true
        }
    }

    /// `layout` as a list of 100-point rows 10 points apart.
    static func list<Layout: UICollectionViewFlowLayout>(_ layout: Layout) -> Layout {
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test func aSpringyLayoutStretchesAsItScrollsAndSettlesWhereItsFlowPutsIt() throws {
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let layout = Self.list(SpringyFlowLayout())
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            collectionView.pause(for: 2)
        }
        func gap(after item: Int, at time: Double) throws -> Double {
            let elements = timeline.frame(at: time).elements
            func frame(_ item: Int) throws -> Rect {
                try #require(elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) }).attributes.frame
            }
            return try frame(item + 1).minY - frame(item).maxY
        }
        // Half-way through the scroll the lower item has not caught up: the gap has grown.
        let stretched = try gap(after: 5, at: 0.15)
        #expect(stretched > 15, "\(stretched)")
        // Two seconds on the springs have brought every item back to its place in the flow.
        #expect(abs(try gap(after: 5, at: timeline.duration) - 10) < 0.1)
        #expect(!layout.animator.isRunning)
        let scrolled = timeline.frame(at: timeline.duration).elements
        let item6 = try #require(scrolled.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 6, section: 0)) })
        #expect(abs(item6.attributes.frame.minY - 660) < 0.1)
        // Asked once for each frame of the scroll, in order, from the first frame's bounds (not
        // once more before it, which would move the items twice).
        #expect(layout.boundsAsked.count == 18)
        #expect(zip(layout.boundsAsked, layout.boundsAsked.dropFirst()).allSatisfy { $0.minY < $1.minY })
        #expect(layout.boundsAsked.first.map { $0.minY < 60 } == true)
    }

    /// A bouncy layout in the manner of the popular library: springs only for the items near
    /// the screen (added and removed in `prepare()` as the screen moves), items nudged by the
    /// scroll, and `false` from `shouldInvalidateLayout(forBoundsChange:)`, leaving the
    /// relayout to the animator.
    final class BouncyFlowLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        var held: Set<UIKitIndexPath> = []

        override func prepare() {
            super.prepare()
            guard let collectionView, let near = super.layoutAttributesForElements(in: collectionView.bounds.insetBy(dx: 0, dy: -200)) else { return }
            let paths = Set(near.map(\.indexPath))
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first as? UICollectionViewLayoutAttributes, !paths.contains(item.indexPath) else { continue }
                animator.removeBehavior(spring)
                held.remove(item.indexPath)
            }
            for item in near where !held.contains(item.indexPath) {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.damping = 0.7
                spring.frequency = 1.5
                animator.addBehavior(spring)
                held.insert(item.indexPath)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            let delta = newBounds.minY - collectionView.bounds.minY
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first else { continue }
                item.center.y += min(delta, delta * spring.anchorPoint.y / 1000)
                animator.updateItem(usingCurrentState: item)
            }
            return false
        }
    }

    /// Colours each cell as it is about to show, as chat screens style their bubbles, and
    /// counts the cells that leave.
    final class Styler: NSObject, UICollectionViewDelegate {
        var shown: [Int] = []
        var left: [Int] = []
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: UIKitIndexPath) {
            shown.append(indexPath.item)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .white : .systemBlue
        }
        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: UIKitIndexPath) {
            left.append(indexPath.item)
        }
    }

    @Test func aLayoutThatLeavesRelayoutToItsAnimatorBouncesFrameByFrameAndTheDelegateStylesEachCell() throws {
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let layout = Self.list(BouncyFlowLayout())
        let styler = Styler()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            // Told before the first layout pass, as a screen sets its delegate in viewDidLoad().
            collectionView.delegate = styler
            source.register(in: collectionView)
            collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            collectionView.pause(for: 2)
        }
        // Laid out at every frame of the scroll although the layout answers false.
        #expect(timeline.segments.filter { $0.label == "setContentOffset(_:animated:)" }.count == 18)
        func frame(_ item: Int, at time: Double) throws -> Rect {
            try #require(timeline.frame(at: time).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) }).attributes.frame
        }
        let stretched = try frame(6, at: 0.15).minY - frame(5, at: 0.15).maxY
        #expect(stretched > 12, "\(stretched)")
        #expect(abs(try frame(6, at: timeline.duration).minY - frame(5, at: timeline.duration).maxY - 10) < 0.1)
        // Every cell shown was styled before it showed, and drawn in its colour; the top ones
        // left as the screen moved down.
        let drawn = try #require(timeline.frame(at: timeline.duration).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 7, section: 0)) })
        #expect(drawn.content.fill == .color(Color(red: 0, green: 122 / 255, blue: 1)) || drawn.content.subviews.contains { $0.content.fill == .color(Color(red: 0, green: 122 / 255, blue: 1)) }, "\(drawn.content)")
        #expect(Set(styler.shown).isSuperset(of: 0...12))
        #expect(styler.left.contains(0) && !styler.left.contains(10))
    }

    /// A view held to a point by a spring, with a delegate that hears the animator pause.
    final class Watcher: UIDynamicAnimatorDelegate {
        var pauses = 0
        var resumes = 0
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
    }

    /// Records a 60 × 60 view at (100, 100) that `setUp` gives behaviours, for `seconds`, and
    /// returns the view's vertical centre at each frame.
    static func path(seconds: Double, _ setUp: (UIView, UIDynamicAnimator) -> Void) throws -> (centres: [CGFloat], animator: UIDynamicAnimator) {
        let source = ColorDataSource(sections: [Palette.colors(1)])
        var centres: [CGFloat] = []
        var kept: UIDynamicAnimator?
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
            source.register(in: collectionView)
            collectionView.layoutIfNeeded()
            let ball = UIView(frame: CGRect(x: 70, y: 70, width: 60, height: 60))
            collectionView.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: collectionView)
            kept = animator
            setUp(ball, animator)
            // A behaviour of no items of its own: its action runs at every step.
            let sampler = UIDynamicBehavior()
            sampler.action = { centres.append(ball.center.y) }
            animator.addBehavior(sampler)
            collectionView.pause(for: seconds)
        }
        return (centres, try #require(kept))
    }

    @Test func aSpringSwingsAtItsFrequencyAndComesToRestAtItsPoint() throws {
        let watcher = Watcher()
        let (centres, animator) = try Self.path(seconds: 3) { ball, animator in
            animator.delegate = watcher
            let spring = UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 100, y: 200))
            spring.length = 0
            spring.frequency = 2
            spring.damping = 0.1
            animator.addBehavior(spring)
        }
        // Half a period (a quarter of a second at 2 Hz) on, it has swung through the point to the
        // far side; a period on, it is back near where it started.
        let half = try #require(centres.indices.max { centres[$0] < centres[$1] })
        #expect((13...17).contains(half), "the furthest swing at frame \(half)")
        #expect(centres[half] > 250)
        let back = try #require((20...40).min { centres[$0] < centres[$1] })
        #expect((27...33).contains(back), "back at frame \(back)")
        // At rest within three seconds, at the point, and the delegate heard it once.
        #expect(!animator.isRunning && watcher.pauses == 1 && watcher.resumes == 1)
        #expect(abs(try #require(centres.last) - 200) < 0.05)
        #expect(centres.count < 180)
        #expect(abs(animator.elapsedTime() - Double(centres.count) / 60) < 1e-9)
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() throws {
        let (centres, _) = try Self.path(seconds: 2) { ball, animator in
            let spring = UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 100, y: 200))
            spring.length = 0
            spring.frequency = 2
            spring.damping = 1
            animator.addBehavior(spring)
        }
        #expect(zip(centres, centres.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(centres.allSatisfy { $0 <= 200 })
        #expect(try #require(centres.last) > 199.9)
    }

    @Test func aRodKeepsItsLengthAndGravityPullsAtAThousandPointsASecondSquared() throws {
        // Falling freely: half of 1,000 × t² after half a second, within a frame's step.
        let (falling, fallingAnimator) = try Self.path(seconds: 0.5) { ball, animator in
            animator.addBehavior(UIGravityBehavior(items: [ball]))
        }
        #expect(falling.count == 30)
        #expect((120...135).contains(try #require(falling.last) - 100))
        #expect(fallingAnimator.isRunning)
        // Hung from a point 50 points above it on a rod, it only swings: straight down, at
        // most 50 points below the point.
        let (hanging, _) = try Self.path(seconds: 0.5) { ball, animator in
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 100, y: 50)))
        }
        #expect(hanging.allSatisfy { abs($0 - 100) < 1e-6 })
    }

    @Test func aVelocityGivenSlowsByTheItemsResistance() throws {
        let (centres, _) = try Self.path(seconds: 1) { ball, animator in
            let behavior = UIDynamicItemBehavior(items: [ball])
            behavior.resistance = 2
            // Given before the behaviour is in the animator: handed over when it is.
            behavior.addLinearVelocity(CGPoint(x: 0, y: 300), for: ball)
            #expect(behavior.linearVelocity(for: ball) == CGPoint(x: 0, y: 300))
            animator.addBehavior(behavior)
        }
        let steps = zip(centres, centres.dropFirst()).map { $1 - $0 }
        #expect(try #require(steps.first) > 4 && steps.allSatisfy { $0 > 0 })
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 < $0 }, "\(steps)")
    }
}
