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
    package static func systemLayoutMargins(width: Double) -> DirectionalEdgeInsets {
        let margin = width >= 414 ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
    }
}
