import Testing
import ZoetropeCore
import ZoetropeCairo
@testable import ZoetropeUIKit

/// What an app's own drawing, layers and animation blocks can be given that makes no sense:
/// numbers that are not finite, sweeps of many turns, layers hung inside themselves. Each
/// either draws what makes sense of it and the rest of the frame, or fails the recording with
/// a message that says what to change; none crashes, hangs or blanks the frame unseen.
@MainActor @Suite struct HostileDrawingInputTests: OneCellPixels {
    /// A cell that runs `paint`, then fills a green square at its bottom right corner: the
    /// square must show whatever came before it.
    final class MarkedCell: UICollectionViewCell {
        nonisolated(unsafe) static var paint: (CGContext) -> Void = { _ in }
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            context.saveGState()
            Self.paint(context)
            context.restoreGState()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 180, y: 80, width: 20, height: 20))
        }
    }

    private func marked(_ paint: @escaping (CGContext) -> Void) throws -> (Int, Int) -> [Int] {
        MarkedCell.paint = paint
        let at = try pixels(try recordOne(MarkedCell.self))
        #expect(isNear(at(190, 90), [0, 255, 0]), "the marker drawn after: \(at(190, 90))")
        return at
    }

    /// One cell whose content view `build` fills, its recording's failure expected.
    private func failure(_ build: @escaping (UIView) -> Void) throws -> UIKitRecordingError {
        BuiltCell.build = build
        return try #require(throws: UIKitRecordingError.self) { try recordOne(BuiltCell.self) }
    }

    @Test func aShadowWhoseOffsetOrBlurIsNotANumberIsNoShadow() throws {
        let at = try marked { context in
            context.setShadow(offset: CGSize(width: CGFloat.nan, height: 10), blur: 4, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 40, height: 20))
            context.setShadow(offset: CGSize(width: 0, height: 10), blur: .infinity, color: UIColor.black.cgColor)
            context.fill(CGRect(x: 100, y: 20, width: 40, height: 20))
        }
        #expect(isNear(at(40, 30), [255, 0, 0]) && isNear(at(120, 30), [255, 0, 0]))
        #expect(isNear(at(40, 45), [255, 255, 255], within: 3) && isNear(at(120, 45), [255, 255, 255], within: 3))
    }

    @Test func anArcOfAMillionTurnsIsDrawnAsItsRemainderAtOnceAndOneNotANumberAddsNothing() throws {
        let at = try marked { context in
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(4)
            // A trillion radians: about 159 billion turns, whose remainder is drawn.
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 1e12, clockwise: false)
            context.strokePath()
            UIBezierPath(arcCenter: CGPoint(x: 130, y: 50), radius: 30, startAngle: .nan, endAngle: 1, clockwise: true).stroke()
            UIBezierPath(arcCenter: CGPoint(x: 130, y: 50), radius: -30, startAngle: 0, endAngle: 1, clockwise: true).stroke()
        }
        // The arc starts at angle 0, the circle's rightmost point.
        #expect(isNear(at(80, 50), [0, 0, 255], within: 40), "\(at(80, 50))")
        #expect(isNear(at(160, 50), [255, 255, 255], within: 3) && isNear(at(130, 20), [255, 255, 255], within: 3))
    }

    @Test func textInAFontOfNoSizeOrAnEnormousOneLeavesTheRestOfTheDrawing() throws {
        _ = try marked { _ in
            ("W" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: .nan)])
            ("W" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 1e7)])
        }
    }

    @Test func aPictureSideThatIsNotANumberOrNegativeIsZero() throws {
        _ = try marked { _ in
            for size in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: -10, height: CGFloat.infinity)] {
                let picture = UIGraphicsImageRenderer(size: size).image { context in context.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
                #expect(picture.size.width == 0, "a side that is not a number, or negative, is 0")
                picture.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
            }
        }
    }

    @Test func aLayerHungInsideItselfFailsTheRecordingInsteadOfDrawingForever() throws {
        let selfMask = try failure { view in
            let layer = CALayer()
            view.layer.addSublayer(layer)
            layer.mask = layer
        }
        #expect(selfMask.reason.contains("given itself as its mask"))
        let cycle = try failure { view in
            let outer = CALayer(), inner = CALayer()
            view.layer.addSublayer(outer)
            outer.addSublayer(inner)
            inner.addSublayer(outer)
        }
        #expect(cycle.reason.contains("a layer that holds it as a sublayer"))
        let masks = try failure { view in
            let first = CALayer(), second = CALayer()
            view.layer.addSublayer(first)
            first.mask = second
            second.mask = first
        }
        #expect(masks.reason.contains("a layer that holds it as its mask"))
    }

    @Test func aViewAddedToItselfOrToAViewInsideItFailsWithUIKitsWords() throws {
        for addsAncestor in [false, true] {
            let error = try failure { view in
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                view.addSubview(inner)
                inner.addSubview(addsAncestor ? view : inner)
            }
            #expect(error.kind == .exception(name: "NSInvalidArgumentException") && error.reason == "Can't add self as subview")
        }
    }

    @Test func anAnimationBlockOfADurationThatIsNotANumberFailsTheRecordingNamingTheCall() throws {
        BuiltCell.build = { view in
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            badge.tag = 7
            view.addSubview(badge)
        }
        for duration in [TimeInterval.nan, .infinity] {
            let error = try #require(throws: UIKitRecordingError.self) {
                try recordOne(BuiltCell.self, body: { collectionView in
                    let badge = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.viewWithTag(7)
                    UIView.animate(withDuration: duration) { badge?.alpha = 0 }
                })
            }
            #expect(error.reason.contains("UIView.animate(withDuration:delay:options:animations:) was given a duration of \(duration) s"))
        }
        // A negative duration runs the block at once, as on the phone.
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            let badge = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.viewWithTag(7)
            UIView.animate(withDuration: -1, delay: -1, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity, options: []) { badge?.alpha = 0 }
        })
        #expect(timeline.duration == 0)
    }
}
