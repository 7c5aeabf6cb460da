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
