import ZoetropeUIKit

/// Cards in a horizontal row, each turned about its vertical axis by its distance from the
/// middle of the screen and seen in perspective (`m34 = −1/500`), the cover-flow carousel as
/// apps write it with a flow-layout subclass: the card in the middle faces the viewer, its
/// neighbours turn away, their far edges shorter.
final class CoverFlowLayout: UICollectionViewFlowLayout {
    /// The turn, in radians, of a card a whole screen width from the middle.
    static let maximumAngle: CGFloat = .pi / 3
    static let perspective: CGFloat = -1 / 500

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 160, height: 220)
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 0, left: 115, bottom: 0, right: 115)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { turned($0.copy() as! UICollectionViewLayoutAttributes) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map { turned($0.copy() as! UICollectionViewLayoutAttributes) }
    }

    func turned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView else { return attributes }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let distance = max(-1, min(1, (attributes.center.x - middle) / collectionView.bounds.width))
        var transform = CATransform3DIdentity
        transform.m34 = Self.perspective
        attributes.transform3D = CATransform3DRotate(transform, -distance * Self.maximumAngle, 0, 1, 0)
        attributes.zIndex = Int(100 - abs(distance) * 100)
        return attributes
    }
}
