import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// A layer's background and border colours, its bounds and its corner radius animate, explicitly
/// (`add(_:forKey:)`) or implicitly once it is on screen, as Core Animation animates them: the
/// colours channel by channel, the outline about the anchor point, a clip of `masksToBounds`
/// and a border with it. Each cell is 200 × 100 on white; pixels are checked where the geometry
/// puts them.
@MainActor @Suite struct LayerOutlineAnimationTests: OneCellPixels {
    /// A layer of `frame` added once shown, set up by `build`; `change` made at the start, then
    /// `seconds` of recording.
    private func record(_ frame: CGRect, seconds: Double = 1, build: @escaping (CALayer) -> Void,
                        change: @escaping (CALayer) -> Void) throws -> Timeline {
        let layer = CALayer()
        layer.frame = frame
        build(layer)
        BuiltCell.build = { view in view.layer.addSublayer(layer) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            change(layer)
            collectionView.pause(for: seconds)
        })
    }

    private func linear(_ keyPath: String, from: Any?, to: Any?, kept: Bool = false) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        if kept {
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
        }
        return animation
    }

    @Test func aBackgroundAndABorderColourPassThroughTheirMiddleColours() throws {
        let timeline = try record(CGRect(x: 50, y: 25, width: 100, height: 50), seconds: 1.5, build: { layer in
            layer.backgroundColor = UIColor.red.cgColor
            layer.borderWidth = 6
            layer.borderColor = UIColor.black.cgColor
        }, change: { layer in
            layer.add(self.linear("backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor), forKey: "fill")
            layer.add(self.linear("borderColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor), forKey: "edge")
        })
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(100, 50), [128, 0, 128], within: 4), "halfway from red to blue: \(half(100, 50))")
        #expect(isNear(half(52, 50), [128, 128, 128], within: 4), "the border halfway to white: \(half(52, 50))")
        let after = try pixels(timeline, at: 1.2)
        #expect(isNear(after(100, 50), [255, 0, 0]) && isNear(after(52, 50), [0, 0, 0]), "removed: the layer's own colours")
    }

    @Test func aBoundsAnimationGrowsTheOutlineAboutTheAnchorPointAndTheClipWithIt() throws {
        // A clipping layer 100 wide over a red sublayer that is wider still, narrowed to 20.
        let timeline = try record(CGRect(x: 50, y: 25, width: 100, height: 50), build: { layer in
            layer.masksToBounds = true
            layer.borderWidth = 4
            layer.borderColor = UIColor.blue.cgColor
            let wide = CALayer()
            wide.frame = CGRect(x: -100, y: 0, width: 300, height: 50)
            wide.backgroundColor = UIColor.red.cgColor
            layer.addSublayer(wide)
        }, change: { layer in
            layer.add(self.linear("bounds", from: NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 50)),
                                  to: NSValue(cgRect: CGRect(x: 0, y: 0, width: 20, height: 50)), kept: true), forKey: "narrow")
        })
        let start = try pixels(timeline, at: 0)
        #expect(isNear(start(60, 50), [255, 0, 0]) && isNear(start(40, 50), [255, 255, 255]))
        // Halfway it is 60 wide about its centre, x = 100: from 70 to 130, its border inside.
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(80, 50), [255, 0, 0], within: 10), "inside: \(half(80, 50))")
        #expect(isNear(half(64, 50), [255, 255, 255], within: 10), "cut away: \(half(64, 50))")
        #expect(isNear(half(72, 50), [0, 0, 255], within: 40), "the border moves in with it: \(half(72, 50))")
        #expect(isNear(half(135, 50), [255, 255, 255], within: 10), "on both sides")
        let end = try pixels(timeline, at: 1.2)
        #expect(isNear(end(100, 50), [255, 0, 0]) && isNear(end(85, 50), [255, 255, 255]), "kept at 20 wide")
    }

    @Test func aCornerRadiusAnimationRoundsTheCornersOnTheWay() throws {
        let timeline = try record(CGRect(x: 50, y: 0, width: 100, height: 100), seconds: 1.5, build: { layer in
            layer.backgroundColor = UIColor.black.cgColor
        }, change: { layer in
            layer.add(self.linear("cornerRadius", from: 0, to: 50, kept: true), forKey: "round")
        })
        #expect(isNear(try pixels(timeline, at: 0)(51, 1), [0, 0, 0]), "square at first")
        // A radius of 25 halfway: the corner pixel is 33 from the arc's centre (75, 25), one
        // 15 in is 14 from it.
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(52, 2), [255, 255, 255], within: 10), "\(half(52, 2))")
        #expect(isNear(half(65, 15), [0, 0, 0], within: 10))
        // A circle at the end: a pixel 10 in from the corner is outside it.
        let end = try pixels(timeline, at: 1.2)
        #expect(isNear(end(60, 10), [255, 255, 255], within: 10) && isNear(end(100, 50), [0, 0, 0]))
    }

    @Test func aNewFrameOnAShownLayerGrowsTheBarFromItsLeadingEdge() throws {
        // A progress bar made of a plain layer, set to the whole width half a second in.
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 40, width: 50, height: 20)
        bar.backgroundColor = UIColor.black.cgColor
        BuiltCell.build = { view in view.layer.addSublayer(bar) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            collectionView.pause(for: 0.5)
            bar.frame = CGRect(x: 0, y: 40, width: 200, height: 20)
            bar.cornerRadius = 10
            collectionView.pause(for: 1)
        })
        // Its position and its bounds animate together: its leading edge stays at 0 and its
        // trailing edge moves out, rather than a bar of the new width sliding in.
        let soon = try pixels(timeline, at: 0.52)
        #expect(isNear(soon(4, 50), [0, 0, 0], within: 10) && isNear(soon(120, 50), [255, 255, 255], within: 10), "\(soon(4, 50)) \(soon(120, 50)) \(soon(60, 50)) \(soon(190, 50))")
        let done = try pixels(timeline, at: 0.9)
        #expect(isNear(done(190, 50), [0, 0, 0], within: 10))
        // Its corners rounded on the way: the corner pixel is cut at the end.
        #expect(isNear(done(1, 41), [255, 255, 255], within: 30), "\(done(1, 41))")
    }

    @Test func aViewsOwnCornerRadiusAnimationRoundsTheViewAsOnAnExpandingCard() throws {
        // A 100 × 100 black view whose layer's corners round to a circle, kept there, as card
        // libraries animate them with `layer.add(_:forKey:)` on the view.
        let card = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        BuiltCell.build = { view in view.addSubview(card) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            card.layer.add(self.linear("cornerRadius", from: 0, to: 50, kept: true), forKey: nil)
            collectionView.pause(for: 1.5)
        })
        #expect(isNear(try pixels(timeline, at: 0)(51, 1), [0, 0, 0]), "square at first")
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(52, 2), [255, 255, 255], within: 10) && isNear(half(65, 15), [0, 0, 0], within: 10), "\(half(52, 2))")
        let end = try pixels(timeline, at: 1.2)
        #expect(isNear(end(60, 10), [255, 255, 255], within: 10) && isNear(end(100, 50), [0, 0, 0]), "a circle, kept")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("attributeName=\"rx\""), "the SVG rounds it too")
    }

    @Test func theSVGMorphsTheOutlineAndFadesTheColourAsSMIL() throws {
        let timeline = try record(CGRect(x: 50, y: 25, width: 100, height: 50), build: { layer in
            layer.backgroundColor = UIColor.red.cgColor
            layer.masksToBounds = true
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
            dot.backgroundColor = UIColor.green.cgColor
            layer.addSublayer(dot)
        }, change: { layer in
            layer.add(self.linear("cornerRadius", from: 0, to: 25), forKey: "round")
            layer.add(self.linear("backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor), forKey: "fill")
        })
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("attributeName=\"d\""), "the outline morphs")
        #expect(svg.contains("<mask"), "the clip of masksToBounds morphs as a mask")
        #expect(svg.contains("attributeName=\"fill\""), "the background's colour animates")
        #expect(svg.utf8.count < 12_000, "\(svg.utf8.count) bytes")
    }

    @Test func aContinuousCornerEasesInFromTheEdgeAndCutsMoreThanACircularOne() throws {
        // The same 30-point radius, circular and continuous, measured at 3 pixels a point.
        func corner(_ curve: CALayerCornerCurve) throws -> (darkness: Int, topRow: [Int]) {
            let timeline = try record(CGRect(x: 50, y: 0, width: 100, height: 100), build: { layer in
                layer.backgroundColor = UIColor.black.cgColor
                layer.cornerRadius = 30
                layer.cornerCurve = curve
            }, change: { _ in })
            let image = try FrameRenderer(scale: 3).render(timeline.frame(at: 0))
            let bytes = image.rgbaPixels()
            let red = { (x: Int, y: Int) in Int(bytes[(y * image.width + x) * 4]) }
            var darkness = 0
            for y in 0..<(46 * 3) { for x in (50 * 3)..<((50 + 46) * 3) { darkness += 255 - red(x, y) } }
            // The second pixel row's pixels (a third to two thirds of a point down), from the
            // corner out, each in the middle of its point.
            return (darkness / 255, (0..<46).map { 255 - red((50 + $0) * 3 + 1, 1) })
        }
        let circular = try corner(.circular), continuous = try corner(.continuous)
        // A continuous corner leaves the edge 1.528 radii out (46 points), a circular one at
        // one radius (30). 25.5 points out, the circular edge is 0.34 points below the top and
        // the continuous one 0.71: the pixel row from 0.33 to 0.67 is inside one, outside the other.
        #expect(circular.topRow[25] > 200, "circular: \(circular.topRow[25])")
        #expect(continuous.topRow[25] < 60, "continuous: \(continuous.topRow[25])")
        // Over the corner's square, the continuous corner cuts more away (in pixels at scale 3).
        #expect(continuous.darkness < circular.darkness - 40, "\(continuous.darkness) against \(circular.darkness)")
    }
}
