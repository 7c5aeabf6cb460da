import Testing
import ZoetropeUIKit

/// A view's layer has the view's geometry, as in UIKit: one is the other.
@Suite struct LayerTests {
    @Test func aViewsLayerBoundsPositionAndFrameAreTheViews() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.layer.position == CGPoint(x: 60, y: 40))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
        view.layer.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.bounds.size == CGSize(width: 20, height: 20))
        // The anchor point says which point of the layer the position names.
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.frame.origin == CGPoint(x: 100, y: 100))
        view.layer.isHidden = true
        #expect(view.isHidden)
    }

    @Test func aLayerOfItsOwnKeepsItsGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(layer.position == CGPoint(x: 10, y: 10) && layer.bounds.size == CGSize(width: 10, height: 10))
    }
}
