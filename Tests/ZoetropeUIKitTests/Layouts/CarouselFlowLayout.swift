import ZoetropeUIKit // in the app: import UIKit

/// A horizontal carousel in the style of the popular carousel flow layouts: cards scale down
/// and fade with their distance from the centre of the screen, the centred one above the
/// others, and a scroll comes to rest with a card centred.
class CarouselFlowLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.8
    var sideItemAlpha: CGFloat = 0.6

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        minimumLineSpacing = 20
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect),
            let attributes = NSArray(array: superAttributes, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        return attributes.map(transformLayoutAttributes)
    }

    private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView else { return attributes }
        let collectionCenter = collectionView.bounds.width / 2
        let offset = collectionView.contentOffset.x
        let normalizedCenter = attributes.center.x - offset
        let maxDistance = itemSize.width + minimumLineSpacing
        let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
        let ratio = (maxDistance - distance) / maxDistance

        let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let pageWidth = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pageWidth).rounded()
        return CGPoint(x: min(max(0, page * pageWidth), collectionView.contentSize.width - collectionView.bounds.width), y: proposedContentOffset.y)
    }
}
