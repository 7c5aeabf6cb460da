import ZoetropeUIKit // in the app: import UIKit

/// A data source as an app writes one: sections of colours, a cell class registered by
/// identifier, each cell's background its colour, with rounded corners; headers that say
/// their section's name.
final class ColorDataSource: NSObject, UICollectionViewDataSource {
    var sections: [[UIColor]]
    var sectionNames: [String]

    init(sections: [[UIColor]], sectionNames: [String]? = nil) {
        self.sections = sections
        self.sectionNames = sectionNames ?? sections.indices.map { "Section \($0)" }
    }

    func register(in collectionView: UICollectionView) {
        collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        // The first layout pass, which in the app happens once the view is on screen.
        collectionView.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath) as! ColorCell
        cell.contentView.backgroundColor = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
        header.label.text = sectionNames[indexPath.section]
        return header
    }
}

/// A cell with rounded corners, set up in `init(frame:)` as apps do.
final class ColorCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section header: a label on a light background.
final class HeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
        label.textAlignment = .left
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The palette the tests draw with.
enum Palette {
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                    .systemIndigo, .systemPurple, .systemPink, .systemBrown]

    static func colors(_ count: Int, from start: Int = 0) -> [UIColor] {
        (0..<count).map { colors[(start + $0) % colors.count] }
    }
}
