/// What a layout may ask of its collection view while it prepares: the bounds and the counts.
///
/// UIKit layouts read these from their `collectionView` property. Zoetrope hands them to
/// `prepare(for:)` instead, and the parameter is named `collectionView` so that a UIKit
/// layout's `prepare()` body ports unchanged.
public struct LayoutContext: Hashable, Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// The number of items in each section.
    public var itemCounts: [Int]

    public init(bounds: Rect, itemCounts: [Int]) {
        self.bounds = bounds
        self.itemCounts = itemCounts
    }

    public var numberOfSections: Int { itemCounts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}
