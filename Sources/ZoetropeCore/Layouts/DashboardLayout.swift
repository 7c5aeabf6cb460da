/// The free-form dashboard of `seeds/003`: every item of the first section at a hard-coded
/// position, as big as its image, the layout a designer drew once.
///
/// Item k sits at `positions[k]` (items past the list sit at the origin, as in the article's
/// code) with its own `size` from the data, else `defaultItemSize`. Other sections are not
/// shown. The content is the bounding box of the items and the bounds.
public struct DashboardLayout: CollectionLayout {
    public var positions: [Point]
    public var defaultItemSize: Size

    /// The article's positions: x 123, 464, 17, 291, 611, 149, 501; y 33, 40, 260, 222, 168, 431, 520.
    public static let articlePositions: [Point] = zip([123.0, 464, 17, 291, 611, 149, 501], [33.0, 40, 260, 222, 168, 431, 520])
        .map { Point(x: $0, y: $1) }

    private var frames: [Rect] = []
    private var contentSize: Size = .zero

    public init(positions: [Point] = DashboardLayout.articlePositions, defaultItemSize: Size = Size(width: 120, height: 120)) {
        self.positions = positions
        self.defaultItemSize = defaultItemSize
    }

    public mutating func prepare(for collectionView: LayoutContext) {
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { item in
            let origin = item < positions.count ? positions[item] : .zero
            let size = collectionView.preferredSize(ofItemAt: IndexPath(item: item, section: 0)) ?? defaultItemSize
            return Rect(origin: origin, size: size)
        }
        let extent = frames.reduce(Rect(origin: .zero, size: collectionView.bounds.size)) { $0.union($1) }
        contentSize = Size(width: extent.maxX, height: extent.maxY)
    }

    public var collectionViewContentSize: Size { contentSize }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        frames.enumerated().compactMap { item, frame in
            frame.intersects(rect) ? LayoutAttributes(element: .cell(IndexPath(item: item, section: 0)), frame: frame) : nil
        }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(element: .cell(indexPath), frame: frames[indexPath.item])
    }
}
