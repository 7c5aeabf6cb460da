import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Cells as tutorials write them: a label added to the cell itself rather than its content
/// view, and a nib-era override that never runs.
@Suite struct AutoLayoutCellStyleTests {
    final class BadgeCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemYellow
            title.textAlignment = .center
            addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                title.centerYAnchor.constraint(equalTo: centerYAnchor),
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
        override func awakeFromNib() {
            super.awakeFromNib()
            title.text = "never"
        }
    }

    @Test func aLabelAddedToTheCellItselfIsDrawnAtItsFrame() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 60)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, text in cell.title.text = text }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Swift", "Linux"])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let cell = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
        let title = try #require(cell.content.subviews.first)
        #expect(title.content.label?.text == "Swift" && title.content.label?.alignment == .center)
        // Inset 8 points each side, centred vertically at its text's height, at the cell's size.
        #expect(title.frame.rect(in: Size(width: 170, height: 60)) == Rect(x: 8, y: 20, width: 154, height: 20))
    }
}
