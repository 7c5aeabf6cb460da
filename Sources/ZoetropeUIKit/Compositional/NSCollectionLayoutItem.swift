import ZoetropeCore

/// The smallest part of a compositional layout: UIKit's `NSCollectionLayoutItem`, a cell of a
/// size relative to its group, inset by `contentInsets`, with `edgeSpacing` around it and
/// supplementary items (badges) anchored to it.
open class NSCollectionLayoutItem: NSObject, NSCopying, @unchecked Sendable {
    public let layoutSize: NSCollectionLayoutSize
    /// Views anchored to the item; a group's may be set (UIKit's are read-only on an item).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }

    /// The core's value for this item (a group answers with its own).
    func subitem(_ issues: CompositionalIssues) -> any LayoutSubitemConvertible {
        var item = LayoutItem(layoutSize: layoutSize.value, supplementaryItems: supplementaryItems.map { $0.anchoredValue(issues) })
        item.contentInsets = Self.insets(contentInsets)
        item.edgeSpacing = edgeSpacing?.value
        return item
    }

    static func insets(_ i: NSDirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(i.top), leading: Double(i.leading), bottom: Double(i.bottom), trailing: Double(i.trailing))
    }
}
