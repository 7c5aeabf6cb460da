import ZoetropeUIKit // in the app: import UIKit

/// A contacts screen as apps write one with Auto Layout: a compositional list whose rows
/// estimate their height and size themselves (`ContactCell`), fed by a diffable data source.
final class ContactsViewController: UIViewController {
    struct Contact: Hashable {
        var name: String
        var detail: String
    }

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Int, Contact>! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: ContactCell.reuseIdentifier)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, contact in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
            cell.nameLabel.text = contact.name
            cell.detailLabel.text = contact.detail
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static let contacts = [
        Contact(name: "Ada", detail: "Analyst"),
        // Four words of 102 points: three do not fit the 322 points beside the avatar.
        Contact(name: "Grace", detail: "abcdefghij abcdefghij abcdefghij abcdefghij"),
        Contact(name: "Alan", detail: "Logician"),
    ]
}
