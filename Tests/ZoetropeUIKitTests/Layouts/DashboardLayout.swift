import ZoetropeUIKit // in the app: import UIKit

/// The dashboard of `Fixtures/dashboard.json`: every item of the first section at a position a designer chose, as
/// big as its picture; with `focusedIndexPath`, that item zoomed (aspect fit) to the visible
/// bounds and centred, above the others, and every other item pushed out of the bounds, away
/// from it, along the line between their centres. Switching to a focused copy of the layout
/// with `setCollectionViewLayout(_:animated:)` is the tap to zoom; switching back undoes it.
class DashboardLayout: UICollectionViewLayout {
    static let positions: [CGPoint] = [
        CGPoint(x: 123, y: 33), CGPoint(x: 464, y: 40), CGPoint(x: 17, y: 260), CGPoint(x: 291, y: 222),
        CGPoint(x: 611, y: 168), CGPoint(x: 149, y: 431), CGPoint(x: 501, y: 520),
    ]

    let focusedIndexPath: IndexPath?
    var tileSize = CGSize(width: 120, height: 120)
    private var frames: [CGRect] = []
    private var focusScale: CGFloat = 1
    private var contentSize = CGSize.zero

    init(focusedIndexPath: IndexPath? = nil) {
        self.focusedIndexPath = focusedIndexPath
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { item in
            let origin = item < Self.positions.count ? Self.positions[item] : .zero
            return CGRect(origin: origin, size: tileSize)
        }
        focusScale = 1
        let bounds = collectionView.bounds
        if let focused = focusedIndexPath?.item, frames.indices.contains(focused) {
            let tile = frames[focused]
            focusScale = min(bounds.width / tile.width, bounds.height / tile.height)
            let center = CGPoint(x: tile.midX, y: tile.midY)
            frames[focused] = CGRect(x: bounds.midX - tile.width / 2, y: bounds.midY - tile.height / 2, width: tile.width, height: tile.height)
            for other in frames.indices where other != focused {
                frames[other] = pushedOut(frames[other], from: center, of: bounds)
            }
        }
        let extent = frames.reduce(CGRect(origin: .zero, size: bounds.size)) { $0.union($1) }
        contentSize = CGSize(width: extent.maxX, height: extent.maxY)
    }

    /// `frame` moved along the line from `center` through its own centre, just far enough to
    /// leave `bounds` by the first edge that line meets.
    private func pushedOut(_ frame: CGRect, from center: CGPoint, of bounds: CGRect) -> CGRect {
        var dx = frame.midX - center.x, dy = frame.midY - center.y
        let length = (dx * dx + dy * dy).squareRoot()
        if length < 1e-9 { dx = 0; dy = -1 } else { dx /= length; dy /= length }
        var exits: [CGFloat] = []
        if dx < -1e-12 { exits.append((frame.maxX - bounds.minX) / -dx) }
        if dx > 1e-12 { exits.append((bounds.maxX - frame.minX) / dx) }
        if dy < -1e-12 { exits.append((frame.maxY - bounds.minY) / -dy) }
        if dy > 1e-12 { exits.append((bounds.maxY - frame.minY) / dy) }
        let distance = max(0, exits.min() ?? 0)
        return frame.offsetBy(dx: dx * distance, dy: dy * distance)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        if indexPath == focusedIndexPath {
            attributes.transform = CGAffineTransform(scaleX: focusScale, y: focusScale)
            attributes.zIndex = 1
        }
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { attributes in
            // What it covers on screen: its frame transformed about its centre.
            let frame = attributes.frame
            let covered = CGRect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
                .applying(attributes.transform).offsetBy(dx: frame.midX, dy: frame.midY)
            return covered.intersects(rect)
        }
    }
}
