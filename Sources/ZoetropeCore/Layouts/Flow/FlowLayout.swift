/// UIKit's `UICollectionViewFlowLayout`: items in lines, lines in sections, sections one after
/// another, with headers and footers, scrolling vertically or horizontally.
///
/// The rules, from docs/uikit-behaviour.md#flow-layout (a line is a row when scrolling vertically, a column
/// when scrolling horizontally):
/// - Lines are filled greedily: an item joins the current line when it still fits with the
///   minimum interitem spacing (equality fits), otherwise it opens the next line.
/// - Every line but a section's last is fully justified: the first item touches the leading
///   inset, the last the trailing inset, the gaps are equal. A lone item on such a line is
///   centred.
/// - The last line of a section takes the slots of a full line when all the section's items
///   have one size (so it lines up with the lines above; centred if only one fits), and is
///   packed from the leading inset at exactly the minimum spacing when sizes differ.
/// - Items are centred across their line, whose thickness is its largest item.
/// - A header spans the whole line axis at the very start of its section, before the section
///   inset; a footer follows the inset after the items. Only the scroll-direction component of
///   a reference size counts; 0 there means no header (no attributes).
/// - Frames are not rounded: 137.5 is a valid coordinate, as in UIKit since iOS 7.
///
/// Every metric can be set for the whole layout, per section, and (sizes) per item: through
/// `delegate` closures, as UIKit's `UICollectionViewDelegateFlowLayout`; else from the data
/// (an item's `size`, a section's `metrics`); else from the layout's property.
///
/// ```swift
/// var layout = FlowLayout(itemSize: Size(width: 78, height: 78))
/// layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = Size(width: 0, height: 44)
/// ```
///
/// - Complexity: `prepare(for:)` is O(n) in the number of items. `layoutAttributesForElements(in:)`
///   is O(log n + k) for k results; per-element queries are O(1).
public struct FlowLayout: CollectionLayout {
    public var scrollDirection: ScrollDirection
    /// The size of every item unless its data or the delegate says otherwise. UIKit's default is 50×50.
    public var itemSize: Size
    /// The minimum gap between lines. UIKit's default is 10.
    public var minimumLineSpacing: Double
    /// The minimum gap between neighbours in a line; the actual gap grows to justify the line.
    public var minimumInteritemSpacing: Double
    /// Space around each section's items (not around its header and footer).
    public var sectionInset: EdgeInsets
    /// Each section's header: only the height counts when scrolling vertically, the width when
    /// scrolling horizontally; 0 there means no header.
    public var headerReferenceSize: Size
    /// Each section's footer, like `headerReferenceSize`.
    public var footerReferenceSize: Size
    /// When set, each section gets a decoration view of this kind behind its items and insets
    /// (from the end of its header to the start of its footer), z-index −1.
    package var sectionBackgroundKind: ElementKind?
    /// Per-item and per-section answers, as UIKit's flow-layout delegate gives them.
    public var delegate: FlowLayoutDelegate
    /// When set (vertical layouts), items whose label wraps take the full width inside the
    /// section insets and the height of their text: UIKit's self-sizing cells in a feed, with
    /// the measured size used from the first frame (no estimated size to snap back to).
    package var selfSizing: SelfSizing?
    /// UIKit's `estimatedItemSize`: when set, each item whose content the collection view can
    /// measure (`ContentMeasuring`: a self-sizing cell's `preferredLayoutAttributesFitting`) is
    /// as large as the measure says with this size proposed, both dimensions free; any other
    /// item keeps this size, as a cell that does not size itself keeps the estimate. The
    /// measured size holds from the first frame.
    public var estimatedItemSize: Size?
    /// Headers stay at the top of the visible rectangle while their section's items are on
    /// screen, until the section's end pushes them up (UIKit's `sectionHeadersPinToVisibleBounds`).
    public var sectionHeadersPinToVisibleBounds = false
    /// Footers stay at the bottom of the visible rectangle likewise.
    public var sectionFootersPinToVisibleBounds = false

    private var prepared: [FlowLayoutSection] = []
    private var contentSize: Size = .zero
    private var preparedBounds: Rect = .zero

