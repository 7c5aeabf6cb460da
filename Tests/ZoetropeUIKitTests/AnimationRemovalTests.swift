import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// An explicit animation leaves its layer once it has played out, as Core Animation removes a
/// finished animation whose `isRemovedOnCompletion` is true: `animationKeys()` and
/// `animation(forKey:)` no longer answer it in a later turn of the run loop. One kept on
/// completion, one that repeats for ever and one still playing stay, and what is drawn does not
/// change: an animation still playing when another is added plays on. Each cell is 200 × 100
/// on white; pixels are checked where the geometry puts them.
@MainActor @Suite struct AnimationRemovalTests: OneCellPixels {
    private func fade(from: Double, to: Double, seconds: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = seconds
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    @Test func aFinishedAnimationLeavesItsLayerWhileOnesKeptRepeatingOrPlayingStay() throws {
        let layer = CALayer()
        var keysAtStart: [String]?, keysAfter: [String]?, removedAnswer: CAAnimation?, keptAnswer: CAAnimation?
        _ = try recordOne(BuiltCell.self, body: { collectionView in
            layer.add(fade(from: 0, to: 1, seconds: 0.25), forKey: "short")
            let kept = fade(from: 0, to: 1, seconds: 0.25)
            kept.isRemovedOnCompletion = false
            kept.fillMode = .forwards
            layer.add(kept, forKey: "kept")
            let pulsing = fade(from: 1, to: 0.5, seconds: 0.25)
            pulsing.repeatCount = .infinity
            layer.add(pulsing, forKey: "pulse")
            layer.add(fade(from: 0, to: 1, seconds: 2), forKey: "long")
            // Twice as fast, it plays out in half its duration; reversing doubles it again.
            let quick = fade(from: 0, to: 1, seconds: 0.5)
            quick.speed = 2
            layer.add(quick, forKey: "quick")
            let back = fade(from: 0, to: 1, seconds: 0.25)
            back.autoreverses = true
            layer.add(back, forKey: "back")
            keysAtStart = layer.animationKeys()
            collectionView.pause(for: 0.4)
            keysAfter = layer.animationKeys()
            removedAnswer = layer.animation(forKey: "short")
            keptAnswer = layer.animation(forKey: "kept")
        })
        #expect(keysAtStart == ["short", "kept", "pulse", "long", "quick", "back"])
        #expect(keysAfter == ["kept", "pulse", "long", "back"], "after 0.4 s: the short fade and the quick one (0.25 s) are gone")
        #expect(removedAnswer == nil && keptAnswer != nil)
    }

    @Test func outsideARecordingNothingIsRemoved() {
        let layer = CALayer()
        layer.add(fade(from: 0, to: 1, seconds: 0.001), forKey: "fade")
        layer.add(fade(from: 0, to: 1, seconds: 0.001), forKey: "again")
        #expect(layer.animationKeys() == ["fade", "again"])
    }

    /// A cell's red square fading in over a second, with a second animation added to the same
    /// layer half way through: the first still plays, and is gone once it has played out.
    @Test func anAnimationStillPlayingWhenAnotherIsAddedPlaysOn() throws {
        let square = CALayer()
        square.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        square.backgroundColor = UIColor.red.cgColor
        BuiltCell.build = { view in view.layer.addSublayer(square) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            square.add(self.fade(from: 0, to: 1, seconds: 1), forKey: "in")
            collectionView.pause(for: 0.5)
            // Not a removal of the first: another key, added while it plays.
            let nudge = CABasicAnimation(keyPath: "cornerRadius")
            nudge.fromValue = 0
            nudge.toValue = 0
            nudge.duration = 0.2
            square.add(nudge, forKey: "nudge")
            collectionView.pause(for: 1)
        })
        let quarter = try pixels(timeline, at: 0.25), threeQuarters = try pixels(timeline, at: 0.75), after = try pixels(timeline, at: 1.3)
        #expect(isNear(quarter(100, 50), [255, 191, 191], within: 6), "a quarter in: \(quarter(100, 50))")
        #expect(isNear(threeQuarters(100, 50), [255, 64, 64], within: 6), "three quarters in, after the second was added: \(threeQuarters(100, 50))")
        #expect(isNear(after(100, 50), [255, 0, 0]), "played out: the layer's own opacity")
    }
}
