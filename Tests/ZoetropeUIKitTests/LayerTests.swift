import Testing
import ZoetropeCairo
import struct ZoetropeCore.Point
import ZoetropeSVG
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

    /// Cells that hang from their top edge (`anchorPoint` (0.5, 0)), squashed to half their
    /// height by the layout, as a folding animation sets them: Core Animation puts the top
    /// edge at the attributes' centre and scales about it, so each cell covers from its
    /// frame's middle down half its height (drawn about its centre, it would cover the
    /// middle half of its frame).
    final class HangingCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.anchorPoint = CGPoint(x: 0.5, y: 0)
            contentView.backgroundColor = .black
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class Squashing: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map {
                let copy = $0.copy() as! UICollectionViewLayoutAttributes
                copy.transform = CGAffineTransform(scaleX: 1, y: 0.5)
                return copy
            }
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "hanging", for: indexPath)
        }
    }

    @Test func aCellsAnchorPointIsWhereItsCentreIsAndWhatItTurnsAbout() throws {
        let layout = Squashing()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 0)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.register(HangingCell.self, forCellWithReuseIdentifier: "hanging")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
        }
        let frame = timeline.frame(at: 0)
        #expect(frame.elements.first?.content.anchorPoint == Point(x: 0.5, y: 0))
        let image = try FrameRenderer(scale: 1).render(frame)
        let pixels = image.rgbaPixels()
        let column = (20..<200).filter { y in pixels[(y * image.width + 70) * 4] < 128 }
        // The frame is y 20…100, its centre 60: the cell, 40 tall, covers 60…100.
        #expect(column.first == 60 && column.last == 99, "\(column.first ?? -1)…\(column.last ?? -1)")
        // The SVG moves the picture alike, inside the scale.
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<g transform=\"scale(1 0.5)\">\n<g transform=\"translate(0 40)\">"))
    }
}
