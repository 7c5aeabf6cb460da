import ZoetropeUIKit // in the app: import UIKit

/// A three-column grid written the way tutorials write custom layouts: every method asks its
/// collection view what it needs when it needs it (the counts in `collectionViewContentSize`
/// and `prepare()`, the bounds, offset, insets, data source and delegate, another item's
/// attributes through the collection view) instead of keeping what `prepare()` found. UIKit
/// allows each of these calls at each of these points.
final class AskingGridLayout: UICollectionViewLayout {
    private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    let rowHeight: CGFloat = 100
    /// What the layout saw, for the tests: each method's count of sections.
    private(set) var questions: [String] = []

    private var columnWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return (collectionView.bounds.width - insets.left - insets.right) / 3
    }

    private var itemCount: Int {
        guard let collectionView else { return 0 }
        return (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        questions.append("contentSize \(collectionView.numberOfSections)")
        return CGSize(width: collectionView.bounds.width, height: CGFloat((itemCount + 2) / 3) * rowHeight)
    }

    override func prepare() {
        super.prepare()
        cache = [:]
        guard let collectionView else { return }
        questions.append("prepare \(collectionView.numberOfSections)")
        _ = collectionView.contentOffset
        _ = collectionView.adjustedContentInset
        _ = collectionView.dataSource
        _ = collectionView.delegate
        var index = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(index % 3) * columnWidth, y: CGFloat(index / 3) * rowHeight,
                                          width: columnWidth, height: rowHeight).insetBy(dx: 4, dy: 4)
                cache[attributes.indexPath] = attributes
                index += 1
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        questions.append("elements \(collectionView.numberOfSections)")
        _ = collectionView.contentSize
        return cache.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, indexPath.section < collectionView.numberOfSections,
              indexPath.item < collectionView.numberOfItems(inSection: indexPath.section) else { return nil }
        return cache[indexPath]
    }

    private var inserted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        // UIKit asks for the initial attributes of every item whose index path changes: only
        // the inserted ones fade in.
        inserted = Set(updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil })
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath) else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        // Asks the collection view (which asks this layout) for the item's place.
        guard let attributes = collectionView?.layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        attributes.alpha = 0
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        collectionView.map { $0.bounds.size != newBounds.size } ?? false
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let collectionView { questions.append("invalidate \(collectionView.numberOfSections)") }
        super.invalidateLayout(with: context)
    }
}
