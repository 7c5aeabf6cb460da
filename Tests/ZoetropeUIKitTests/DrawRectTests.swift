import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Views that draw themselves: `draw(_:)` with Core Graphics and `UIBezierPath`, recorded
/// once and replayed by Cairo into the frames and by the SVG writer as shapes. Pixels are
/// checked where the geometry puts them, computed by hand.
@MainActor @Suite struct DrawRectTests: OneCellPixels {
    /// A cell that is its own drawing: whatever `paint` draws, on a white background.
    final class DrawingCell: UICollectionViewCell {
        nonisolated(unsafe) static var paint: (CGRect) -> Void = { _ in }
        var drawCount = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            drawCount += 1
            Self.paint(rect)
        }
    }

    /// One 200 × 100 cell at the top left of a 200 × 100 collection view, drawn by `paint`.
    private func recordCell(size: CGSize = CGSize(width: 200, height: 100), _ paint: @escaping (CGRect) -> Void,
                            body: (UICollectionView) -> Void = { _ in }) throws -> Timeline {
        DrawingCell.paint = paint
        return try recordOne(DrawingCell.self, size: size, body: body)
    }

    @Test func aShadowSetOnTheContextFallsUnderWhatIsFilledAndStrokedAfterIt() throws {
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.setShadow(offset: CGSize(width: 0, height: 10), blur: 4, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 60, height: 30))
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(4)
            context.move(to: CGPoint(x: 120, y: 30))
            context.addLine(to: CGPoint(x: 180, y: 30))
            context.strokePath()
        }
        let at = try pixels(timeline)
        // The shapes themselves, over their shadows.
        #expect(isNear(at(50, 35), [255, 0, 0]) && isNear(at(150, 30), [0, 0, 255], within: 12))
        // Ten points lower, under each: the shadow, dark.
        #expect(at(50, 55)[0] < 100, "under the rectangle: \(at(50, 55))")
        #expect(at(150, 40)[0] < 150, "under the line: \(at(150, 40))")
        // Beside them, the cell's white.
        #expect(isNear(at(100, 35), [255, 255, 255], within: 3) && isNear(at(150, 55), [255, 255, 255], within: 3))
    }

    @Test func textAndPicturesCastTheContextsShadowToo() throws {
        // A picture drawn in code: a 20-point square, its left half solid and its right clear.
        let half = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.setShadow(offset: CGSize(width: 0, height: 30), blur: 0, color: UIColor.black.cgColor)
            ("HHHH" as NSString).draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.blue])
            half.draw(in: CGRect(x: 140, y: 10, width: 40, height: 40))
        }
        let at = try pixels(timeline)
        // Somewhere in the letters, blue; thirty points below the same spot, the shadow, black.
        let inLetter = (20..<110).flatMap { x in (10..<45).map { (x, $0) } }.first { isNear(at($0.0, $0.1), [0, 0, 255], within: 10) }
        let letter = try #require(inLetter, "the letters are drawn")
        #expect(isNear(at(letter.0, letter.1 + 30), [0, 0, 0], within: 30), "under the letter: \(at(letter.0, letter.1 + 30))")
        // The picture's solid half casts a shadow, its clear half none.
        #expect(isNear(at(150, 30), [255, 0, 0]) && isNear(at(150, 62), [0, 0, 0], within: 10), "\(at(150, 62))")
        #expect(isNear(at(170, 62), [255, 255, 255], within: 10), "the clear half: \(at(170, 62))")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<feOffset dx=\"0\" dy=\"30\""), "the SVG casts them too")
    }

    @Test func aGradientInATransparencyLayerCastsTheShadowOfItsClipAsPaintCodeDrawsIt() throws {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                  locations: [0, 1])!
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            // Left: a shadowed gradient as PaintCode writes it. Right: the same without the
            // layer, whose clip cuts its shadow away.
            for (x, layered) in [(20.0, true), (120.0, false)] {
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: UIColor.black.cgColor)
                if layered { context.beginTransparencyLayer(auxiliaryInfo: nil) }
                UIBezierPath(rect: CGRect(x: x, y: 10, width: 60, height: 40)).addClip()
                context.drawLinearGradient(gradient, start: CGPoint(x: x, y: 0), end: CGPoint(x: x + 60, y: 0), options: [])
                if layered { context.endTransparencyLayer() }
                context.restoreGState()
            }
        }
        let at = try pixels(timeline)
        // The gradients themselves, their midpoints half each colour.
        #expect(isNear(at(50, 30), [128, 0, 128], within: 6) && isNear(at(150, 30), [128, 0, 128], within: 6))
        // Twenty points below the bottom edge's band: the layered one's shadow, the other's none.
        #expect(isNear(at(50, 60), [0, 0, 0], within: 10), "under the layered gradient: \(at(50, 60))")
        #expect(isNear(at(150, 60), [255, 255, 255], within: 3), "under the clipped one: \(at(150, 60))")
        // The layer ends with the state it began in: what follows casts no shadow, unclipped.
        #expect(isNear(at(50, 80), [255, 255, 255], within: 3))
    }

    @Test func textWithAShadowAttributeCastsItAndLeavesTheContextsShadowAlone() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 30)
        shadow.shadowColor = UIColor.black
        let timeline = try recordCell { _ in
            ("HHHH" as NSString).draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30),
                                                                                 .foregroundColor: UIColor.blue, .shadow: shadow])
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 140, y: 10, width: 40, height: 20))
        }
        let at = try pixels(timeline)
        let inLetter = (20..<110).flatMap { x in (10..<45).map { (x, $0) } }.first { isNear(at($0.0, $0.1), [0, 0, 255], within: 10) }
        let letter = try #require(inLetter, "the letters are drawn")
        #expect(isNear(at(letter.0, letter.1 + 30), [0, 0, 0], within: 30), "under the letter: \(at(letter.0, letter.1 + 30))")
        #expect(isNear(at(160, 45), [255, 255, 255], within: 3), "the rectangle drawn after the text casts none: \(at(160, 45))")
    }

    @Test func aTransparencyLayersAlphaFadesWhatIsDrawnInItWhateverItSetsInside() throws {
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.setAlpha(0.5)
            context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 100, height: 100), auxiliaryInfo: nil)
            context.setFillColor(UIColor.red.cgColor)
            // Full alpha inside the layer, then the layer's half on the whole; cut at x = 100.
            context.fill(CGRect(x: 20, y: 20, width: 160, height: 60))
            context.endTransparencyLayer()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 20, y: 85, width: 20, height: 10))
        }
        let at = try pixels(timeline)
        #expect(isNear(at(50, 50), [255, 128, 128], within: 4), "\(at(50, 50))")
        #expect(isNear(at(150, 50), [255, 255, 255], within: 3), "outside the layer's rectangle: \(at(150, 50))")
        // After it, the alpha set before it holds again.
        #expect(isNear(at(30, 90), [128, 128, 255], within: 4), "\(at(30, 90))")
    }

    @Test func aRectangleFilledInDrawRectCoversWhatItSaysAndNothingElse() throws {
        let timeline = try recordCell { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 20, y: 10, width: 60, height: 30))
        }
        let at = try pixels(timeline)
        #expect(isNear(at(21, 11), [255, 0, 0]) && isNear(at(79, 39), [255, 0, 0]))
        // Outside it, the cell's own white background.
        #expect(isNear(at(19, 11), [255, 255, 255]) && isNear(at(81, 39), [255, 255, 255]) && isNear(at(50, 41), [255, 255, 255]))
    }

    @Test func aProgressRingsArcEndsAtItsFractionOfATurn() throws {
        // A ring of radius 40 about (100, 50), 8 points thick, from the top clockwise through
        // 70 % of a turn, as progress rings are drawn with UIBezierPath.
        let timeline = try recordCell { _ in
            let ring = UIBezierPath(arcCenter: CGPoint(x: 100, y: 50), radius: 40, startAngle: -.pi / 2,
                                    endAngle: -.pi / 2 + 0.7 * 2 * .pi, clockwise: true)
            ring.lineWidth = 8
            UIColor.blue.setStroke()
            ring.stroke()
        }
        let at = try pixels(timeline)
        func onRing(_ fraction: Double) -> (Int, Int) {
            let angle = -Double.pi / 2 + fraction * 2 * .pi
            return (Int((100 + 40 * cos(angle)).rounded()), Int((50 + 40 * sin(angle)).rounded()))
        }
        for fraction in [0.05, 0.25, 0.5, 0.65] {
            let (x, y) = onRing(fraction)
            #expect(isNear(at(x, y), [0, 0, 255], within: 30), "at \(fraction) of the turn, (\(x), \(y)) is \(at(x, y))")
        }
        for fraction in [0.75, 0.85, 0.95] {
            let (x, y) = onRing(fraction)
            #expect(isNear(at(x, y), [255, 255, 255]), "past the end, at \(fraction) of the turn, (\(x), \(y)) is \(at(x, y))")
        }
    }

    @Test func coreGraphicsArcsRunTheOtherWayFromBezierPathsInUIKitsFlippedSpace() throws {
        // `clockwise: true` in Core Graphics is anticlockwise on a UIKit screen (Apple's
        // CGContext.addArc documentation): from the right-hand point (0) to the bottom (π/2),
        // clockwise in Core Graphics goes the long way round, over the top.
        let timeline = try recordCell { _ in
            let context = try! #require(UIGraphicsGetCurrentContext())
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(6)
            context.addArc(center: CGPoint(x: 100, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            context.strokePath()
        }
        let at = try pixels(timeline)
        #expect(isNear(at(100, 10), [0, 0, 255], within: 30), "the top is on the arc: \(at(100, 10))")
        #expect(isNear(at(128, 78), [255, 255, 255]), "the short way (bottom right) is not: \(at(128, 78))")
    }

    @Test func aLinearGradientsMidpointIsHalfEachColour() throws {
        let timeline = try recordCell { rect in
            let context = UIGraphicsGetCurrentContext()!
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                      locations: [0, 1])!
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: rect.width, y: 0), options: [])
        }
        let at = try pixels(timeline)
        #expect(isNear(at(100, 50), [128, 0, 128], within: 3), "\(at(100, 50))")
        #expect(isNear(at(0, 50), [254, 0, 1], within: 3) && isNear(at(199, 50), [1, 0, 254], within: 3))
    }

    @Test func aGradientPaintsOnlyBetweenItsEndsUnlessAskedToGoOn() throws {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.red.cgColor] as CFArray,
                                  locations: nil)!
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.drawLinearGradient(gradient, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 100, y: 0), options: [])
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 60), end: CGPoint(x: 0, y: 70), options: .drawsAfterEndLocation)
        }
        let at = try pixels(timeline)
        // The first, between x 50 and 100, top to bottom.
        #expect(isNear(at(75, 20), [255, 0, 0]) && isNear(at(40, 20), [255, 255, 255]) && isNear(at(110, 20), [255, 255, 255]))
        // The second from y 60 down, past its end to the bottom, across the whole width.
        #expect(isNear(at(190, 80), [255, 0, 0]) && isNear(at(190, 95), [255, 0, 0]) && isNear(at(190, 55), [255, 255, 255]))
    }

    @Test func aDashedLineLeavesItsGaps() throws {
        let timeline = try recordCell { _ in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 200, y: 50))
            line.lineWidth = 4
            var pattern: [CGFloat] = [10, 10]
            line.setLineDash(&pattern, count: 2, phase: 0)
            UIColor.black.setStroke()
            line.stroke()
        }
        let at = try pixels(timeline)
        for dash in stride(from: 5, to: 200, by: 20) {
            #expect(isNear(at(dash, 50), [0, 0, 0]), "dash at \(dash): \(at(dash, 50))")
            #expect(isNear(at(dash + 10, 50), [255, 255, 255]), "gap at \(dash + 10): \(at(dash + 10, 50))")
        }
    }

    @Test func aClipCutsWhatIsDrawnAfterItUntilTheStateIsRestored() throws {
        let timeline = try recordCell { rect in
            let context = UIGraphicsGetCurrentContext()!
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
            UIColor.red.setFill()
            UIRectFill(rect)
            context.restoreGState()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 150, y: 0, width: 50, height: 10))
        }
        let at = try pixels(timeline)
        #expect(isNear(at(50, 50), [255, 0, 0]), "inside the circle: \(at(50, 50))")
        #expect(isNear(at(3, 3), [255, 255, 255]) && isNear(at(120, 50), [255, 255, 255]), "outside it")
        #expect(isNear(at(175, 5), [0, 255, 0]), "after restoring, nothing is cut: \(at(175, 5))")
    }

    @Test func theTransformMovesWhatIsDrawnAndAPathKeepsWhereItWasBuilt() throws {
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.setFillColor(UIColor.red.cgColor)
            context.translateBy(x: 100, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // 100…120 across, 0…20 down
            // Built before the next move, drawn after it: Core Graphics keeps its points.
            context.addRect(CGRect(x: 20, y: 20, width: 5, height: 5))  // 140…150, 40…50
            context.translateBy(x: -50, y: 0)
            context.setFillColor(UIColor.blue.cgColor)
            context.fillPath()
        }
        let at = try pixels(timeline)
        #expect(isNear(at(110, 10), [255, 0, 0]) && isNear(at(125, 10), [255, 255, 255]))
        #expect(isNear(at(145, 45), [0, 0, 255]), "the path drawn where it was built: \(at(145, 45))")
        #expect(isNear(at(45, 45), [255, 255, 255]))
    }

    @Test func textDrawnAtAPointSitsBelowItInTheAttributesColour() throws {
        let timeline = try recordCell { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        }
        let at = try pixels(timeline)
        let inked = (10..<80).flatMap { x in (10..<34).map { y in at(x, y) } }.filter { $0[0] > 200 && $0[1] < 80 }
        #expect(inked.count > 40, "red text under (10, 10): \(inked.count) pixels")
        let above = (10..<80).map { x in at(x, 8) }.filter { $0[1] < 200 }
        #expect(above.isEmpty, "nothing above the line's top")
    }

    @Test func theDrawingIsMadeOnceAndRemadeOnlyWhenTheViewAsks() throws {
        var cells: [DrawingCell] = []
        var progress: CGFloat = 0.25
        let timeline = try recordCell({ rect in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height))
        }) { collectionView in
            cells = collectionView.visibleCells.compactMap { $0 as? DrawingCell }
            collectionView.pause(for: 0.5)
            progress = 0.75
            cells.first?.setNeedsDisplay()
            collectionView.pause(for: 0.5)
        }
        let cell = try #require(cells.first)
        #expect(cell.drawCount == 2, "drawn \(cell.drawCount) times")
        let before = try pixels(timeline, at: 0.1), after = try pixels(timeline, at: timeline.duration - 0.01)
        #expect(isNear(before(40, 50), [255, 0, 0]) && isNear(before(100, 50), [255, 255, 255]))
        #expect(isNear(after(100, 50), [255, 0, 0]) && isNear(after(160, 50), [255, 255, 255]))
    }

    @Test func aViewThatDrawsItselfInsideACellIsDrawnAtItsFrame() throws {
        final class Bars: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: rect.height / 2, width: rect.width, height: rect.height / 2))
            }
        }
        final class ChartCell: UICollectionViewCell {
            let chart = Bars(frame: CGRect(x: 100, y: 20, width: 80, height: 60))
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                contentView.addSubview(chart)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let timeline = try recordOne(ChartCell.self)
        let at = try pixels(timeline)
        // The chart's lower half, 100…180 across and 50…80 down, is blue; its upper half and
        // the rest of the cell are white.
        #expect(isNear(at(140, 65), [0, 0, 255]), "\(at(140, 65))")
        #expect(isNear(at(140, 35), [255, 255, 255]) && isNear(at(90, 65), [255, 255, 255]) && isNear(at(185, 65), [255, 255, 255]))
    }

    @Test func aPictureMadeWithAnImageRendererIsShownByAnImageViewAsVectors() throws {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(icon.size == CGSize(width: 10, height: 10))
        final class IconCell: UICollectionViewCell {
            let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                imageView.contentMode = .scaleToFill
                contentView.addSubview(imageView)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let timeline = try recordOne(IconCell.self, configure: { $0.imageView.image = icon })
        let at = try pixels(timeline)
        // Stretched ten times: the red top half is 0…100 across, 0…50 down.
        #expect(isNear(at(50, 25), [255, 0, 0]) && isNear(at(50, 75), [255, 255, 255]) && isNear(at(150, 25), [255, 255, 255]))
        let svg = SVGWriter().document(for: timeline)
        #expect(!svg.contains("data:image/png"), "a drawn picture is written as shapes, not as a PNG")
    }

    @Test func theSVGWritesTheDrawingAsPathsAndGradients() throws {
        let timeline = try recordCell { _ in
            let context = UIGraphicsGetCurrentContext()!
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil)!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 200, y: 0), options: [])
            let ring = UIBezierPath(ovalIn: CGRect(x: 60, y: 10, width: 80, height: 80))
            ring.lineWidth = 6
            UIColor.black.setStroke()
            ring.stroke()
        }
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<linearGradient") && svg.contains("gradientUnits=\"userSpaceOnUse\""))
        #expect(svg.contains("stroke=\"#000000\" stroke-width=\"6\""), "the ring's stroke")
        let ring = try #require(svg.components(separatedBy: "<path d=\"").dropFirst().first { $0.contains("stroke-width=\"6\"") })
        #expect(ring.prefix { $0 != "\"" }.filter { $0 == "C" }.count == 4, "the ring's curves are kept as four curves: \(ring.prefix(200))")
    }
}
