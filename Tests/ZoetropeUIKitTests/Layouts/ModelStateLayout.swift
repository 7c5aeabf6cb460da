import ZoetropeUIKit // in the app: import UIKit

/// What the app tells a `ModelStateLayout` about an item: its height, or nil to size it by what
/// its cell prefers.
protocol ModelStateLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: ModelStateLayout, heightForItemAt indexPath: IndexPath) -> CGFloat?
}

/// A one-column list written the way Airbnb's MagazineLayout is written:
///
/// - it keeps a model of its items (an identifier each) that `prepare()` builds once and only
///   `prepare(forCollectionViewUpdates:)` brings up to date;
/// - it asks its delegate about an item (its height mode) every time it answers for it, and the
///   delegate reads the app's array;
/// - a moved item's final attributes are its attributes at its new index path, its initial
///   ones those at its old index path, as objects of their own;
/// - an item the delegate gives no height is sized by its cell: the layout says yes to the
///   cell's preferred attributes and keeps the height they give.
final class ModelStateLayout: UICollectionViewLayout {
    let estimatedHeight: CGFloat = 60
    let spacing: CGFloat = 8

    /// An item of the model: its identifier, and the height the delegate gave it (nil: sized
    /// by its cell).
    private struct Item {
        var id: Int
        var height: CGFloat?
    }

    /// The model after the last update, and before the update under way.
    private var items: [Item] = []
    private var itemsBeforeUpdate: [Item] = []
    private var nextID = 0
    /// The heights cells preferred, by item identifier.
    private var preferredHeights: [Int: CGFloat] = [:]
    private var deleted: Set<Int> = []
    private var inserted: Set<Int> = []

    private var delegate: ModelStateLayoutDelegate? { collectionView?.delegate as? ModelStateLayoutDelegate }

    override func prepare() {
        super.prepare()
        guard items.isEmpty, let collectionView, collectionView.numberOfSections > 0 else { return }
        items = (0..<collectionView.numberOfItems(inSection: 0)).map { newItem(at: $0) }
    }

    private func newItem(at item: Int) -> Item {
        nextID += 1
        guard let collectionView else { return Item(id: nextID) }
        return Item(id: nextID, height: delegate?.collectionView(collectionView, layout: self, heightForItemAt: IndexPath(item: item, section: 0)))
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        itemsBeforeUpdate = items
        let deletes = updateItems.compactMap { $0.updateAction == .delete ? $0.indexPathBeforeUpdate?.item : nil }
        let inserts = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate?.item : nil }
        deleted = Set(deletes.map { items[$0].id })
        for item in deletes.sorted(by: >) { items.remove(at: item) }
        inserted = []
        for item in inserts.sorted() {
            let new = newItem(at: item)
            items.insert(new, at: item)
            inserted.insert(new.id)
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        itemsBeforeUpdate = []
        deleted = []
        inserted = []
    }

    private func frame(at index: Int, of model: [Item]) -> CGRect {
        func height(_ item: Item) -> CGFloat { item.height ?? preferredHeights[item.id] ?? estimatedHeight }
        let y = model[..<index].reduce(0) { $0 + height($1) + spacing }
        return CGRect(x: 16, y: y, width: (collectionView?.bounds.width ?? 0) - 32, height: height(model[index]))
    }

    /// The item's attributes now. The delegate is asked about the item at every answer, as
    /// MagazineLayout asks it for the size mode to tell the cell whether to size itself: here a
    /// cell that sizes itself lies above the others.
    private func attributes(at index: Int) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: index, section: 0)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = frame(at: index, of: items)
        if let collectionView, delegate?.collectionView(collectionView, layout: self, heightForItemAt: path) == nil { attributes.zIndex = 1 }
        return attributes
    }

    override var collectionViewContentSize: CGSize {
        guard let last = items.indices.last else { return .zero }
        return CGSize(width: collectionView?.bounds.width ?? 0, height: frame(at: last, of: items).maxY)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        items.indices.map(attributes(at:)).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        items.indices.contains(indexPath.item) ? attributes(at: indexPath.item) : nil
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(itemIndexPath.item) else { return nil }
        let id = items[itemIndexPath.item].id
        if inserted.contains(id) {
            let attributes = attributes(at: itemIndexPath.item)
            attributes.alpha = 0
            return attributes
        }
        // A moved item starts where it was: its attributes at its old index path.
        guard let old = itemsBeforeUpdate.firstIndex(where: { $0.id == id }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: old, section: 0))
        attributes.frame = frame(at: old, of: itemsBeforeUpdate)
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemsBeforeUpdate.indices.contains(itemIndexPath.item) else { return nil }
        let id = itemsBeforeUpdate[itemIndexPath.item].id
        if deleted.contains(id) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            attributes.frame = frame(at: itemIndexPath.item, of: itemsBeforeUpdate)
            attributes.alpha = 0
            attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            return attributes
        }
        // A moved item ends where it goes: its attributes at its new index path.
        guard let new = items.firstIndex(where: { $0.id == id }) else { return nil }
        return attributes(at: new)
    }

    // MARK: Self-sizing

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let index = preferredAttributes.indexPath.item
        guard items.indices.contains(index), items[index].height == nil else { return false }
        return preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        preferredHeights[items[preferredAttributes.indexPath.item].id] = preferredAttributes.size.height
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
}
