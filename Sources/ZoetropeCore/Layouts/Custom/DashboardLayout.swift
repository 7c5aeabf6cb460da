/// The free-form dashboard of `Fixtures/dashboard.json`: every item of the first section at a hard-coded
/// position, as big as its image, the layout a designer drew once.
///
/// Item k sits at `positions[k]` (items past the list sit at the origin, where a hand-written
/// dashboard without a position for them would put them) with its own `size` from the data, else `defaultItemSize`. Other sections are not
/// shown. The content is the bounding box of the items and the bounds.
///
/// With a `focusedItem`, the layout is the tapped state: that item is scaled about
/// its centre to fit the visible bounds (aspect fit) and centred in them, above the others,
/// and every other item is moved away from it, along the line from the focused item's centre
/// through its own, just far enough to leave the bounds by the first edge that line meets.
/// Switching to it with an animated layout step is the zoom; switching back undoes it. The
/// one line per item replaces the usual hand-written four branches, one per quadrant.
package struct DashboardLayout: CollectionLayout {
    package var positions: [Point]
    package var defaultItemSize: Size
    /// The item zoomed to fit the bounds, or nil for the plain dashboard. An id that no item
    /// of the first section has leaves the dashboard plain.
    package var focusedItem: ItemID?

    /// The dashboard's default positions: x 123, 464, 17, 291, 611, 149, 501; y 33, 40, 260, 222, 168, 431, 520.
    package static let defaultPositions: [Point] = zip([123.0, 464, 17, 291, 611, 149, 501], [33.0, 40, 260, 222, 168, 431, 520])
        .map { Point(x: $0, y: $1) }

    private var frames: [Rect] = []
    private var focused: (item: Int, scale: Double)?
    private var contentSize: Size = .zero

    package init(positions: [Point] = DashboardLayout.defaultPositions, defaultItemSize: Size = Size(width: 120, height: 120),
                focusedItem: ItemID? = nil) {
        self.positions = positions
        self.defaultItemSize = defaultItemSize
        self.focusedItem = focusedItem
    }

    package mutating func prepare(for collectionView: LayoutContext) {
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { item in
            let origin = item < positions.count ? positions[item] : .zero
            let size = collectionView.preferredSize(ofItemAt: IndexPath(item: item, section: 0)) ?? defaultItemSize
            return Rect(origin: origin, size: size)
        }
        focused = nil
        if let focusedItem, let index = (0..<count).first(where: { collectionView.item(at: IndexPath(item: $0, section: 0))?.id == focusedItem }) {
            focus(index, in: collectionView.bounds)
        }
        let extent = frames.reduce(Rect(origin: .zero, size: collectionView.bounds.size)) { $0.union($1) }
        contentSize = Size(width: extent.maxX, height: extent.maxY)
    }

    /// Zooms item `index` to fit `bounds` and sends the others out of them.
    private mutating func focus(_ index: Int, in bounds: Rect) {
        let tile = frames[index]
        guard tile.width > 0, tile.height > 0 else { return }
        let scale = Swift.min(bounds.width / tile.width, bounds.height / tile.height)
        let center = tile.center
        frames[index] = Rect(x: bounds.midX - tile.width / 2, y: bounds.midY - tile.height / 2, width: tile.width, height: tile.height)
        focused = (index, scale)
        for other in frames.indices where other != index {
            let frame = frames[other]
            var dx = frame.center.x - center.x, dy = frame.center.y - center.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length < 1e-9 { dx = 0; dy = -1 } else { dx /= length; dy /= length }
            // The distance along (dx, dy) at which the frame has left the bounds on each axis.
            var exits: [Double] = []
            if dx < -1e-12 { exits.append((frame.maxX - bounds.minX) / -dx) }
            if dx > 1e-12 { exits.append((bounds.maxX - frame.minX) / dx) }
            if dy < -1e-12 { exits.append((frame.maxY - bounds.minY) / -dy) }
            if dy > 1e-12 { exits.append((bounds.maxY - frame.minY) / dy) }
            let distance = Swift.max(0, exits.min() ?? 0)
            frames[other] = frame.offsetBy(dx: dx * distance, dy: dy * distance)
        }
    }

    private func attributes(ofItem item: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(element: .cell(IndexPath(item: item, section: 0)), frame: frames[item])
        if let focused, focused.item == item {
            attributes.transform = Transform(scaleX: focused.scale, y: focused.scale)
            attributes.zIndex = 1
        }
        return attributes
    }

    package var collectionViewContentSize: Size { contentSize }

    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { item in
            let attributes = attributes(ofItem: item)
            return attributes.transformedBoundingBox.intersects(rect) ? attributes : nil
        }
    }

    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath.item)
    }
}
