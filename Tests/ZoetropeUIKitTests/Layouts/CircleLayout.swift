import ZoetropeUIKit // in the app: import UIKit

/// Apple's CircleLayout sample (WWDC 2012, "Advanced Collection Views and Building Custom
/// Layouts"), in Swift, with the fix Mark Pospesel describes: the appearing and disappearing
/// hooks are called for every item whose index path changes, so the layout remembers which
/// items the update inserts and deletes, and animates only those — an inserted item grows out
/// of the centre, a deleted one shrinks into it.
class CircleLayout: UICollectionViewLayout {
    let itemSize: CGFloat = 70
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var cellCount = 0
    private var insertIndexPaths: [IndexPath] = []
    private var deleteIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        let size = collectionView!.frame.size
        cellCount = collectionView!.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2.0, y: size.height / 2.0)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        collectionView!.frame.size
    }

    override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.size = CGSize(width: itemSize, height: itemSize)
        let angle = 2 * CGFloat(path.item) * .pi / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        deleteIndexPaths = []
        insertIndexPaths = []
        for update in updateItems {
            if update.updateAction == .delete, let path = update.indexPathBeforeUpdate {
                deleteIndexPaths.append(path)
            } else if update.updateAction == .insert, let path = update.indexPathAfterUpdate {
                insertIndexPaths.append(path)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        deleteIndexPaths = []
        insertIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertIndexPaths.contains(itemIndexPath) {
            let grown = layoutAttributesForItem(at: itemIndexPath)
            grown?.alpha = 0.0
            grown?.center = center
            return grown
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleteIndexPaths.contains(itemIndexPath) {
            let shrunk = layoutAttributesForItem(at: itemIndexPath)
            shrunk?.alpha = 0.0
            shrunk?.center = center
            shrunk?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1.0)
            return shrunk
        }
        return attributes
    }
}
