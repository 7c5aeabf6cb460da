/// A run of items (or nested groups) laid out side by side, one above another, or at frames a
/// closure gives: UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal or vertical group repeats its subitems in order while the next still fits
/// its length (equality fits), so one item a fifth of the width gives five per group. With a
/// `count`, the group holds exactly that many copies of its one subitem: made with
/// `subitem:count:` (iOS 13, deprecated in iOS 16), each as long as
/// `(length - spacing × (count − 1)) / count` whatever the subitem's own dimension along the
/// group says ("equally sized items", Apple's documentation); made with
/// `repeatingSubitem:count:` (iOS 16), each at the subitem's own size, one after another
/// (fitting them is the caller's responsibility, as Apple's documentation says). A section
/// repeats its group until it runs out of items; the last group may be partly filled.
///
/// - Complexity: solving a group is O(s) for s slots, done once per section unless a
///   dimension is estimated, then once per group instance.
public struct LayoutGroup: Sendable, LayoutSubitemConvertible {
    /// How the group arranges what it holds.
    package enum Arrangement: Sendable {
        case horizontal
        case vertical
        /// Frames from a closure, relative to the group's origin (UIKit's `custom(layoutSize:itemProvider:)`).
        case custom(@Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    public var layoutSize: LayoutSize
    package var arrangement: Arrangement
    public var subitems: [LayoutSubitem]
    /// Exactly this many copies of the first subitem, sized by `countSizing`; nil repeats the
    /// subitems while they fit.
    public var count: Int?
    /// How the copies of a group with a `count` are sized.
    package var countSizing: CountSizing = .equalShares

    /// How a group with a `count` sizes its copies.
    package enum CountSizing: Sendable, Equatable {
        /// Equal shares of the group's length (`subitem:count:`).
        case equalShares
        /// The subitem's own size (`repeatingSubitem:count:`).
        case subitemSize
    }
    /// The gap between neighbouring subitems; nil for none.
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views anchored to the group's frame (UIKit's `NSCollectionLayoutGroup.supplementaryItems`):
    /// a badge on a whole row. Each instance of the group has one of each, at the index path
    /// of the group's first item, and it moves with that item.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// Whether custom frames must be read with x and y exchanged (a layout that scrolls
    /// horizontally is solved as a vertical one).
    var customFramesTransposed = false

    init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutSubitem], count: Int?) {
        precondition(count.map { $0 > 0 } ?? true, "a group's count must be at least 1")
        precondition(count == nil || subitems.count == 1, "a group with a count repeats exactly one subitem")
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
    }

    /// Subitems side by side, repeated while they fit.
    public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems.map(\.layoutSubitem), count: nil)
    }

    /// `count` copies of `subitem` side by side, filling the group's width.
    public static func horizontal(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem.layoutSubitem], count: count)
    }

    /// `count` copies of `subitem` side by side, each at the subitem's own size (iOS 16).
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        var group = horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
        group.countSizing = .subitemSize
        return group
    }

    /// Subitems one above another, repeated while they fit.
    public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems.map(\.layoutSubitem), count: nil)
    }

    /// `count` copies of `subitem` one above another, filling the group's height.
    public static func vertical(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem.layoutSubitem], count: count)
    }

    /// `count` copies of `subitem` one above another, each at the subitem's own size (iOS 16).
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        var group = vertical(layoutSize: layoutSize, subitem: subitem, count: count)
        group.countSizing = .subitemSize
        return group
    }

    /// Items at the frames `itemProvider` gives for the group's container, one item each.
    public static func custom(layoutSize: LayoutSize,
                              itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    public var layoutSubitem: LayoutSubitem { .group(self) }

    var transposed: LayoutGroup {
        var group = self
        group.layoutSize = layoutSize.transposed
        group.subitems = subitems.map(\.transposed)
        group.contentInsets = contentInsets.transposed
        group.edgeSpacing = edgeSpacing?.transposed
        group.supplementaryItems = supplementaryItems.map(\.transposed)
        switch arrangement {
        case .horizontal: group.arrangement = .vertical
        case .vertical: group.arrangement = .horizontal
        case .custom: group.customFramesTransposed.toggle()
        }
        return group
    }

    /// Whether any dimension in the group's tree is estimated, so each instance must be solved
    /// with its own items' measured sizes.
    var hasEstimatedDimension: Bool {
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated { return true }
        return subitems.contains {
            switch $0 {
            case .item(let item): return item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
            case .group(let group): return group.hasEstimatedDimension
            }
        }
    }
}
