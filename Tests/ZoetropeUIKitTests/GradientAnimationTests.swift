import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// A gradient layer's `colors` animated by `CABasicAnimation` or `CAKeyframeAnimation`
/// cross-fades from one set of colours to the next, as Core Animation blends each stop, and
/// shows the layer's own colours where the animation has no effect. The gradient fills a
/// 200 × 100 cell from top to bottom; pixels are read on its top and bottom rows.
@MainActor @Suite struct GradientAnimationTests: OneCellPixels {
    private func record(seconds: Double, _ animate: @escaping (CAGradientLayer) -> Void) throws -> Timeline {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        BuiltCell.build = { view in view.layer.addSublayer(layer) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            animate(layer)
            collectionView.pause(for: seconds)
        })
    }

    @Test func aColoursAnimationPassesThroughTheBlendOfItsEndsAndEndsAtTheLayersOwn() throws {
        let timeline = try record(seconds: 1.5) { layer in
            let change = CABasicAnimation(keyPath: "colors")
            change.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
            change.toValue = [UIColor.green.cgColor, UIColor.black.cgColor]
            change.duration = 1
            layer.add(change, forKey: "colors")
        }
        // The top row is the first stop's colour; halfway, half red and half green.
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(100, 0), [128, 128, 0], within: 6), "\(half(100, 0))")
        #expect(isNear(half(100, 99), [0, 0, 128], within: 8), "\(half(100, 99))")
        #expect(isNear(try pixels(timeline, at: 0.999)(100, 0), [0, 255, 0], within: 6))
        // Over, and not held: the layer's own red again.
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 0), [255, 0, 0], within: 3))
    }

    @Test func aKeyframedColoursAnimationReachesEachFramesColoursAtItsKeyTimeAndHolds() throws {
        let timeline = try record(seconds: 1.5) { layer in
            let change = CAKeyframeAnimation(keyPath: "colors")
            change.values = [[UIColor.red.cgColor, UIColor.blue.cgColor], [UIColor.white.cgColor, UIColor.white.cgColor],
                             [UIColor.black.cgColor, UIColor.black.cgColor]]
            change.keyTimes = [0, 0.25, 1]
            change.duration = 1
            change.fillMode = .forwards
            change.isRemovedOnCompletion = false
            layer.add(change, forKey: nil)
        }
        #expect(isNear(try pixels(timeline, at: 0.25)(100, 50), [255, 255, 255], within: 6), "white at a quarter")
        // Halfway from 0.25 to 1: half white, half black.
        #expect(isNear(try pixels(timeline, at: 0.625)(100, 50), [128, 128, 128], within: 6))
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 0), [0, 0, 0], within: 3), "held at black")
    }

    @Test func theSVGCrossFadesTheGradientsWithOpacityAnimations() throws {
        let animated = SVGWriter().document(for: try record(seconds: 1) { layer in
            let change = CABasicAnimation(keyPath: "colors")
            change.toValue = [UIColor.green.cgColor, UIColor.black.cgColor]
            change.duration = 1
            layer.add(change, forKey: nil)
        })
        // Painted three times (the layer's own, then each end's over it), from two definitions:
        // the start is the layer's own colours.
        let gradients = animated.components(separatedBy: "<linearGradient").count - 1
        let paints = animated.components(separatedBy: "fill=\"url(#").count - 1
        #expect(gradients == 2 && paints == 3, "\(gradients) gradients painted \(paints) times")
        #expect(animated.contains("attributeName=\"opacity\""))
    }
}
