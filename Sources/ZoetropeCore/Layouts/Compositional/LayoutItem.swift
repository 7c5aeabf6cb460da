/// The smallest piece of a compositional layout, one cell: UIKit's `NSCollectionLayoutItem`.
///
/// Its `layoutSize` is relative to the group that holds it. `contentInsets` shrink the cell
/// inside the room its size gives it (not along an estimated dimension, as in UIKit);
/// `edgeSpacing` moves it, and its neighbours, within the group. Supplementary items (badges)
/// are anchored to the cell.
///
/// ```swift
/// var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2),
///                                              heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
public struct LayoutItem: Sendable, LayoutSubitemConvertible {
    public var layoutSize: LayoutSize
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: LayoutEdgeSpacing?
    public var supplementaryItems: [LayoutSupplementaryItem]
    /// An estimated dimension never measures less than this (a list row's 44 points).
    var minimumEstimatedSize: Size = .zero

    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public var layoutSubitem: LayoutSubitem { .item(self) }

    var transposed: LayoutItem {
        var item = self
        item.layoutSize = layoutSize.transposed
        item.contentInsets = contentInsets.transposed
        item.edgeSpacing = edgeSpacing?.transposed
        item.supplementaryItems = supplementaryItems.map(\.transposed)
        item.minimumEstimatedSize = minimumEstimatedSize.transposed
        return item
    }
}

/// An item or a nested group, as a group's subitem (in UIKit, `NSCollectionLayoutGroup` is a
/// subclass of `NSCollectionLayoutItem`; here both convert to this).
public indirect enum LayoutSubitem: Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    var transposed: LayoutSubitem {
        switch self {
        case .item(let item): return .item(item.transposed)
        case .group(let group): return .group(group.transposed)
        }
    }
}
