import ZoetropeCore

/// How a section scrolls across the layout's direction: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

    var value: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}

/// What a section's content insets are measured from: UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent

    var value: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: UIKit's `NSCollectionLayoutSection`, its group
/// repeated for its items, with insets, spacing, headers and footers, decorations, and
/// scrolling across.
open class NSCollectionLayoutSection: NSObject, NSCopying, @unchecked Sendable {
    /// The group repeated along the section; nil for a list section, whose rows the core makes.
    let group: NSCollectionLayoutGroup?
    /// A list section as the core makes it.
    let base: LayoutSection?
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called in UIKit on every scroll of the section to change its visible items (a carousel
    /// that scales the centred card). Zoetrope does not call it: a section that sets it is
    /// reported when recorded, as what it would change is not drawn.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        self.base = nil
        super.init()
    }

    init(base: LayoutSection) {
        self.group = nil
        self.base = base
        super.init()
        contentInsets = NSDirectionalEdgeInsets(top: base.contentInsets.top, leading: base.contentInsets.leading,
                                                bottom: base.contentInsets.bottom, trailing: base.contentInsets.trailing)
        interGroupSpacing = CGFloat(base.interGroupSpacing)
        supplementariesFollowContentInsets = base.supplementariesFollowContentInsets
    }

    /// A section laid out as a list: UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let environment = (layoutEnvironment as? LayoutEnvironmentObject)?.value
            ?? LayoutEnvironment(container: LayoutContainer(contentSize: Bridging.size(layoutEnvironment.container.contentSize)))
        let section = NSCollectionLayoutSection(base: LayoutSection.list(using: configuration.value, layoutEnvironment: environment))
        if let header = configuration.headerTopPadding { section.listHeaderTopPadding = header }
        return section
    }

    var listHeaderTopPadding: CGFloat?

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = base.map(NSCollectionLayoutSection.init(base:)) ?? NSCollectionLayoutSection(group: group!)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.decorationItems = decorationItems
        copy.contentInsetsReference = contentInsetsReference
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }

    func value(_ issues: CompositionalIssues) -> LayoutSection {
        var section = base ?? LayoutSection(group: group!.groupValue(issues))
        section.contentInsets = NSCollectionLayoutItem.insets(contentInsets)
        section.interGroupSpacing = Double(interGroupSpacing)
        if base == nil || orthogonalScrollingBehavior != .none { section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.value }
        if base == nil || !boundarySupplementaryItems.isEmpty { section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.boundaryValue) }
        if base == nil || !decorationItems.isEmpty { section.decorationItems = decorationItems.map(\.decorationValue) }
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        if base == nil || contentInsetsReference != .automatic { section.contentInsetsReference = contentInsetsReference.value }
        if visibleItemsInvalidationHandler != nil {
            issues.messages.append("a section's visibleItemsInvalidationHandler is not called; the changes it makes to visible items on scroll are not drawn")
        }
        return section
    }
}
