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

    /// With an item anchor: Zoetrope places the item by its container anchor only, and
    /// reports an item anchor other than the centre instead of ignoring it.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    func anchoredValue(_ issues: CompositionalIssues) -> LayoutSupplementaryItem {
        if let itemAnchor, !itemAnchor.value.edges.isEmpty {
            issues.messages.append("the supplementary item of kind \(elementKind) has an itemAnchor; Zoetrope anchors supplementary items by their containerAnchor only")
        }
        var item = LayoutSupplementaryItem(layoutSize: layoutSize.value, elementKind: Bridging.kind(elementKind), containerAnchor: containerAnchor.value)
        item.zIndex = zIndex
        return item
    }
}
