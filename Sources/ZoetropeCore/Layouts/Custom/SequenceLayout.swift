/// The run-sequence layout of `Fixtures/run-sequences.json`: each section is one row (a
/// sequence), each item a unit along it (jog, walk, sprint…) whose length is its own, and an optional header at the
/// start of the row names the sequence.
///
/// An item's length is its `size.width` when the data gives one, else `unitLength`; every
/// unit is `rowHeight` tall. Rows stack downwards; the content is as wide as the longest row.
/// Built up one insert at a time from an empty collection, with a delay per element, this is
/// a plan that builds up unit by unit, as data.
///
/// - Complexity: `prepare(for:)` is O(n); queries are O(log n + k) over rows, then linear in
///   the visible rows' units.
package struct SequenceLayout: CollectionLayout {
    package var rowHeight: Double
    /// The length of a unit whose item gives no size.
    package var unitLength: Double
    package var unitSpacing: Double
    package var rowSpacing: Double
    package var insets: EdgeInsets
    /// The width of each row's header (a supplementary view of kind header); 0 for none.
    package var headerWidth: Double

    private var rows: [(header: Rect?, units: [Rect], frame: Rect)] = []
    private var contentSize: Size = .zero

    package init(rowHeight: Double = 44, unitLength: Double = 32, unitSpacing: Double = 4, rowSpacing: Double = 12,
                insets: EdgeInsets = EdgeInsets(all: 16), headerWidth: Double = 0) {
        self.rowHeight = rowHeight
        self.unitLength = unitLength
        self.unitSpacing = unitSpacing
        self.rowSpacing = rowSpacing
        self.insets = insets
        self.headerWidth = headerWidth
    }

    package mutating func prepare(for collectionView: LayoutContext) {
        rows = []
        var y = insets.top
        var widest = 0.0
        for section in 0..<collectionView.numberOfSections {
            var x = insets.left
            var header: Rect?
            if headerWidth > 0 {
                header = Rect(x: x, y: y, width: headerWidth, height: rowHeight)
                x += headerWidth + unitSpacing
            }
            var units: [Rect] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let length = collectionView.preferredSize(ofItemAt: IndexPath(item: item, section: section))?.width ?? unitLength
                units.append(Rect(x: x, y: y, width: length, height: rowHeight))
                x += length + unitSpacing
            }
            let end = units.last?.maxX ?? header?.maxX ?? insets.left
            widest = Swift.max(widest, end)
            rows.append((header, units, Rect(x: insets.left, y: y, width: end - insets.left, height: rowHeight)))
            y += rowHeight + rowSpacing
        }
        if !rows.isEmpty { y -= rowSpacing }
        contentSize = Size(width: Swift.max(collectionView.bounds.width, widest + insets.right), height: y + insets.bottom)
    }

    package var collectionViewContentSize: Size { contentSize }

    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        var section = rows.partitioningIndex { $0.frame.maxY > rect.minY }
        while section < rows.count, rows[section].frame.minY < rect.maxY {
            let row = rows[section]
            if let header = row.header, header.intersects(rect) {
                result.append(LayoutAttributes(element: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)), frame: header))
            }
            for (item, frame) in row.units.enumerated() where frame.intersects(rect) {
                result.append(LayoutAttributes(element: .cell(IndexPath(item: item, section: section)), frame: frame))
            }
            section += 1
        }
        return result
    }

    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].units.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(element: .cell(indexPath), frame: rows[indexPath.section].units[indexPath.item])
    }

    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == .sectionHeader, indexPath.item == 0, rows.indices.contains(indexPath.section),
            let header = rows[indexPath.section].header
        else { return nil }
        return LayoutAttributes(element: .supplementary(kind, indexPath), frame: header)
    }
}
