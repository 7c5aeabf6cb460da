/// How a section's content scrolls across the layout's scroll direction:
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value but `none` lays the section's groups out one after another across the scroll
/// direction (a carousel) in a band as tall as its tallest group; the behaviours differ in
/// where a scroll comes to rest (see `CompositionalLayout.restingOrthogonalOffset`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// What a section's content insets are measured from: UIKit's
/// `UIContentInsetsReference`. Zoetrope has no safe area, so `automatic` and `safeArea` are
/// `none`; `layoutMargins` adds the environment's layout margins; `readableContent` keeps the
/// content within the readable width (672 points) centred.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout: a group repeated for all its items, with insets,
/// spacing, headers and footers and a background: UIKit's `NSCollectionLayoutSection`.
public struct LayoutSection: Sendable {
    public var group: LayoutGroup
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The gap between consecutive groups.
    public var interGroupSpacing: Double = 0
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether headers and footers are inset across the section as its content is (UIKit's
    /// default, true).
    public var supplementariesFollowContentInsets = true
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// A line under every item but the last, as a list draws it (a decoration view that
    /// belongs to its item).
    var separator: Separator?
    /// The list appearance the section was made with, when it is a list.
    public internal(set) var listAppearance: ListConfiguration.Appearance?

    struct Separator: Sendable {
        var kind: ElementKind
        var leadingInset: Double
        var thickness: Double
    }

    public init(group: LayoutGroup) {
        self.group = group
    }

    var transposed: LayoutSection {
        var section = self
        section.group = group.transposed
        section.contentInsets = contentInsets.transposed
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        section.decorationItems = decorationItems.map(\.transposed)
        return section
    }
}

/// A container's size and insets: UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: DirectionalEdgeInsets

    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size inside the insets.
    public var effectiveContentSize: Size { contentSize.inset(by: contentInsets) }
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// What a section provider (or a custom group) sees when it is asked for a layout: UIKit's
/// `NSCollectionLayoutEnvironment`. A provider picks its column count from
/// `container.effectiveContentSize.width`; a rotation asks it again.
public struct LayoutEnvironment: Sendable {
    public var container: LayoutContainer
    /// The margins that `ContentInsetsReference.layoutMargins` measures from: 16 points on each
    /// side below 414 points of width, 20 from there (UIKit's system minimum layout margins
    /// on iPhone).
    public var layoutMargins: DirectionalEdgeInsets
    /// The identifiers of the sections, in order (a Zoetrope addition, standing in for the
    /// `dataSource.snapshot().sectionIdentifiers` a UIKit provider reads).
    public var sectionIdentifiers: [SectionID]

    public init(container: LayoutContainer, sectionIdentifiers: [SectionID] = []) {
        self.container = container
        let margin = container.contentSize.width >= 414 ? 20.0 : 16.0
        self.layoutMargins = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        self.sectionIdentifiers = sectionIdentifiers
    }
}

/// The layout-wide settings of a compositional layout:
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Sendable {
    public var scrollDirection: ScrollDirection = .vertical
    /// The gap between consecutive sections.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout (index path [0, 0]), before the first section
    /// and after the last.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    public var contentInsetsReference: ContentInsetsReference = .automatic

    public init() {}
}
