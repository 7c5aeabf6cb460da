import ZoetropeCore

/// A view anchored to an item, such as a badge: UIKit's `NSCollectionLayoutSupplementaryItem`.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Anchored on both sides: the supplementary view's `itemAnchor` point on the
    /// container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    func anchoredValue(_ issues: CompositionalIssues) -> LayoutSupplementaryItem {
        var item = LayoutSupplementaryItem(layoutSize: layoutSize.value, elementKind: Bridging.kind(elementKind), containerAnchor: containerAnchor.value)
        item.itemAnchor = itemAnchor?.value
        item.zIndex = zIndex
        return item
    }
}
