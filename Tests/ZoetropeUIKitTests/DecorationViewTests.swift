import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Decoration views an app registers on its layout, as section backgrounds are written: made at
/// a size and laid out before they are read, as UIKit makes one at its attributes' frame, so
/// that what `layoutSubviews()` builds from the bounds is drawn.
@MainActor @Suite struct DecorationViewTests {
    /// A section's card: a gradient layer sized to the view in `layoutSubviews()`.
    final class GradientBackground: UICollectionReusableView {
        let gradient = CAGradientLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
            layer.addSublayer(gradient)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
        }
    }

    @Test func aSectionBackgroundThatSizesItsLayersInLayoutSubviewsIsDrawn() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(GradientBackground.self, forDecorationViewOfKind: "card")
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let card = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .decorationView })
        #expect(card.attributes.frame.height == 132)
        // The gradient, stretched over the card whatever its size: nothing was drawn at zero size.
        let drawing = try #require(card.content.drawing)
        #expect(!drawing.isEmpty)
    }
}
