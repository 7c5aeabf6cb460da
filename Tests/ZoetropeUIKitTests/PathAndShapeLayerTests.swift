import Testing
import ZoetropeUIKit

/// Paths, shape layers and their animations as cells use them: a slanted cell's mask and its
/// hit test, a progress ring, a divider drawn by a button.
@Suite struct PathAndShapeLayerTests {
    /// A cell's slanted mask, built point by point and hit-tested as slanted-layout libraries do.
    @Test func aSlantedMaskTellsWhatIsInsideIt() throws {
        let slant = UIBezierPath()
        slant.move(to: CGPoint(x: 0, y: 0))
        slant.addLine(to: CGPoint(x: 300, y: 0))
        slant.addLine(to: CGPoint(x: 300, y: 150))
        slant.addLine(to: CGPoint(x: 0, y: 200))
        slant.close()
        let mask = CAShapeLayer()
        mask.path = slant.cgPath
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        cell.layer.mask = mask
        let path = try #require((cell.layer.mask as? CAShapeLayer)?.path)
        let reread = UIBezierPath()
        reread.cgPath = path
        #expect(reread.contains(CGPoint(x: 150, y: 100)))
        // Below the slanted edge, which runs from (0, 200) up to (300, 150).
        #expect(!reread.contains(CGPoint(x: 290, y: 180)))
        #expect(reread.contains(CGPoint(x: 10, y: 195)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(slant.currentPoint == CGPoint(x: 0, y: 0))
    }

    /// A slanted cell's mask, as a slanted layout cuts it (a quadrilateral whose top edge
    /// starts 50 points in): its corners and edges are inside, as Core Graphics answers, and a
    /// point a point beyond a corner is not.
    @Test func aPointOnTheOutlineIsInsideThePath() {
        let slant = UIBezierPath()
        slant.move(to: CGPoint(x: 50, y: 0))
        slant.addLine(to: CGPoint(x: 300, y: 0))
        slant.addLine(to: CGPoint(x: 250, y: 200))
        slant.addLine(to: CGPoint(x: 0, y: 200))
        slant.close()
        let path = slant.cgPath
        for corner in [CGPoint(x: 50, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 250, y: 200), CGPoint(x: 0, y: 200)] {
            #expect(path.contains(corner), "corner \(corner)")
        }
        #expect(path.contains(CGPoint(x: 275, y: 100)), "on the right edge")
        #expect(path.contains(CGPoint(x: 150, y: 200)), "on the bottom edge")
        #expect(!path.contains(CGPoint(x: 49, y: 0)) && !path.contains(CGPoint(x: 300, y: 1)) && !path.contains(CGPoint(x: 251, y: 200)))
        #expect(path.contains(CGPoint(x: 150, y: 100)) && !path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func curvedShapesKeepTheirBoundsAndEnds() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(oval.bounds == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 60, y: 45)) && !oval.contains(CGPoint(x: 12, y: 22)))
        // A progress ring's quarter, clockwise on screen from the top: it ends at the right.
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        #expect(abs(ring.currentPoint.x - 90) < 1e-9 && abs(ring.currentPoint.y - 50) < 1e-9)
        #expect(abs(ring.cgPath.boundingBoxOfPath.minY - 10) < 1e-9 && abs(ring.cgPath.boundingBoxOfPath.maxX - 90) < 1e-9)
        // One rounded corner: the others stay square.
        let tab = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        #expect(tab.contains(CGPoint(x: 1, y: 39)) && !tab.contains(CGPoint(x: 1, y: 1)))
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 10).bounds.size == CGSize(width: 80, height: 40))
    }

    /// A button's divider drawn by a shape layer, its stroke animated as the button turns from
    /// a list icon to a grid icon.
    @Test func aShapeLayerKeepsItsStyleAndItsAnimations() {
        let line = CAShapeLayer()
        #expect(line.fillColor == UIColor.black.cgColor && line.strokeColor == nil && line.strokeEnd == 1 && line.lineWidth == 1)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        line.path = path.cgPath
        line.strokeColor = UIColor.systemBlue.cgColor
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0.5
        stroke.toValue = 1
        stroke.duration = 0.3
        stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        line.add(stroke, forKey: "stroke")
        line.add(CABasicAnimation(keyPath: "lineWidth"), forKey: nil)
        #expect(line.animationKeys() == ["stroke"] && (line.animation(forKey: "stroke") as? CABasicAnimation)?.keyPath == "strokeEnd")
        #expect(stroke.timingFunction?.controlPoint1 == CGPoint(x: CGFloat(Float(0.42)), y: 0))
        line.removeAllAnimations()
        #expect(line.animationKeys() == nil && line.path?.boundingBox == CGRect(x: 4, y: 10, width: 16, height: 0))
    }
}
