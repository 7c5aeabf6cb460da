import Foundation
import Testing
import ZoetropeCore
@testable import ZoetropeUIKit

/// A layer inserted into a view's layer by index, or below or above a sibling, lies where the
/// phone puts it: the phone's stack holds the subviews' layers as well as the sublayers, and
/// the index counts both (GravitySlider's cell inserts a gradient at 0 under its content view).
@Suite struct LayerStackTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class ProductCell: UICollectionViewCell {
        let badge = UILabel(frame: CGRect(x: 16, y: 16, width: 48, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.text = "NEW"
            badge.textColor = .white
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath)
            let gradient = CAGradientLayer()
            gradient.frame = cell.bounds
            gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
            gradient.cornerRadius = 21
            gradient.masksToBounds = true
            cell.layer.insertSublayer(gradient, at: 0)
            return cell
        }
    }

    @Test func aGradientACellInsertsAtZeroLiesUnderItsContentView() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 300)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ProductCell.self, forCellWithReuseIdentifier: "product")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
        }
        let cell = try #require(timeline.frame(at: 0).elements.first)
        // The gradient is what the cell draws beneath everything; the badge alone lies over it.
        #expect(cell.content.drawing != nil)
        #expect(cell.content.subviews.count == 1)
        #expect(cell.content.subviews.first?.content.label?.text == "NEW")
    }

    @Test func indicesAndSiblingsCountTheSubviewsLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (picture, caption) = (UIView(), UIView())
        view.addSubview(picture)
        view.addSubview(caption)
        let shade = CALayer(), glow = CALayer(), base = CALayer()
        view.layer.insertSublayer(shade, below: caption.layer)
        view.layer.insertSublayer(glow, above: caption.layer)
        view.layer.insertSublayer(base, at: 0)
        // Added after, on top of every one of them.
        let top = CALayer()
        view.layer.addSublayer(top)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [base, shade, glow, top].map(ObjectIdentifier.init))
        #expect(layersAreStacked([base, picture.layer, shade, caption.layer, glow, top], in: view))
    }

    /// Whether the layers lie bottom to top in that order in their view's stack.
    private func layersAreStacked(_ layers: [CALayer], in view: UIView) -> Bool {
        zip(layers, layers.dropFirst()).allSatisfy { $0.stackingOrder < $1.stackingOrder }
    }
}
