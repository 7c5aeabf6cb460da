import ZoetropeCore

/// Something that can give a recording's collection view its cells: the diffable data source.
protocol DiffableSourceDriving: AnyObject {
    var itemCounts: [Int] { get }
    func cell(for collectionView: UICollectionView, at indexPath: Foundation.IndexPath) -> UICollectionViewCell?
    func supplementaryView(for collectionView: UICollectionView, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView?
    func collectionSnapshot(for collectionView: UICollectionView) -> CollectionSnapshot
}
