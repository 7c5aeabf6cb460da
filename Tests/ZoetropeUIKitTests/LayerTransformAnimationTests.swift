import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Explicit animations of a layer's transform and position (`transform.rotation.z`,
/// `transform.scale`, `position`, `transform` itself) move everything the layer draws, its
/// clips included, as Core Animation moves the layer: a spinner turns, a badge pulses, a dot
/// slides. Each cell is 200 × 100 on white; pixels are checked where the geometry puts them.
@MainActor @Suite struct LayerTransformAnimationTests: OneCellPixels {
    /// A black layer of `frame` added once shown, given `animate`; recorded for `seconds`.
    private func record(_ frame: CGRect, seconds: Double = 1, build: ((CALayer) -> Void)? = nil,
                        _ animate: @escaping (CALayer) -> Void) throws -> Timeline {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = UIColor.black.cgColor
        build?(layer)
        BuiltCell.build = { view in view.layer.addSublayer(layer) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            animate(layer)
            collectionView.pause(for: seconds)
        })
    }

    /// A spinner: a bar from (95, 5) to (105, 25) drawn in a 100 × 100 layer about (100, 50).
    private func spinner(seconds: Double = 1, _ animate: @escaping (CALayer) -> Void) throws -> Timeline {
        let bar = CAShapeLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        bar.path = UIBezierPath(rect: CGRect(x: 45, y: 5, width: 10, height: 20)).cgPath
        bar.fillColor = UIColor.black.cgColor
        return try record(CGRect(x: 50, y: 0, width: 100, height: 100), seconds: seconds, build: { layer in
            layer.backgroundColor = nil
            layer.addSublayer(bar)
        }, animate)
    }

    private func isBlack(_ pixel: [Int]) -> Bool { isNear(pixel, [0, 0, 0], within: 40) }
    private func isWhite(_ pixel: [Int]) -> Bool { isNear(pixel, [255, 255, 255], within: 40) }

    @Test func aRotationByItsZKeyPathTurnsTheLayerAboutItsAnchorPointAWholeTurnARepeat() throws {
        let timeline = try spinner { layer in
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
        }
        // The bar's middle is 35 points above the centre (100, 50): a quarter turn clockwise
        // puts it 35 points to the right, half a turn 35 below.
        let quarter = try pixels(timeline, at: 0.25)
        #expect(isBlack(quarter(135, 50)) && isWhite(quarter(100, 15)), "\(quarter(135, 50))")
        let half = try pixels(timeline, at: 0.5)
        #expect(isBlack(half(100, 85)) && isWhite(half(135, 50)))
        // A matrix from 0 to 2π would not move at all; the angle turns the whole way round.
        let threeQuarters = try pixels(timeline, at: 0.75)
        #expect(isBlack(threeQuarters(65, 50)))
    }

    @Test func aCumulativeTurnCarriesOnFromWhereTheLastRepeatEnded() throws {
        let timeline = try spinner(seconds: 2) { layer in
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 1.5 * Double.pi
            spin.duration = 1
            spin.repeatCount = 2
            spin.isCumulative = true
            layer.add(spin, forKey: nil)
        }
        // Halfway through the second repeat: 1.5π + 0.75π, an eighth of a turn past the top
        // (a repeat starting again from 0 would be at 0.75π, below right).
        let later = try pixels(timeline, at: 1.5)
        #expect(isBlack(later(125, 25)) && isWhite(later(125, 75)))
    }

    @Test func aByValueTurnsFromTheLayersOwnRotation() throws {
        let timeline = try spinner { layer in
            layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.byValue = Double.pi / 2
            spin.duration = 1
            spin.fillMode = .forwards
            spin.isRemovedOnCompletion = false
            layer.add(spin, forKey: nil)
        }
        // From a quarter turn (right) by a quarter more: at the end, below, and held there.
        #expect(isBlack(try pixels(timeline, at: 0)(135, 50)))
        #expect(isBlack(try pixels(timeline, at: 1)(100, 85)))
    }

    @Test func aScaleGrowsTheLayerAboutItsCentreAndEndsAtItsOwnScale() throws {
        let timeline = try record(CGRect(x: 80, y: 30, width: 40, height: 40), seconds: 1.5) { layer in
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1
            pulse.toValue = 2
            pulse.duration = 1
            layer.add(pulse, forKey: "pulse")
        }
        // 40 points wide at rest (80–120); 60 halfway (70–130); 40 again once over.
        #expect(isWhite(try pixels(timeline, at: 0)(125, 50)))
        let half = try pixels(timeline, at: 0.5)
        #expect(isBlack(half(125, 50)) && isWhite(half(135, 50)))
        #expect(isWhite(try pixels(timeline, at: 1.25)(125, 50)))
    }

    /// The kinds of number an animation's values come as: Core Animation takes any.
    enum NumberKind: CaseIterable, Sendable {
        case nsNumber, cgFloat, float, double, int, int32

        func boxed(_ value: Int) -> Any {
            switch self {
            case .nsNumber: NSNumber(value: value)
            case .cgFloat: CGFloat(value)
            case .float: Float(value)
            case .double: Double(value)
            case .int: value
            case .int32: Int32(value)
            }
        }
    }

    @Test(arguments: NumberKind.allCases)
    func aScaleGivenAsAnyKindOfNumberPlaysTheSame(kind: NumberKind) throws {
        let timeline = try record(CGRect(x: 80, y: 30, width: 40, height: 40), seconds: 1.5) { layer in
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = kind.boxed(1)
            pulse.toValue = kind.boxed(2)
            pulse.duration = 1
            layer.add(pulse, forKey: "pulse")
        }
        let half = try pixels(timeline, at: 0.5)
        #expect(isBlack(half(125, 50)) && isWhite(half(135, 50)))
    }

    @Test func aPositionAnimationSlidesTheLayerAndAWholeTransformMovesItByItsParts() throws {
        let slide = try record(CGRect(x: 0, y: 40, width: 20, height: 20)) { layer in
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 50))
            move.toValue = NSValue(cgPoint: CGPoint(x: 190, y: 50))
            move.duration = 1
            layer.add(move, forKey: nil)
        }
        let middle = try pixels(slide, at: 0.5)
        #expect(isBlack(middle(100, 50)) && isWhite(middle(10, 50)))
        let moved = try record(CGRect(x: 0, y: 40, width: 20, height: 20)) { layer in
            let move = CABasicAnimation(keyPath: "transform")
            move.toValue = CATransform3DMakeTranslation(180, 0, 0)
            move.duration = 1
            layer.add(move, forKey: nil)
        }
        #expect(isBlack(try pixels(moved, at: 0.5)(100, 50)))
        // The same with the transform in an NSValue, as code written for the phone passes it.
        let wrapped = try record(CGRect(x: 0, y: 40, width: 20, height: 20)) { layer in
            let move = CABasicAnimation(keyPath: "transform")
            move.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(180, 0, 0))
            move.duration = 1
            layer.add(move, forKey: nil)
        }
        #expect(isBlack(try pixels(wrapped, at: 0.5)(100, 50)))
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1)).caTransform3DValue == CATransform3DMakeScale(2, 3, 1))
    }

    @Test func aTurningLayerTurnsItsOwnClipWithIt() throws {
        // A 60-point square that cuts a wide sublayer to its bounds, turned an eighth: a
        // diamond, whose top reaches 42 points above the centre and whose old corner is empty.
        let wide = CALayer()
        wide.frame = CGRect(x: -100, y: -100, width: 300, height: 300)
        wide.backgroundColor = UIColor.black.cgColor
        let timeline = try record(CGRect(x: 70, y: 20, width: 60, height: 60), build: { layer in
            layer.backgroundColor = nil
            layer.masksToBounds = true
            layer.addSublayer(wide)
        }) { layer in
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0
            turn.toValue = Double.pi / 2
            turn.duration = 1
            layer.add(turn, forKey: nil)
        }
        let eighth = try pixels(timeline, at: 0.5)
        #expect(isBlack(eighth(100, 12)), "the diamond's top")
        #expect(isWhite(eighth(73, 23)), "the square's old corner")
        #expect(isBlack(try pixels(timeline, at: 0)(73, 23)), "at rest the square covers its corner")
    }

    /// A 10 × 40 black view standing at the cell's centre, given `animate` once shown.
    private func spinningView(_ animate: @escaping (UIView) -> Void) throws -> Timeline {
        let bar = UIView(frame: CGRect(x: 95, y: 30, width: 10, height: 40))
        bar.backgroundColor = .black
        BuiltCell.build = { view in view.addSubview(bar) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            animate(bar)
            collectionView.pause(for: 1)
        })
    }

    @Test func aViewsOwnLayerTurnsWhenItsTransformAnimates() throws {
        let spin = { (view: UIView) in
            let animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.toValue = NSNumber(value: Double.pi * 2)
            animation.duration = 1
            animation.repeatCount = .infinity
            view.layer.add(animation, forKey: "spin")
        }
        let timeline = try spinningView(spin)
        let still = try pixels(timeline, at: 0)
        #expect(isBlack(still(100, 35)) && isWhite(still(85, 50)), "standing")
        let quarter = try pixels(timeline, at: 0.25)
        #expect(isBlack(quarter(85, 50)) && isWhite(quarter(100, 35)), "lying across a quarter turn later")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("type=\"rotate\""), "the SVG turns it too")
    }

    /// A cell with a black bar down its left edge, given `animate` once shown.
    private func barCell(_ animate: @escaping (UICollectionViewCell) -> Void) throws -> Timeline {
        BuiltCell.build = { view in
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
            bar.backgroundColor = .black
            view.addSubview(bar)
        }
        return try recordOne(BuiltCell.self, body: { collectionView in
            if let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) { animate(cell) }
            collectionView.pause(for: 1.5)
        })
    }

    @Test func aCellsOwnLayerShakesWithEverythingItDraws() throws {
        let timeline = try barCell { cell in
            let shake = CABasicAnimation(keyPath: "position.x")
            shake.byValue = 30
            shake.duration = 1
            shake.timingFunction = CAMediaTimingFunction(name: .linear)
            cell.layer.add(shake, forKey: "shake")
        }
        #expect(isWhite(try pixels(timeline, at: 0)(30, 50)))
        // Halfway it is 15 points to the right: the bar spans 15 to 35.
        let half = try pixels(timeline, at: 0.5)
        #expect(isBlack(half(30, 50)) && isWhite(half(40, 50)), "\(half(30, 50)) \(half(40, 50))")
        #expect(isWhite(try pixels(timeline, at: 1.2)(30, 50)), "back where the layout puts it")
        #expect(SVGWriter().document(for: timeline).contains("type=\"translate\""), "the SVG moves it too")
    }

    @Test func aContentViewsLayerTurnsTheCellsContent() throws {
        let timeline = try barCell { cell in
            let flip = CABasicAnimation(keyPath: "transform.rotation.z")
            flip.fromValue = 0
            flip.toValue = Double.pi
            flip.duration = 1
            flip.fillMode = .forwards
            flip.isRemovedOnCompletion = false
            cell.contentView.layer.add(flip, forKey: "flip")
        }
        let start = try pixels(timeline, at: 0)
        #expect(isBlack(start(10, 50)) && isWhite(start(190, 50)))
        // Half a turn about the centre puts the bar down the right edge, and it stays there.
        let end = try pixels(timeline, at: 1.2)
        #expect(isBlack(end(190, 50)) && isWhite(end(10, 50)), "\(end(190, 50)) \(end(10, 50))")
    }

    @Test func aViewsOwnLayerFadesAsOnePictureWhenItsOpacityAnimates() throws {
        let timeline = try spinningView { view in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            view.layer.add(fade, forKey: "fade")
        }
        #expect(isBlack(try pixels(timeline, at: 0)(100, 50)))
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(100, 50), [128, 128, 128], within: 4), "halfway faded: \(half(100, 50))")
        #expect(isBlack(try pixels(timeline, at: 1.2)(100, 50)), "removed: at its own alpha again")
        #expect(SVGWriter().document(for: timeline).contains("attributeName=\"opacity\""), "the SVG fades it too")
    }

    @Test func aHalfTransparentImageViewShowsItsPictureHalfFaded() throws {
        let black = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        BuiltCell.build = { view in
            let picture = UIImageView(image: black)
            picture.frame = CGRect(x: 80, y: 30, width: 40, height: 40)
            picture.alpha = 0.5
            view.addSubview(picture)
        }
        let timeline = try recordOne(BuiltCell.self)
        let still = try pixels(timeline, at: 0)
        #expect(isNear(still(100, 50), [128, 128, 128], within: 4), "\(still(100, 50))")
    }

    @Test func theSVGTurnsASpinnerWithOneRotateAnimationInAFewHundredBytes() throws {
        let spin = { (layer: CALayer) in
            let animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.fromValue = 0
            animation.toValue = 2 * Double.pi
            animation.duration = 1
            layer.add(animation, forKey: "spin")
        }
        let animated = SVGWriter().document(for: try spinner(spin))
        let still = SVGWriter().document(for: try spinner { _ in })
        #expect(animated.contains("type=\"rotate\""), "\(animated)")
        #expect(animated.contains("values=\"0;360") || animated.contains("values=\"0;0;360"), "\(animated)")
        #expect(animated.utf8.count - still.utf8.count <= 1024, "the turn costs \(animated.utf8.count - still.utf8.count) bytes")
    }
}
