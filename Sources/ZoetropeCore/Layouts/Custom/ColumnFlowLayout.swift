/// The column layout of WWDC 2018's "A Tour of UICollectionView" (`Fixtures/column-layout.json`): a flow layout
/// that picks its item width from the bounds, so there are as many columns as fit a minimum
/// column width, and recomputes them when the width changes (rotating a phone gives two
/// columns where there was one).
///
/// Written against the public `CollectionLayout` protocol as a UIKit port would be: its
/// `prepare(for:)` sets a flow layout's item size and inset from the bounds, then prepares it.
///
/// One deliberate difference from the talk's code: the column width leaves room for the
/// interitem spacing, `(available − (columns − 1) · spacing) / columns`, rounded down. The
/// talk divides the whole width by the column count, which with a non-zero spacing does not
/// fit that many columns on a line, and the flow layout then wraps every item alone.
package struct ColumnFlowLayout: CollectionLayout {
    /// Columns are at least this wide; the talk uses 300.
    package var minimumColumnWidth: Double
    /// Every cell's height; the talk uses 70.
    package var cellHeight: Double
    /// Space kept clear at the leading and trailing edges (the layout margins of the talk).
    package var margins: EdgeInsets
    /// The flow layout doing the placing; its spacing and headers are yours to set.
    package var flow: FlowLayout

    package init(minimumColumnWidth: Double = 300, cellHeight: Double = 70, margins: EdgeInsets = .zero,
                flow: FlowLayout = FlowLayout()) {
        self.minimumColumnWidth = minimumColumnWidth
        self.cellHeight = cellHeight
        self.margins = margins
        self.flow = flow
    }

    /// How many columns fit `width`.
    package func columnCount(forWidth width: Double) -> Int {
        let available = width - margins.left - margins.right
        let slot = minimumColumnWidth + flow.minimumInteritemSpacing
        guard slot > 0 else { return 1 }
        return Swift.max(1, Int(Swift.min(1_000, (available + flow.minimumInteritemSpacing) / slot)))
    }

    package mutating func prepare(for collectionView: LayoutContext) {
        let available = collectionView.bounds.width - margins.left - margins.right
        let columns = columnCount(forWidth: collectionView.bounds.width)
        let width = ((available - Double(columns - 1) * flow.minimumInteritemSpacing) / Double(columns)).rounded(.down)
        flow.itemSize = Size(width: width, height: cellHeight)
        flow.sectionInset = EdgeInsets(top: flow.minimumInteritemSpacing, left: margins.left, bottom: 0, right: margins.right)
        flow.prepare(for: collectionView)
    }

    package var collectionViewContentSize: Size { flow.collectionViewContentSize }
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { flow.layoutAttributesForElements(in: rect) }
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { flow.layoutAttributesForItem(at: indexPath) }
    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        flow.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    package func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        flow.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }
    package func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { flow.shouldInvalidateLayout(forBoundsChange: newBounds) }
}
