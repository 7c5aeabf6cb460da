import ZoetropeCore

/// Items arranged across or down, repeated, or placed by a closure: UIKit's
/// `NSCollectionLayoutGroup`.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
    enum Arrangement {
        case horizontal, vertical
        case custom((any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Views anchored to the group's frame: one per instance of the group, at the index path
    /// of its first item.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }
    let arrangement: Arrangement
    /// The subitem's count: `subitem:count:` (that many, in equal shares of the group) or
    /// `repeatingSubitem:count:` (iOS 16: that many at the subitem's own size), which the core
    /// tells apart (`LayoutGroup.CountSizing`).
    let count: Int?
    let repeats: Bool

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?, repeats: Bool) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.count = count
        self.repeats = repeats
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count, repeats: false)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count, repeats: true)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil, repeats: false)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count, repeats: false)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count, repeats: true)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil, repeats: false)
    }

    /// Items at the frames `itemProvider` gives, in the group's coordinates.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil, repeats: false)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: arrangement, count: count, repeats: repeats)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    override func subitem(_ issues: CompositionalIssues) -> any LayoutSubitemConvertible {
        groupValue(issues)
    }

    func groupValue(_ issues: CompositionalIssues) -> LayoutGroup {
        let size = layoutSize.value
        let children = subitems.map { $0.subitem(issues) }
        var group: LayoutGroup
        switch arrangement {
        case .horizontal:
            if let count, let first = children.first {
                group = repeats ? .horizontal(layoutSize: size, repeatingSubitem: first, count: count) : .horizontal(layoutSize: size, subitem: first, count: count)
            } else {
                group = .horizontal(layoutSize: size, subitems: children)
            }
        case .vertical:
            if let count, let first = children.first {
                group = repeats ? .vertical(layoutSize: size, repeatingSubitem: first, count: count) : .vertical(layoutSize: size, subitem: first, count: count)
            } else {
                group = .vertical(layoutSize: size, subitems: children)
            }
        case .custom(let provider):
            let box = Unchecked(provider)
            group = .custom(layoutSize: size) { environment in
                box.value(LayoutEnvironmentObject(environment)).map { LayoutGroupCustomItem(frame: Bridging.rect($0.frame), zIndex: $0.zIndex) }
            }
        }
        group.interItemSpacing = interItemSpacing?.value
        group.contentInsets = Self.insets(contentInsets)
        group.edgeSpacing = edgeSpacing?.value
        group.supplementaryItems = supplementaryItems.map { $0.anchoredValue(issues) }
        return group
    }
}
