import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A layer that backs no view animates a property set once it is on screen, as Core Animation
/// animates implicitly: a quarter of a second unless `CATransaction` says otherwise, and not
/// when actions are disabled, when its `actions` say `NSNull`, or when it was set up in the turn
/// it first shows. The ring is 8 points thick, radius 40 about (100, 50), from the top clockwise.
@MainActor @Suite struct ImplicitLayerAnimationTests: OneCellPixels {
    /// Whether the ring is drawn `fraction` of the way round.
    private func drawn(_ pixels: (Int, Int) -> [Int], at fraction: Double) -> Bool {
        let (x, y) = onRing(fraction)
        return isNear(pixels(x, y), [0, 0, 255], within: 40)
    }

    /// The ring shown at a quarter, half a second passing, then `change` made to it, and a
    /// second more.
    private func recordChange(_ change: @escaping (CAShapeLayer) -> Void) throws -> Timeline {
        let shape = ring(end: 0.25)
        BuiltCell.build = { view in view.layer.addSublayer(shape) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            collectionView.pause(for: 0.5)
            change(shape)
            collectionView.pause(for: 1)
        })
    }

    @Test func aStrokeEndSetOnAShownLayerSweepsThereInAQuarterSecond() throws {
        let timeline = try recordChange { $0.strokeEnd = 1 }
        #expect(!drawn(try pixels(timeline, at: 0.52), at: 0.6), "just after the change, still short of 0.6")
        #expect(drawn(try pixels(timeline, at: 0.65), at: 0.45), "on its way")
        #expect(drawn(try pixels(timeline, at: 0.76), at: 0.9), "there after a quarter second")
    }

    @Test func aTransactionsDurationLengthensItAndDisabledActionsMakeItJump() throws {
        let slow = try recordChange { shape in
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            shape.strokeEnd = 1
            CATransaction.commit()
        }
        #expect(!drawn(try pixels(slow, at: 0.76), at: 0.9), "not there after a quarter second")
        #expect(drawn(try pixels(slow, at: 1.5), at: 0.9))
        let jump = try recordChange { shape in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            shape.strokeEnd = 1
            CATransaction.commit()
        }
        #expect(drawn(try pixels(jump, at: 0.52), at: 0.9))
        let unanimated = try recordChange { shape in
            shape.actions = ["strokeEnd": NSNull()]
            shape.strokeEnd = 1
        }
        #expect(drawn(try pixels(unanimated, at: 0.52), at: 0.9))
    }

    @Test func aLayerSetUpInTheTurnItFirstShowsAppearsAsSet() throws {
        let shape = ring(end: 0.25)
        BuiltCell.build = { view in view.layer.addSublayer(shape) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            shape.strokeEnd = 1
            collectionView.pause(for: 0.5)
        })
        #expect(drawn(try pixels(timeline, at: 0.02), at: 0.9))
    }

    @Test func aShownLayersOpacityFadesAndItsTransformTurns() throws {
        let faded = try recordChange { $0.opacity = 0 }
        let midway = try pixels(faded, at: 0.6)
        let (x, y) = onRing(0.1)
        let pixel = midway(x, y)
        #expect(pixel[0] > 40 && pixel[0] < 230 && pixel[2] > 200, "half faded: \(pixel)")
        let turned = try recordChange { $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
        // A quarter of the ring turned a quarter: it reaches 0.5 once over, not at once.
        #expect(!drawn(try pixels(turned, at: 0.52), at: 0.45))
        #expect(drawn(try pixels(turned, at: 0.9), at: 0.45))
    }
}
