import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A flow layout of tags that size themselves (`estimatedItemSize`), as tag clouds are written:
/// each cell as wide as its text and its margins, packed on lines.
@Suite struct FlowSelfSizingTests {
    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemIndigo
            contentView.layer.cornerRadius = 8
            label.textColor = .white
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Tags: NSObject, UICollectionViewDataSource {
        var tags = ["Swift", "UIKit", "Auto Layout", "Linux", "Cassowary"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = tags[indexPath.item]
            return cell
        }
    }

    @Test func tagsAreAsWideAsTheirTextAndPackOnLines() throws {
        let source = Tags()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.tags.insert("SVG", at: 1)
            collectionView.insertItems(at: [Foundation.IndexPath(item: 1, section: 0)])
        }
        let tracks = timeline.segments[0].transition.tracks
        func frame(_ item: Int) throws -> Rect {
            try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) && $0.role != .disappearing }).to.frame
        }
        // "Swift": 5 × 10.2 = 51 points of text, 24 of margins; 20 + 12 high.
        #expect(try frame(0).size == Size(width: 75, height: 32))
        // "SVG" (30.6, rounded up to 30⅔) fits after it on the first line, 8 points on.
        let svg = try frame(1)
        #expect(abs(svg.width - (92.0 / 3 + 24)) < 0.01 && svg.minY == 8)
        // "Auto Layout" (112.2 → 112⅓ + 24) wraps: the line has 304 points and holds
        // "Swift", "SVG", "UIKit"; the fourth starts the second line.
        let autoLayout = try frame(3)
        #expect(autoLayout.minX == 8 && autoLayout.minY == 8 + 32 + 10)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
            try FrameRenderer(scale: 2).render(timeline.frame(at: timeline.duration / 2)).writePNG(to: folder + "/tags-mid.png")
        }
    }
}
