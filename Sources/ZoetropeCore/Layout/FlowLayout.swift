/// UIKit's `UICollectionViewFlowLayout` (vertical scrolling): items in lines, lines in
/// sections, sections one after another, with headers and footers.
///
/// The rules, from REFERENCE.md A4–A9:
/// - Lines are filled greedily: an item joins the current line when it still fits with the
///   minimum interitem spacing (equality fits), otherwise it opens the next line.
/// - Every line but a section's last is fully justified: the first item touches the leading
///   inset, the last the trailing inset, the gaps are equal. A lone item on such a line is
///   centred.
/// - The last line of a section takes the slots of a full line when all the section's items
///   have one size (so it lines up with the columns above; centred if only one fits), and is
///   left-aligned with exactly the minimum spacing when sizes differ.
/// - Items are centred across their line, whose thickness is its tallest item.
/// - A header spans the full width at the very start of its section, before `sectionInset.top`;
///   a footer follows `sectionInset.bottom`. A height of 0 means no header (no attributes).
/// - Frames are not rounded: 137.5 is a valid coordinate, as in UIKit since iOS 7.
///
/// ```swift
/// var layout = FlowLayout(itemSize: Size(width: 78, height: 78))
/// layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
/// layout.headerHeight = 44
/// ```
///
/// - Complexity: `prepare(for:)` is O(n) in the number of items. `layoutAttributesForElements(in:)`
///   is O(log n + k) for k results; per-element queries are O(1).
public struct FlowLayout: CollectionLayout {
    /// The size of every item unless `sizeForItem` says otherwise. UIKit's default is 50×50.
    public var itemSize: Size
    /// The minimum gap between lines. UIKit's default is 10.
    public var minimumLineSpacing: Double
    /// The minimum gap between neighbours in a line; the actual gap grows to justify the line.
    public var minimumInteritemSpacing: Double
    /// Space around each section's items (not around its header and footer).
    public var sectionInset: EdgeInsets
    /// The height of each section's header; 0 for none.
    public var headerHeight: Double
    /// The height of each section's footer; 0 for none.
    public var footerHeight: Double
    /// Per-item sizes, as the delegate's `collectionView(_:layout:sizeForItemAt:)`; when nil,
    /// every item has `itemSize`.
    public var sizeForItem: (@Sendable (IndexPath) -> Size)?

    private var prepared: [FlowLayoutSection] = []
    private var contentSize: Size = .zero
    private var preparedBounds: Rect = .zero

    public init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
                minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerHeight: Double = 0, footerHeight: Double = 0,
                sizeForItem: (@Sendable (IndexPath) -> Size)? = nil) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.sizeForItem = sizeForItem
    }

    public mutating func prepare(for collectionView: LayoutContext) {
        preparedBounds = collectionView.bounds
        let width = collectionView.bounds.width
        var sections: [FlowLayoutSection] = []
        sections.reserveCapacity(collectionView.numberOfSections)
        var top = 0.0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sizes: [Size]
            if let sizeForItem {
                sizes = (0..<count).map { sizeForItem(IndexPath(item: $0, section: section)) }
            } else {
                sizes = Array(repeating: itemSize, count: count)
            }
            let laidOut = FlowLayoutSection(
                section: section, top: top, width: width, itemSizes: sizes,
                uniformSize: sizeForItem == nil ? itemSize : nil, parameters: self)
            top = laidOut.maxY
            sections.append(laidOut)
        }
        prepared = sections
        contentSize = Size(width: width, height: top)
    }

    public var collectionViewContentSize: Size { contentSize }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Sections from the first that ends below the top of the rect.
        var s = prepared.partitioningIndex { $0.maxY > rect.minY }
        while s < prepared.count, prepared[s].minY < rect.maxY {
            prepared[s].appendAttributes(in: rect, to: &result)
            s += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard prepared.indices.contains(indexPath.section),
            let frame = prepared[indexPath.section].itemFrame(at: indexPath.item)
        else { return nil }
        return LayoutAttributes(element: .cell(indexPath), frame: frame)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, prepared.indices.contains(indexPath.section) else { return nil }
        let section = prepared[indexPath.section]
        let frame: Rect?
        switch kind {
        case .sectionHeader: frame = section.header
        case .sectionFooter: frame = section.footer
        default: frame = nil
        }
        return frame.map { LayoutAttributes(element: .supplementary(kind, indexPath), frame: $0) }
    }

    /// True exactly when the width changes: lines depend on the width, not on the scroll
    /// position.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != preparedBounds.width
    }
}
