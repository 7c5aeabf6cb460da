/// What a layout may ask of its collection view while it prepares: the bounds, the counts,
/// and the data (identities, sizes items ask for, sections' metrics, measured sizes).
///
/// UIKit layouts read these from their `collectionView` property and its delegate. Zoetrope
/// hands them to `prepare(for:)` instead, and the parameter is named `collectionView` so that a
/// UIKit layout's `prepare()` body ports unchanged.
public struct LayoutContext: Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// The data, when the layout runs inside a collection view; nil for counts alone.
    public var snapshot: CollectionSnapshot?
    /// Sizes of self-sizing items, measured from their content (see `TextMeasuring`).
    public var measuredSizes: MeasuredSizes?

    public init(bounds: Rect, itemCounts: [Int]) {
        self.bounds = bounds
        self.itemCounts = itemCounts
    }

    public init(bounds: Rect, snapshot: CollectionSnapshot, measuredSizes: MeasuredSizes? = nil) {
        self.bounds = bounds
        self.itemCounts = snapshot.itemCounts
        self.snapshot = snapshot
        self.measuredSizes = measuredSizes
    }

    public var numberOfSections: Int { itemCounts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The item at `indexPath`, when the context has data.
    public func item(at indexPath: IndexPath) -> Item? { snapshot?.item(at: indexPath) }

    /// The section at `index`, when the context has data.
    public func section(_ index: Int) -> Section? {
        guard let snapshot, snapshot.sections.indices.contains(index) else { return nil }
        return snapshot.sections[index]
    }

    /// The size the item at `indexPath` asks for: its measured size when it sizes itself, else
    /// the size its data gives, else nil.
    public func preferredSize(ofItemAt indexPath: IndexPath) -> Size? {
        if let measured = measuredSizes?.size(at: indexPath) { return measured }
        return item(at: indexPath)?.size
    }

    /// Whether any item gives its own size or is measured: layouts can skip per-item work when not.
    public var hasItemSizes: Bool {
        if measuredSizes?.isEmpty == false { return true }
        return snapshot?.sections.contains { $0.items.contains { $0.size != nil } } ?? false
    }
}

extension LayoutContext: Equatable {
    public static func == (lhs: LayoutContext, rhs: LayoutContext) -> Bool {
        lhs.bounds == rhs.bounds && lhs.itemCounts == rhs.itemCounts && lhs.snapshot == rhs.snapshot
            && lhs.measuredSizes == rhs.measuredSizes
    }
}
