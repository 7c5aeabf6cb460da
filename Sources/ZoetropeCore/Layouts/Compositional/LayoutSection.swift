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
