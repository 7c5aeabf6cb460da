#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

/// What the photo wall asks its controller: a tutorial-style delegate with Objective-C
/// optional requirements, as iOS code writes them. Tests/PortFixtures/PinterestStyleLayout.swift
/// is the app's file; `zoetrope port` makes Tests/ZoetropeUIKitTests/Layouts/PinterestStyleLayout.swift
/// of it, which the tests compile.
protocol PinterestStyleLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, heightForCaptionAtIndexPath indexPath: IndexPath) -> CGFloat
    func numberOfColumns(in collectionView: UICollectionView) -> Int
    func layoutDidPrepare(_ layout: PinterestStyleLayout)
    var accentColor: UIColor? { get }
}

/// What the optional requirements answered when absent (made by zoetrope port).
extension PinterestStyleLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForCaptionAtIndexPath indexPath: IndexPath) -> CGFloat { 24 }
    func numberOfColumns(in collectionView: UICollectionView) -> Int { 2 }
    func layoutDidPrepare(_ layout: PinterestStyleLayout) {}
    var accentColor: UIColor? { nil }
}

/// Columns of photos of different heights, each placed in the shortest column.
final class PinterestStyleLayout: UICollectionViewLayout {
    weak var delegate: PinterestStyleLayoutDelegate?
    #if canImport(UIKit)
    @objc
    #endif
    dynamic var cellPadding: CGFloat = 6

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView else { return }
        let columns = delegate?.numberOfColumns(in: collectionView) ?? 2
        let columnWidth = contentWidth / CGFloat(columns)
        let xOffset = (0..<columns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
            let captionHeight = delegate?.collectionView(collectionView, heightForCaptionAtIndexPath: indexPath) ?? 24
            let height = cellPadding * 2 + photoHeight + captionHeight
            let column = yOffset.firstIndex(of: yOffset.min()!)!
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
        delegate?.layoutDidPrepare(self)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