    public init(scrollDirection: ScrollDirection = .vertical, itemSize: Size = Size(width: 50, height: 50),
                minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero, sectionBackgroundKind: ElementKind? = nil,
                delegate: FlowLayoutDelegate = FlowLayoutDelegate()) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionBackgroundKind = sectionBackgroundKind
        self.delegate = delegate
    }

    /// A vertical flow layout with per-item sizes given by `sizeForItem`.
    public init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
                minimumInteritemSpacing: Double = 10, sizeForItem: @escaping @Sendable (IndexPath) -> Size) {
        self.init(itemSize: itemSize, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
                  delegate: FlowLayoutDelegate(sizeForItem: sizeForItem))
    }

    /// The height of each section's header, for vertical layouts (`headerReferenceSize.height`).
    package var headerHeight: Double {
        get { headerReferenceSize.height }
        set { headerReferenceSize.height = newValue }
    }

    /// The height of each section's footer, for vertical layouts (`footerReferenceSize.height`).
    package var footerHeight: Double {
        get { footerReferenceSize.height }
        set { footerReferenceSize.height = newValue }
    }

    public mutating func prepare(for collectionView: LayoutContext) {
        preparedBounds = collectionView.bounds
        let axis = scrollDirection
        let lineAxisLength = axis.lineLength(collectionView.bounds.size)
        let sizesItself = selfSizing != nil && axis == .vertical && collectionView.textMeasurer != nil
        let perItem = delegate.sizeForItem != nil || collectionView.hasItemSizes || sizesItself || estimatedItemSize != nil
        var sections: [FlowLayoutSection] = []
        sections.reserveCapacity(collectionView.numberOfSections)
        var start = 0.0
        for section in 0..<collectionView.numberOfSections {
            let metrics = resolvedMetrics(section: section, context: collectionView)
            let count = collectionView.numberOfItems(inSection: section)
            let sizes: [Size]
            if perItem {
                let fullWidth = lineAxisLength - metrics.sectionInset.left - metrics.sectionInset.right
                sizes = (0..<count).map { item in
                    let path = IndexPath(item: item, section: section)
                    if let size = delegate.sizeForItem?(path) { return size }
                    if sizesItself, let size = selfSizing!.size(ofItemAt: path, lineWidth: fullWidth, in: collectionView) {
                        return size
                    }
                    if let estimate = estimatedItemSize {
                        if let content = collectionView.item(at: path)?.content, content.measurementKey != nil,
                            let measured = collectionView.contentMeasurer?.fittingSize(of: content, proposed: estimate, widthIsEstimated: true,
                                                                                         heightIsEstimated: true) {
                            return measured
                        }
                        return collectionView.preferredSize(ofItemAt: path) ?? estimate
                    }
                    return collectionView.preferredSize(ofItemAt: path) ?? metrics.itemSize
                }
            } else {
                sizes = Array(repeating: metrics.itemSize, count: count)
            }
            // Items that sit on a line of their own against an edge.
            let fittedAlignment = selfSizing?.width == .fit ? selfSizing?.alignment : nil
            var alignments: [TextAlignment?] = []
            if let items = collectionView.section(section)?.items, fittedAlignment != nil || items.contains(where: { $0.alignment != nil }) {
                alignments = items.map { $0.alignment ?? fittedAlignment }
            }
            let laidOut = FlowLayoutSection(
                section: section, start: start, lineAxisLength: lineAxisLength, itemSizes: sizes,
                uniformSize: perItem ? nil : metrics.itemSize, metrics: metrics, axis: axis,
                backgroundKind: sectionBackgroundKind, alignments: alignments)
            start = laidOut.end
            sections.append(laidOut)
        }
        prepared = sections
        contentSize = axis == .vertical ? Size(width: lineAxisLength, height: start) : Size(width: start, height: lineAxisLength)
    }

    /// The metrics of one section: delegate, then data, then the layout's own.
    private func resolvedMetrics(section: Int, context: LayoutContext) -> FlowLayoutSection.Metrics {
        let data = context.section(section)?.metrics ?? SectionMetrics()
        return FlowLayoutSection.Metrics(
            itemSize: data.itemSize ?? itemSize,
            minimumLineSpacing: delegate.minimumLineSpacingForSection?(section) ?? data.minimumLineSpacing ?? minimumLineSpacing,
            minimumInteritemSpacing: delegate.minimumInteritemSpacingForSection?(section) ?? data.minimumInteritemSpacing ?? minimumInteritemSpacing,
            sectionInset: delegate.insetForSection?(section) ?? data.sectionInset ?? sectionInset,
            headerReferenceSize: delegate.referenceSizeForHeader?(section) ?? data.headerReferenceSize ?? headerReferenceSize,
            footerReferenceSize: delegate.referenceSizeForFooter?(section) ?? data.footerReferenceSize ?? footerReferenceSize)
    }

    public var collectionViewContentSize: Size { contentSize }

    /// True, as UIKit's: right to left, rows fill from the right (see `MirroredLayout`).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let range = scrollDirection.scrollRange(rect)
        // Sections from the first that ends after the start of the rect.
        var s = prepared.partitioningIndex { $0.end > range.min }
        let first = s
        while s < prepared.count, prepared[s].start < range.max {
            prepared[s].appendAttributes(in: rect, axis: scrollDirection, to: &result)
            s += 1
        }
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return result }
        // Pinned views are where the visible rectangle puts them, not where the section does.
        let pinnedKinds: [ElementKind] = (sectionHeadersPinToVisibleBounds ? [.sectionHeader] : []) + (sectionFootersPinToVisibleBounds ? [.sectionFooter] : [])
        result.removeAll { attributes in attributes.element.kind.map(pinnedKinds.contains) == true && attributes.element.category == .supplementaryView }
        for section in first..<s {
            for kind in pinnedKinds {
                if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)),
                   attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// A header's or footer's frame kept inside the visible rectangle while its section shows
    /// (see `pinning(of:)`).
    private func pinned(_ frame: Rect, kind: ElementKind, at indexPath: IndexPath) -> Rect {
        guard let pinning = pinning(of: .supplementary(kind, indexPath)) else { return frame }
        var placed = frame
        switch scrollDirection {
        case .vertical: placed.origin.y = pinning.position(in: preparedBounds)
        case .horizontal: placed.origin.x = pinning.position(in: preparedBounds)
        }
        return placed
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
        return frame.map { LayoutAttributes(element: .supplementary(kind, indexPath), frame: pinned($0, kind: kind, at: indexPath),
                                            zIndex: isPinned(kind) ? 1 : 0) }
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == sectionBackgroundKind, indexPath.item == 0, prepared.indices.contains(indexPath.section),
            let frame = prepared[indexPath.section].background
        else { return nil }
        return LayoutAttributes(element: .decoration(kind, indexPath), frame: frame, zIndex: 0)
    }

    /// True when the length across the scroll direction changes (lines depend on it), and on any
    /// scroll when headers or footers are pinned.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds != preparedBounds { return true }
        return scrollDirection.lineLength(newBounds.size) != scrollDirection.lineLength(preparedBounds.size)
    }

    public func pinning(of element: ElementID) -> Pinning? {
        guard case .supplementary(let kind, let path) = element, path.item == 0, isPinned(kind),
              prepared.indices.contains(path.section) else { return nil }
        let section = prepared[path.section]
        let axis = scrollDirection
        let header = kind == .sectionHeader
        guard let frame = header ? section.header : section.footer else { return nil }
        let length = axis == .vertical ? frame.height : frame.width
        let natural = axis == .vertical ? frame.minY : frame.minX
        let contentStart = section.header.map { axis == .vertical ? $0.maxY : $0.maxX } ?? section.start
        let contentEnd = section.footer.map { axis == .vertical ? $0.minY : $0.minX } ?? section.end
        return Pinning(axis: axis, toStart: header, natural: natural, limit: header ? contentEnd - length : contentStart, length: length)
    }

    /// Pinned headers and footers are drawn above the cells that scroll under them.
    private func isPinned(_ kind: ElementKind) -> Bool {
        kind == .sectionHeader && sectionHeadersPinToVisibleBounds || kind == .sectionFooter && sectionFootersPinToVisibleBounds
    }
}
