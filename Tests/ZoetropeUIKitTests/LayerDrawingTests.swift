import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Layers an app adds to its views are drawn, as Core Animation composites them: gradient,
/// shape and text layers, in `zPosition` order, with their frames, transforms, opacity,
/// corners, masks, borders and shadow paths. Each cell is 200 × 100 on a white background,
/// and pixels are checked where the geometry puts them, worked out by hand.
@MainActor @Suite struct LayerDrawingTests: OneCellPixels {
    private func recordLayers(_ build: @escaping (UIView) -> Void) throws -> Timeline {
        BuiltCell.build = build
        return try recordOne(BuiltCell.self)
    }

    private func gradient(_ colors: [UIColor], frame: CGRect) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.colors = colors.map(\.cgColor)
        layer.frame = frame
        return layer
    }

    @Test func aGradientLayerInsertedBehindTheContentRunsFromItsStartPointToItsEndPoint() throws {
        let timeline = try recordLayers { view in
            view.layer.insertSublayer(self.gradient([.red, .blue], frame: CGRect(x: 0, y: 0, width: 200, height: 100)), at: 0)
        }
        let at = try pixels(timeline)
        // Top to bottom by default: half of each colour across the middle row.
        #expect(isNear(at(100, 50), [128, 0, 128], within: 4), "\(at(100, 50))")
        #expect(isNear(at(10, 0), [255, 0, 0], within: 4) && isNear(at(190, 99), [0, 0, 255], within: 4), "\(at(10, 0)) \(at(190, 99))")
    }

    /// A view that is a gradient, the way apps write one: its layer's class says so.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    @Test func aViewWhoseLayerClassIsAGradientLayerDrawsAsOne() throws {
        let timeline = try recordLayers { view in
            let banner = GradientView(frame: CGRect(x: 0, y: 50, width: 200, height: 50))
            banner.gradientLayer.colors = [UIColor.green.cgColor, UIColor.black.cgColor]
            banner.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
            banner.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
            view.addSubview(banner)
        }
        let at = try pixels(timeline)
        // Left to right, across the lower half only.
        #expect(isNear(at(2, 75), [0, 253, 0], within: 6) && isNear(at(100, 75), [0, 128, 0], within: 4), "\(at(2, 75)) \(at(100, 75))")
        #expect(isNear(at(100, 25), [255, 255, 255]), "above the banner: \(at(100, 25))")
    }

    @Test func aRadialGradientLayerReachesItsEndPointAtItsLastColour() throws {
        let timeline = try recordLayers { view in
            let layer = self.gradient([.white, .black], frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)
            view.layer.addSublayer(layer)
        }
        let at = try pixels(timeline)
        // An ellipse of radii 100 and 50 about the centre: halfway out is half grey, along
        // either axis.
        #expect(isNear(at(150, 50), [128, 128, 128], within: 5) && isNear(at(100, 75), [128, 128, 128], within: 5),
                "\(at(150, 50)) \(at(100, 75))")
        #expect(isNear(at(100, 50), [255, 255, 255], within: 8), "\(at(100, 50))")
    }

    @Test func aConicGradientLayerTurnsClockwiseFromItsEndPoint() throws {
        let timeline = try recordLayers { view in
            let layer = self.gradient([.red, .blue], frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            view.layer.addSublayer(layer)
        }
        let at = try pixels(timeline)
        // From the right, clockwise on screen: a quarter turn round (straight down) is a
        // quarter of the way from red to blue, three quarters (straight up) three quarters.
        #expect(isNear(at(100, 90), [191, 0, 64], within: 6), "below the centre: \(at(100, 90))")
        #expect(isNear(at(100, 10), [64, 0, 191], within: 6), "above it: \(at(100, 10))")
    }

    @Test func aShapeLayersStrokeRunsFromItsStrokeStartToItsStrokeEnd() throws {
        let timeline = try recordLayers { view in view.layer.addSublayer(self.ring(start: 0.2, end: 0.7)) }
        let at = try pixels(timeline)
        for fraction in [0.25, 0.4, 0.5, 0.65] {
            let (x, y) = onRing(fraction)
            #expect(isNear(at(x, y), [0, 0, 255], within: 30), "at \(fraction) of the turn, (\(x), \(y)) is \(at(x, y))")
        }
        for fraction in [0.05, 0.15, 0.75, 0.9] {
            let (x, y) = onRing(fraction)
            #expect(isNear(at(x, y), [255, 255, 255]), "outside the stroke, at \(fraction) of the turn, (\(x), \(y)) is \(at(x, y))")
        }
        // No fill: the middle stays white.
        #expect(isNear(at(100, 50), [255, 255, 255]))
    }

    @Test func sublayersDrawFromTheLowestZPositionUpThenInTheOrderAdded() throws {
        let timeline = try recordLayers { view in
            let red = CALayer(), green = CALayer(), blue = CALayer()
            red.backgroundColor = UIColor.red.cgColor
            green.backgroundColor = UIColor.green.cgColor
            blue.backgroundColor = UIColor.blue.cgColor
            red.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            green.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
            blue.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
            // Added red, green, blue; green sent below the others.
            [red, green, blue].forEach(view.layer.addSublayer)
            green.zPosition = -1
        }
        let at = try pixels(timeline)
        #expect(isNear(at(75, 50), [255, 0, 0]), "red over green: \(at(75, 50))")
        #expect(isNear(at(125, 50), [0, 0, 255]), "blue over green: \(at(125, 50))")
    }

    @Test func aSublayersTransformTurnsItAboutItsAnchorPointAndItsOpacityFadesIt() throws {
        let timeline = try recordLayers { view in
            // A 120 × 10 bar centred at (100, 50), turned a quarter: 10 wide and 120 tall.
            let bar = CALayer()
            bar.backgroundColor = UIColor.black.cgColor
            bar.frame = CGRect(x: 40, y: 45, width: 120, height: 10)
            bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            bar.opacity = 0.5
            view.layer.addSublayer(bar)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(100, 10), [128, 128, 128], within: 3), "on the turned bar, half black: \(at(100, 10))")
        #expect(isNear(at(50, 50), [255, 255, 255]), "where the bar was: \(at(50, 50))")
    }

    @Test func masksToBoundsCutsSublayersAtTheRoundedCorners() throws {
        let timeline = try recordLayers { view in
            let disc = CALayer()
            disc.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
            disc.cornerRadius = 50
            disc.masksToBounds = true
            let fill = CALayer()
            fill.backgroundColor = UIColor.red.cgColor
            fill.frame = CGRect(x: -20, y: -20, width: 140, height: 140)
            disc.addSublayer(fill)
            view.layer.addSublayer(disc)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(100, 50), [255, 0, 0]) && isNear(at(100, 3), [255, 0, 0]), "inside the disc: \(at(100, 50))")
        #expect(isNear(at(55, 5), [255, 255, 255]), "its corner is cut: \(at(55, 5))")
        #expect(isNear(at(30, 50), [255, 255, 255]), "what reached past its bounds is cut: \(at(30, 50))")
    }

    @Test func onlyTheMaskedCornersAreRounded() throws {
        let timeline = try recordLayers { view in
            let card = CALayer()
            card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            card.backgroundColor = UIColor.black.cgColor
            card.cornerRadius = 30
            card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.layer.addSublayer(card)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(2, 2), [255, 255, 255]) && isNear(at(197, 2), [255, 255, 255]), "the top corners are round")
        #expect(isNear(at(1, 98), [0, 0, 0]) && isNear(at(198, 98), [0, 0, 0]), "the bottom ones square: \(at(1, 98))")
    }

    @Test func aShapeLayerMaskCutsTheLayerToItsPath() throws {
        let timeline = try recordLayers { view in
            let card = CALayer()
            card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            card.backgroundColor = UIColor.black.cgColor
            // A triangle: the top-left half of the card.
            let triangle = UIBezierPath()
            triangle.move(to: .zero)
            triangle.addLine(to: CGPoint(x: 200, y: 0))
            triangle.addLine(to: CGPoint(x: 0, y: 100))
            triangle.close()
            let mask = CAShapeLayer()
            mask.path = triangle.cgPath
            card.mask = mask
            view.layer.addSublayer(card)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(40, 20), [0, 0, 0]), "inside the triangle: \(at(40, 20))")
        #expect(isNear(at(160, 80), [255, 255, 255]), "outside it: \(at(160, 80))")
    }

    @Test func aGradientLayerMaskFadesWhatItMasksByItsColoursAlpha() throws {
        // A black card fading out to the right, as a line of text is faded at its end; and a
        // red one masked by a radial gradient, solid at its centre.
        let timeline = try recordLayers { view in
            let card = CALayer()
            card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            card.backgroundColor = UIColor.black.cgColor
            let fade = self.gradient([.black, .clear], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            fade.startPoint = CGPoint(x: 0, y: 0.5)
            fade.endPoint = CGPoint(x: 1, y: 0.5)
            card.mask = fade
            view.layer.addSublayer(card)
            let spot = CALayer()
            spot.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
            spot.backgroundColor = UIColor.red.cgColor
            let round = self.gradient([.black, .clear], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            round.type = .radial
            round.startPoint = CGPoint(x: 0.5, y: 0.5)
            round.endPoint = CGPoint(x: 1, y: 1)
            spot.mask = round
            view.layer.addSublayer(spot)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(2, 50), [5, 5, 5], within: 8), "opaque at the start: \(at(2, 50))")
        #expect(isNear(at(50, 50), [128, 128, 128], within: 6), "half way, half through: \(at(50, 50))")
        #expect(isNear(at(97, 50), [250, 250, 250], within: 8), "all but gone at the end: \(at(97, 50))")
        #expect(isNear(at(150, 50), [255, 0, 0], within: 8), "the radial mask's centre: \(at(150, 50))")
        // A quarter of the way out (12.5 points right of the centre) lets three quarters through.
        #expect(isNear(at(162, 50), [255, 64, 64], within: 8), "\(at(162, 50))")
        #expect(isNear(at(199, 1), [255, 255, 255], within: 4), "past the radius: \(at(199, 1))")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("stop-opacity") && svg.contains("<mask"), "the SVG masks by the gradient too")
    }

    @Test func aCellsOwnLayerMaskHidesWhatItsGradientFadesOut() throws {
        // As a weather app fades its cells under a header: a gradient from clear to white with
        // both stops at 30 %, set as the cell's own layer's mask, hides its top 30 points.
        final class MaskedCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.backgroundColor = .red
                let mask = CAGradientLayer()
                mask.frame = bounds
                mask.colors = [UIColor.white.withAlphaComponent(0).cgColor, UIColor.white.cgColor]
                mask.locations = [0.3, 0.3]
                layer.mask = mask
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let timeline = try recordOne(MaskedCell.self)
        let at = try pixels(timeline)
        #expect(isNear(at(100, 10), [0, 0, 0]), "hidden: the collection view's black shows: \(at(100, 10))")
        #expect(isNear(at(100, 50), [255, 0, 0]), "shown: \(at(100, 50))")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("mask=\"url(#"), "the SVG masks the cell too")
    }

    @Test func aMaskOnAViewInsideACellCutsWhatThatViewDraws() throws {
        // A photo made round by a circle set as its view's layer's mask, as avatar views do; a
        // label faded out at its end by a horizontal gradient; a turned view's mask turns with it.
        let timeline = try recordLayers { view in
            let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            avatar.backgroundColor = .red
            let circle = CAShapeLayer()
            circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
            avatar.layer.mask = circle
            view.addSubview(avatar)
            let strip = UIView(frame: CGRect(x: 100, y: 10, width: 90, height: 30))
            strip.backgroundColor = .blue
            let fade = CAGradientLayer()
            fade.frame = strip.bounds
            fade.startPoint = CGPoint(x: 0, y: 0.5)
            fade.endPoint = CGPoint(x: 1, y: 0.5)
            fade.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            strip.layer.mask = fade
            view.addSubview(strip)
            let bar = UIView(frame: CGRect(x: 130, y: 50, width: 40, height: 40))
            bar.backgroundColor = .black
            let half = CAShapeLayer()
            half.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20)).cgPath
            bar.layer.mask = half
            bar.transform = CGAffineTransform(rotationAngle: .pi)
            view.addSubview(bar)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(50, 50), [255, 0, 0]), "the circle's middle: \(at(50, 50))")
        #expect(isNear(at(13, 13), [255, 255, 255]), "its corner, cut: \(at(13, 13))")
        #expect(isNear(at(102, 25), [0, 0, 255], within: 12), "the strip's start: \(at(102, 25))")
        #expect(isNear(at(145, 25), [128, 128, 255], within: 12), "half faded at its middle: \(at(145, 25))")
        #expect(isNear(at(188, 25), [255, 255, 255], within: 12), "gone at its end: \(at(188, 25))")
        // Turned half a round, the top half its mask keeps is drawn at the bottom.
        #expect(isNear(at(150, 80), [0, 0, 0]) && isNear(at(150, 60), [255, 255, 255]), "\(at(150, 80)) \(at(150, 60))")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("clip-path=\"url(#") && svg.contains("mask=\"url(#"), "the SVG cuts and fades them too")
    }

    @Test func aGradientOrAShapeWithoutABackgroundCastsTheShadowOfWhatItDraws() throws {
        // Each with a hard black shadow 30 points down: a gradient bar at the left, a filled
        // square and a stroked ring at the right; none has a background colour.
        func shadowed(_ layer: CALayer) {
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 0, height: 30)
        }
        let timeline = try recordLayers { view in
            let bar = self.gradient([.red, .blue], frame: CGRect(x: 10, y: 10, width: 60, height: 30))
            shadowed(bar)
            view.layer.addSublayer(bar)
            let square = CAShapeLayer()
            square.frame = view.bounds
            square.path = UIBezierPath(rect: CGRect(x: 90, y: 10, width: 30, height: 30)).cgPath
            square.fillColor = UIColor.green.cgColor
            shadowed(square)
            view.layer.addSublayer(square)
            let ring = CAShapeLayer()
            ring.frame = view.bounds
            ring.path = UIBezierPath(ovalIn: CGRect(x: 140, y: 10, width: 40, height: 40)).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.blue.cgColor
            ring.lineWidth = 6
            shadowed(ring)
            view.layer.addSublayer(ring)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(40, 55), [0, 0, 0]), "under the gradient: \(at(40, 55))")
        #expect(isNear(at(105, 55), [0, 0, 0]), "under the square: \(at(105, 55))")
        // The ring's shadow is a ring: its left side 30 points down, its middle clear.
        #expect(isNear(at(141, 60), [0, 0, 0]) && isNear(at(160, 75), [255, 255, 255]), "\(at(141, 60)) \(at(160, 75))")
        #expect(isNear(at(40, 80), [255, 255, 255]), "nothing below the bar's shadow")
    }

    /// A gradient ring, as progress libraries make one: a gradient layer masked by a shape
    /// layer that strokes a circle and fills nothing.
    private func gradientRing(end: CGFloat) -> (gradient: CAGradientLayer, mask: CAShapeLayer) {
        let gradient = self.gradient([.red, .blue], frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let mask = ring(end: end)
        mask.fillColor = UIColor.clear.cgColor
        gradient.mask = mask
        return (gradient, mask)
    }

    @Test func aShapeMaskThatOnlyStrokesLeavesItsStrokeOfTheLayer() throws {
        let timeline = try recordLayers { view in view.layer.addSublayer(self.gradientRing(end: 0.5).gradient) }
        let at = try pixels(timeline)
        // The ring's first half (right of the centre), in the gradient's colours there.
        let (x, y) = onRing(0.25)
        #expect(at(x, y)[0] < 110 && at(x, y)[2] > 140, "the right of the ring, bluer: \(at(x, y))")
        #expect(isWhite(at, 0.75) && isWhite(at, 0.6), "the second half is cut")
        #expect(isNear(at(100, 50), [255, 255, 255]), "the inside is not filled: \(at(100, 50))")
    }

    @Test func aStrokeMasksEndAnimatesLikeAStrokesAndTheSVGMasksWithIt() throws {
        let ring = gradientRing(end: 1)
        BuiltCell.build = { view in view.layer.addSublayer(ring.gradient) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.fromValue = 0
            sweep.toValue = 1
            sweep.duration = 1
            ring.mask.add(sweep, forKey: nil)
            collectionView.pause(for: 1)
        })
        let half = try pixels(timeline, at: 0.5)
        #expect(!isWhite(half, 0.4) && isWhite(half, 0.6), "half the ring at half time")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<mask id=") && svg.contains("mask=\"url(#") && svg.contains("attributeName=\"stroke-dasharray\""))
    }

    /// A ring as progress libraries build one: a shape view (its layer class a shape layer,
    /// its path made in its own `layoutSubviews()`) that is never added as a subview, its layer
    /// the mask of a gradient layer; the progress is animated inside a `CATransaction` from the
    /// presentation layer's value.
    final class RingProgressView: UIView {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
            var shape: CAShapeLayer { layer as! CAShapeLayer }
            override func layoutSubviews() {
                super.layoutSubviews()
                shape.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 40, startAngle: -.pi / 2,
                                          endAngle: 1.5 * .pi, clockwise: true).cgPath
            }
        }
        let track = ShapeView()
        let fill = CAGradientLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            track.shape.fillColor = UIColor.clear.cgColor
            track.shape.strokeColor = UIColor.black.cgColor
            track.shape.lineWidth = 8
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            track.shape.strokeEnd = 0
            CATransaction.commit()
            fill.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            fill.mask = track.layer
            layer.addSublayer(fill)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            track.frame = bounds
            fill.frame = bounds
        }

        func set(progress: CGFloat, duration: Double) {
            CATransaction.begin()
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.duration = duration
            sweep.fromValue = track.shape.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat
            sweep.toValue = progress
            track.shape.add(sweep, forKey: "progress")
            CATransaction.commit()
            track.shape.strokeEnd = progress
        }
    }

    @Test func aShapeViewLaidOutOnlyAsAMaskStillMasksAndItsAnimationReachesTheCellAndTheSVG() throws {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        BuiltCell.build = { view in view.addSubview(ring) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            ring.set(progress: 1, duration: 1)
            collectionView.pause(for: 1)
        })
        let half = try pixels(timeline, at: 0.5)
        #expect(!isWhite(half, 0.3) && !isWhite(half, 0.45) && isWhite(half, 0.6) && isWhite(half, 0.9), "half the ring at half time")
        #expect(!isWhite(try pixels(timeline, at: 1), 0.9), "the whole ring at the end")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<mask id=") && svg.contains("attributeName=\"stroke-dasharray\""))
    }

    @Test func aBorderIsDrawnInsideTheBoundsOverTheSublayers() throws {
        let timeline = try recordLayers { view in
            let box = CALayer()
            box.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
            box.borderWidth = 6
            box.borderColor = UIColor.blue.cgColor
            let fill = CALayer()
            fill.backgroundColor = UIColor.red.cgColor
            fill.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            box.addSublayer(fill)
            view.layer.addSublayer(box)
        }
        let at = try pixels(timeline)
        #expect(isNear(at(52, 50), [0, 0, 255]) && isNear(at(147, 50), [0, 0, 255]), "the border, over the fill: \(at(52, 50))")
        #expect(isNear(at(100, 50), [255, 0, 0]) && isNear(at(47, 50), [255, 255, 255]), "inside it, the fill; outside, nothing")
    }

    @Test func aShadowPathCastsABlurredShadowUnderTheLayer() throws {
        let timeline = try recordLayers { view in
            let card = CALayer()
            card.frame = CGRect(x: 50, y: 20, width: 100, height: 50)
            card.backgroundColor = UIColor.white.cgColor
            card.shadowPath = UIBezierPath(rect: card.bounds).cgPath
            card.shadowOpacity = 1
            card.shadowOffset = CGSize(width: 0, height: 10)
            card.shadowRadius = 4
            view.layer.addSublayer(card)
        }
        let at = try pixels(timeline)
        // Under the card's bottom edge the shadow is dark; it fades out within 1.5 radii of
        // the offset shape, and the card itself stays white over it.
        #expect(at(100, 76)[0] < 80, "just under the card: \(at(100, 76))")
        #expect(isNear(at(100, 90), [255, 255, 255], within: 3), "past the blur: \(at(100, 90))")
        #expect(isNear(at(100, 45), [255, 255, 255]), "the card: \(at(100, 45))")
    }

    /// A card as apps build one: a layer casting a shadow along its rounded path, holding a
    /// gradient layer cut to the same rounded shape by a shape layer as its mask.
    @Test func aCardWithAGradientLayerAMaskAndAShadowPath() throws {
        let timeline = try recordLayers { view in
            let card = CALayer()
            card.frame = CGRect(x: 40, y: 10, width: 120, height: 60)
            let rounded = UIBezierPath(roundedRect: card.bounds, cornerRadius: 20).cgPath
            card.shadowPath = rounded
            card.shadowOpacity = 0.6
            card.shadowOffset = CGSize(width: 0, height: 8)
            card.shadowRadius = 3
            let gradient = CAGradientLayer()
            gradient.frame = card.bounds
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            let mask = CAShapeLayer()
            mask.path = rounded
            gradient.mask = mask
            card.addSublayer(gradient)
            view.layer.addSublayer(card)
        }
        let at = try pixels(timeline)
        // The gradient's middle (x 100) is half red, half blue; its ends are the end colours.
        #expect(isNear(at(100, 40), [128, 0, 128], within: 4), "the middle: \(at(100, 40))")
        #expect(isNear(at(43, 40), [250, 0, 5], within: 8) && isNear(at(157, 40), [5, 0, 250], within: 8), "\(at(43, 40)) \(at(157, 40))")
        // The mask's rounded corner: at (42, 12), inside the box but outside the 20-point
        // round, no gradient; the shadow (8 below) does not reach up there either.
        let corner = at(42, 12)
        #expect(corner[0] > 230 && corner[2] > 230, "the cut corner: \(corner)")
        // Under the card, the shadow along the same rounded path: dark below the bottom edge
        // at the middle, but not under the rounded corner's far tip.
        #expect(at(100, 74)[0] < 200, "the shadow below: \(at(100, 74))")
        #expect(at(100, 74)[0] < at(42, 77)[0], "darker under the middle than under the round corner")
        #expect(isNear(at(100, 95), [255, 255, 255], within: 3), "past the shadow")
    }

    @Test func aTextLayerSetsItsStringInItsFontSizeAndColourInsideItsBounds() throws {
        let timeline = try recordLayers { view in
            let text = CATextLayer()
            text.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
            text.string = "WWW"
            text.fontSize = 40
            text.foregroundColor = UIColor.black.cgColor
            text.alignmentMode = .center
            view.layer.addSublayer(text)
        }
        let at = try pixels(timeline)
        var inside = 0, outside = 0
        for y in 0..<100 {
            for x in 0..<200 where at(x, y)[0] < 100 {
                if (20..<180).contains(x) && (20..<80).contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500 && outside == 0, "dark pixels inside the layer \(inside), outside \(outside)")
        // Centred: as much ink left of the middle as right of it, within a column or two.
        var left = 0, right = 0
        for y in 20..<80 {
            for x in 20..<180 where at(x, y)[0] < 100 { if x < 100 { left += 1 } else { right += 1 } }
        }
        #expect(abs(left - right) < inside / 10, "left \(left), right \(right)")
    }

    /// A cell whose ring is given an animation once shown: `animate` adds it to the ring.
    private func recordAnimatedRing(end: CGFloat, seconds: Double, _ animate: @escaping (CAShapeLayer) -> Void) throws -> Timeline {
        let shape = ring(end: end)
        BuiltCell.build = { view in view.layer.addSublayer(shape) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            animate(shape)
            collectionView.pause(for: seconds)
        })
    }

    private func isBlue(_ at: (Int, Int) -> [Int], _ fraction: Double) -> Bool {
        let (x, y) = onRing(fraction)
        return isNear(at(x, y), [0, 0, 255], within: 30)
    }

    private func isWhite(_ at: (Int, Int) -> [Int], _ fraction: Double) -> Bool {
        let (x, y) = onRing(fraction)
        return isNear(at(x, y), [255, 255, 255])
    }

    @Test func aBasicAnimationOfStrokeEndSweepsTheRingOverItsDuration() throws {
        let timeline = try recordAnimatedRing(end: 1, seconds: 1) { shape in
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.fromValue = 0
            sweep.toValue = 1
            sweep.duration = 1
            shape.add(sweep, forKey: "sweep")
        }
        // Linear: halfway through, half the ring.
        let half = try pixels(timeline, at: 0.5)
        #expect(isBlue(half, 0.1) && isBlue(half, 0.4), "the first half is drawn")
        #expect(isWhite(half, 0.6) && isWhite(half, 0.9), "the second is not yet")
        let quarter = try pixels(timeline, at: 0.25)
        #expect(isBlue(quarter, 0.2) && isWhite(quarter, 0.3))
        // Once it is over the layer shows its own strokeEnd, the whole ring.
        let end = try pixels(timeline, at: 1)
        #expect(isBlue(end, 0.9))
    }

    @Test func anEaseInOutSweepIsPacedByItsTimingFunctionAndHoldsItsEndWhenFilledForwards() throws {
        let timeline = try recordAnimatedRing(end: 0, seconds: 2) { shape in
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.toValue = 0.8
            sweep.duration = 1
            sweep.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            sweep.fillMode = .forwards
            sweep.isRemovedOnCompletion = false
            shape.add(sweep, forKey: nil)
        }
        // A quarter of the way through, ease-in-out has covered about 13 % of the way (its
        // curve, 0.42 0 0.58 1, at x = 0.25 gives 0.129): 0.8 × 0.129 ≈ 0.10 of the ring.
        let early = try pixels(timeline, at: 0.25)
        #expect(isBlue(early, 0.06) && isWhite(early, 0.16), "\(early(onRing(0.06).0, onRing(0.06).1))")
        // Held at 0.8 after the end, where the layer's own strokeEnd is 0.
        let held = try pixels(timeline, at: 1.5)
        #expect(isBlue(held, 0.75) && isWhite(held, 0.85))
    }

    @Test func anOpacityAnimationFadesALayerInFromNothingAndAnAutoreversingOneComesBack() throws {
        let disc = CALayer()
        disc.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        disc.backgroundColor = UIColor.black.cgColor
        disc.opacity = 0
        BuiltCell.build = { view in view.layer.addSublayer(disc) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            fade.autoreverses = true
            disc.add(fade, forKey: "fade")
            collectionView.pause(for: 1.5)
        })
        #expect(isNear(try pixels(timeline, at: 0.25)(100, 50), [128, 128, 128], within: 3), "half faded in")
        #expect(isNear(try pixels(timeline, at: 0.5)(100, 50), [0, 0, 0], within: 3), "fully in")
        #expect(isNear(try pixels(timeline, at: 0.75)(100, 50), [128, 128, 128], within: 3), "half out again")
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 50), [255, 255, 255], within: 3), "over: its own opacity, 0")
    }

    @Test func theSVGAnimatesAStrokeEndSweepAsADashInAtMostTwoKilobytes() throws {
        let sweep = { (shape: CAShapeLayer) in
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.add(animation, forKey: "sweep")
        }
        let animated = SVGWriter().document(for: try recordAnimatedRing(end: 1, seconds: 1, sweep))
        let still = SVGWriter().document(for: try recordAnimatedRing(end: 1, seconds: 1) { _ in })
        #expect(animated.contains("pathLength=\"1\"") && animated.contains("attributeName=\"stroke-dasharray\""))
        // One key spline for the whole sweep, not a sample a frame.
        #expect(animated.contains("keySplines=\"0.42 0 0.58 1;"), "\(animated)")
        #expect(animated.utf8.count - still.utf8.count <= 2048, "the sweep costs \(animated.utf8.count - still.utf8.count) bytes")
    }

    @Test func aRoundCappedSweepStartingLaterIsHiddenInTheSVGUntilItHasALength() throws {
        // Round caps draw a dot for a dash of no length in a browser; Core Animation draws
        // nothing for a cut of none, so the SVG hides the path until the sweep begins.
        let svg = SVGWriter().document(for: try recordAnimatedRing(end: 1, seconds: 1) { shape in
            shape.lineCap = .round
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.fromValue = 0
            sweep.toValue = 1
            sweep.duration = 0.5
            sweep.beginTime = CACurrentMediaTime() + 0.25
            sweep.fillMode = .backwards
            shape.add(sweep, forKey: nil)
        })
        #expect(svg.contains("attributeName=\"visibility\" calcMode=\"discrete\" values=\"hidden;visible\""), "\(svg)")
        #expect(svg.contains("stroke-linecap=\"round\""))
    }

    /// A disc of a shape layer (100 across, centred in the cell) whose colours `animate` sets.
    private func recordColouredDisc(fill: UIColor?, stroke: UIColor?, seconds: Double,
                                    _ animate: @escaping (CAShapeLayer) -> Void) throws -> Timeline {
        let disc = CAShapeLayer()
        disc.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        disc.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        disc.fillColor = fill?.cgColor
        disc.strokeColor = stroke?.cgColor
        disc.lineWidth = 12
        BuiltCell.build = { view in view.layer.addSublayer(disc) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            animate(disc)
            collectionView.pause(for: seconds)
        })
    }

    @Test func aFillColourAnimationPassesThroughTheColoursBetweenItsEnds() throws {
        let timeline = try recordColouredDisc(fill: .red, stroke: nil, seconds: 1.5) { disc in
            let turn = CABasicAnimation(keyPath: "fillColor")
            turn.fromValue = UIColor.red.cgColor
            turn.toValue = UIColor.blue.cgColor
            turn.duration = 1
            disc.add(turn, forKey: "turn")
        }
        // Linear, channel by channel in sRGB: a quarter of the way, three quarters red.
        #expect(isNear(try pixels(timeline, at: 0)(100, 50), [255, 0, 0], within: 2))
        let quarter = try pixels(timeline, at: 0.25)(100, 50)
        #expect(isNear(quarter, [191, 0, 64], within: 3), "\(quarter)")
        #expect(isNear(try pixels(timeline, at: 0.5)(100, 50), [128, 0, 128], within: 3))
        // Over, and not kept: the layer's own colour again.
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 50), [255, 0, 0], within: 2))
    }

    @Test func aStrokeColourAnimatesFromAColourTheLayerDoesNotHaveAndHoldsWhenFilledForwards() throws {
        // The layer has no stroke of its own: the animation draws one, from clear to green,
        // and keeps it.
        let timeline = try recordColouredDisc(fill: .white, stroke: nil, seconds: 1.5) { disc in
            let show = CABasicAnimation(keyPath: "strokeColor")
            show.fromValue = UIColor.clear.cgColor
            show.toValue = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
            show.duration = 1
            show.fillMode = .forwards
            show.isRemovedOnCompletion = false
            disc.add(show, forKey: nil)
        }
        // The stroke's middle lies on the circle of radius 40 about (100, 50): at (100, 10).
        #expect(isNear(try pixels(timeline, at: 0)(100, 10), [255, 255, 255], within: 2), "clear at first")
        // Halfway, as Core Animation passes from clear (black at no alpha) to green channel by
        // channel: green 0.5 at alpha 0.5, over white (127, 191, 127), greyer than green faded.
        let half = try pixels(timeline, at: 0.5)(100, 10)
        #expect(isNear(half, [127, 191, 127], within: 3), "half on: \(half)")
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 10), [0, 255, 0], within: 2), "held")
        // A key frame animation of the fill goes through its values at its key times.
        let keyed = try recordColouredDisc(fill: .black, stroke: nil, seconds: 1) { disc in
            let steps = CAKeyframeAnimation(keyPath: "fillColor")
            steps.values = [UIColor.black.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
            steps.keyTimes = [0, 0.25, 1]
            steps.duration = 1
            disc.add(steps, forKey: nil)
        }
        #expect(isNear(try pixels(keyed, at: 0.25)(100, 50), [255, 255, 255], within: 2))
        #expect(isNear(try pixels(keyed, at: 0.625)(100, 50), [128, 128, 128], within: 3))
    }

    @Test func theSVGAnimatesAShapesFillColourAsItsPaintAndOpacity() throws {
        let timeline = try recordColouredDisc(fill: .red, stroke: nil, seconds: 1) { disc in
            let turn = CABasicAnimation(keyPath: "fillColor")
            turn.fromValue = UIColor.red.cgColor
            turn.toValue = UIColor.blue.withAlphaComponent(0.5).cgColor
            turn.duration = 0.5
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            disc.add(turn, forKey: nil)
        }
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<animate attributeName=\"fill\" values=\"#FF0000;#0000FF;#FF0000;#FF0000\""), "\(svg)")
        #expect(svg.contains("<animate attributeName=\"fill-opacity\" values=\"1;0.5;1;1\""), "\(svg)")
        #expect(svg.contains("keySplines=\"0.42 0 0.58 1;"))
        // Two short animations, not a sample a frame: well under 2 KB over the still disc.
        let still = SVGWriter().document(for: try recordColouredDisc(fill: .red, stroke: nil, seconds: 1) { _ in })
        print("an animated fillColor costs \(svg.utf8.count - still.utf8.count) bytes of SVG")
        #expect(svg.utf8.count - still.utf8.count <= 1024, "the colour costs \(svg.utf8.count - still.utf8.count) bytes")
    }

    @Test func aPathAnimationMorphsTheShapeWhereThePathsHaveTheSameElements() throws {
        // A bar 20 wide growing from 10 to 90 points tall (a chart's bar), in the layer at
        // x 50: the same four lines and a close, so each corner moves straight.
        func bar(height: CGFloat) -> CGPath { UIBezierPath(rect: CGRect(x: 40, y: 100 - height, width: 20, height: height)).cgPath }
        let grow = { (disc: CAShapeLayer) in
            disc.path = bar(height: 90)
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = bar(height: 10)
            animation.toValue = bar(height: 90)
            animation.duration = 1
            disc.add(animation, forKey: "grow")
        }
        let timeline = try recordColouredDisc(fill: .black, stroke: nil, seconds: 1.5, grow)
        // Halfway, 50 tall: its top at y 50.
        let half = try pixels(timeline, at: 0.5)
        #expect(isNear(half(100, 55), [0, 0, 0], within: 3) && isNear(half(100, 45), [255, 255, 255], within: 3))
        let quarter = try pixels(timeline, at: 0.25)
        #expect(isNear(quarter(100, 75), [0, 0, 0], within: 3) && isNear(quarter(100, 65), [255, 255, 255], within: 3))
        #expect(isNear(try pixels(timeline, at: 1.25)(100, 15), [0, 0, 0], within: 3), "over: its own path, 90 tall")
        // The SVG moves the same points in its `d`, one key spline.
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<animate attributeName=\"d\" values=\"M40 90L60 90L60 100L40 100Z;M40 10L60 10L60 100L40 100Z;"), "\(svg)")
        // A path of other elements (a circle into the bar) has no effect: the layer's own shows.
        let mismatched = try recordColouredDisc(fill: .black, stroke: nil, seconds: 1) { disc in
            disc.path = bar(height: 90)
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
            animation.duration = 1
            disc.add(animation, forKey: nil)
        }
        #expect(isNear(try pixels(mismatched, at: 0.5)(100, 15), [0, 0, 0], within: 3))
        #expect(!SVGWriter().document(for: mismatched).contains("attributeName=\"d\""))
    }

    @Test func theSVGFadesALayerWithAnOpacityAnimation() throws {
        let disc = CALayer()
        disc.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        disc.backgroundColor = UIColor.black.cgColor
        BuiltCell.build = { view in view.layer.addSublayer(disc) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.5
            disc.add(fade, forKey: nil)
            collectionView.pause(for: 1)
        })
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<animate attributeName=\"opacity\" values=\"1;0;1;1\""), "\(svg)")
    }

    @Test func theSVGWritesLayersAsPathsGradientsAndABlurredShadow() throws {
        let timeline = try recordLayers { view in
            view.layer.addSublayer(self.gradient([.red, .blue], frame: CGRect(x: 0, y: 0, width: 200, height: 50)))
            view.layer.addSublayer(self.ring(end: 0.5))
            let card = CALayer()
            card.frame = CGRect(x: 50, y: 60, width: 100, height: 30)
            card.shadowPath = UIBezierPath(rect: card.bounds).cgPath
            card.shadowOpacity = 0.5
            view.layer.addSublayer(card)
        }
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<linearGradient") && svg.contains("stop-color=\"#FF0000\""))
        #expect(svg.contains("stroke=\"#0000FF\"") && svg.contains("stroke-width=\"8\""))
        #expect(svg.contains("filterUnits=\"userSpaceOnUse\"") && svg.contains("<feGaussianBlur"))
    }
}
