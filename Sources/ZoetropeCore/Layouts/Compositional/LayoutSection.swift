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

/// What a section's content insets are measured from: UIKit's `UIContentInsetsReference`.
///
/// Across the scroll direction, `none` measures from the collection view's edges, `safeArea`
/// from inside its safe area (`LayoutContext.safeAreaInsets`), `layoutMargins` from its layout
/// margins (which lie inside the safe area), `readableContent` keeps the content within the
/// readable width (672 points) centred and at least at the margins. A section's `automatic`
/// follows the layout's configuration; the configuration's `automatic` is `safeArea`, as
/// UIKit's default is.
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
    /// The collection view's size, its content insets the safe area across the scroll
    /// direction (what the layout's `contentInsetsReference` measures from by default), so
    /// that `effectiveContentSize` is the width a phone in landscape leaves beside its sensor
    /// housing.
    public var container: LayoutContainer
    /// The layout margins, safe area included, that `ContentInsetsReference.layoutMargins`
    /// and list rows measure from: by default 16 points on each side below 414 points of
    /// width, 20 from there (UIKit's system minimum layout margins on iPhone).
    public var layoutMargins: DirectionalEdgeInsets
    /// The identifiers of the sections, in order (a Zoetrope addition, standing in for the
    /// `dataSource.snapshot().sectionIdentifiers` a UIKit provider reads).
    public var sectionIdentifiers: [SectionID]

    /// An environment for `container`, with the given layout margins or the system's for its width.
    public init(container: LayoutContainer, layoutMargins: DirectionalEdgeInsets? = nil, sectionIdentifiers: [SectionID] = []) {
        self.container = container
        self.layoutMargins = layoutMargins ?? Self.systemLayoutMargins(width: container.contentSize.width)
        self.sectionIdentifiers = sectionIdentifiers
    }

    /// UIKit's system minimum layout margins on iPhone for a view `width` points wide: 16
    /// points on each side below 414 points, 20 from there; none above and below.
    public static func systemLayoutMargins(width: Double) -> DirectionalEdgeInsets {
        let margin = width >= 414 ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
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
    /// What sections' content insets (and the layout's own headers and footers) are measured
    /// from: the safe area, UIKit's default.
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    public init() {}
}
