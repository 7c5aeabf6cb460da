import ZoetropeUIKit // in the app: import UIKit

/// The flow layout of the blog post "Animating Items in a UICollectionView", in UIKit as the
/// post writes it (translated to Swift): it keeps the attributes of the current and the
/// previous layout pass as the flow layout returns them, records the update items in
/// `prepare(forCollectionViewUpdates:)`, and answers the appearing and disappearing hooks from
/// those caches.
///
/// - an item inserted into an existing section grows from a tenth of its size;
/// - the items and header of an inserted section fly in from the left, a screen-width away;
/// - deleted items, and everything of a deleted section, fall off the bottom of the screen,
///   tilting slightly and fading out.
class LessBoringFlowLayout: UICollectionViewFlowLayout {
    private var currentCellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var currentSupplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var cachedCellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var cachedSupplementaryAttributes: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]

    private var insertedIndexPaths: [IndexPath] = []
    private var removedIndexPaths: [IndexPath] = []
    private var insertedSectionIndices: [Int] = []
    private var removedSectionIndices: [Int] = []

    override func prepare() {
        super.prepare()
        // The previous pass's attributes, kept for the disappearing hooks.
        cachedCellAttributes = currentCellAttributes
        cachedSupplementaryAttributes = currentSupplementaryAttributes
        // Everything, cached now: the hooks ask about elements that are not on screen.
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        currentCellAttributes = [:]
        currentSupplementaryAttributes = [:]
        for attributes in super.layoutAttributesForElements(in: everything) ?? [] {
            switch attributes.representedElementCategory {
            case .cell:
                currentCellAttributes[attributes.indexPath] = attributes
            case .supplementaryView:
                currentSupplementaryAttributes[attributes.representedElementKind!, default: [:]][attributes.indexPath] = attributes
            case .decorationView:
                break
            }
        }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for updateItem in updateItems {
            switch updateItem.updateAction {
            case .insert:
                guard let path = updateItem.indexPathAfterUpdate else { continue }
                if path.item == NSNotFound {
                    insertedSectionIndices.append(path.section)
                } else {
                    insertedIndexPaths.append(path)
                }
            case .delete:
                guard let path = updateItem.indexPathBeforeUpdate else { continue }
                if path.item == NSNotFound {
                    removedSectionIndices.append(path.section)
                } else {
                    removedIndexPaths.append(path)
                }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        removedIndexPaths.removeAll()
        insertedSectionIndices.removeAll()
        removedSectionIndices.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            // Grows from a tenth of its size, where it lands.
            attributes = currentCellAttributes[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        } else if insertedSectionIndices.contains(itemIndexPath.section) {
            // Flies in from the left, with its section.
            attributes = currentCellAttributes[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            attributes?.transform = CGAffineTransform(translationX: -collectionView!.bounds.width, y: 0)
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if removedIndexPaths.contains(itemIndexPath) || removedSectionIndices.contains(itemIndexPath.section) {
            let fallen = cachedCellAttributes[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            fallen.map(fall)
            return fallen
        }
        return attributes
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        var attributes = super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        if insertedSectionIndices.contains(elementIndexPath.section) {
            attributes = currentSupplementaryAttributes[elementKind]?[elementIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            attributes?.transform = CGAffineTransform(translationX: -collectionView!.bounds.width, y: 0)
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        if removedSectionIndices.contains(elementIndexPath.section) {
            let fallen = cachedSupplementaryAttributes[elementKind]?[elementIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            fallen.map(fall)
            return fallen
        }
        return attributes
    }

    /// Off the bottom of the screen, tilted 15°, transparent.
    private func fall(_ attributes: UICollectionViewLayoutAttributes) {
        let height = collectionView!.bounds.height
        var transform = CGAffineTransform(rotationAngle: 15 * .pi / 180)
        transform.ty = height
        attributes.transform = transform
        attributes.alpha = 0
    }
}
