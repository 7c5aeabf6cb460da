/// A list's look: UIKit's `UICollectionLayoutListConfiguration`, for
/// `LayoutSection.list(using:layoutEnvironment:)` and `CompositionalLayout.list(using:)`.
///
/// The metrics are iOS's defaults as Zoetrope reads them (docs/custom-layouts.md):
/// - rows span the section, at least 44 points tall and taller when their text wraps;
/// - `plain`: rows edge to edge; `supplementary` headers and footers pinned to the visible
///   bounds (z-index 2);
/// - headers and footers are as tall as their text and its label's insets (one line of the
///   default styles' text: 28 points in a plain list, 38 in a grouped one), and their
///   estimates when they have no text;
/// - `grouped`: like plain, each section 35 points below the one before (or below its 38-point
///   header);
/// - `insetGrouped`: grouped, with the rows inset by the layout margins (16 points, 20 from 414
///   points of width, from inside the safe area) on a background with 10-point corners;
/// - `sidebar` and `sidebarPlain`: inset by 10 points, no separators.
///
/// Separators are decoration views of kind `separator`, 0.5 points tall at the bottom of
/// every row but a section's last, from the layout margin (or the text after a row's icon) to
/// the row's end; they belong to
/// their row and move with it. The rows' background is a decoration of kind `listSection`
/// (`listSectionInset` when inset-grouped, so that a switch between the two cross-fades a
/// square background into a rounded one); sidebars have none.
public struct ListConfiguration: Hashable, Sendable {
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A supplementary view of kind `header` above each section's rows.
        case supplementary
        /// The first item of each section is its header row (a row like the others; an outline's parent).
        case firstItemInSection
    }

    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        case none
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators: Bool
    /// Extra space above each section's header, as iOS 15's `headerTopPadding`; nil for the default.
    public var headerTopPadding: Double?

    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The decoration kind of row separators.
    package static let separatorKind = ElementKind("separator")
    /// The decoration kind of the rows' background.
    package static let sectionBackgroundKind = ElementKind("listSection")
    /// The decoration kind of the rows' rounded background in an inset-grouped list.
    package static let insetSectionBackgroundKind = ElementKind("listSectionInset")
    /// UIKit's standard row height.
    public static let rowHeight = 44.0
    package static let separatorThickness = 0.5
    /// The rows' corner radius in an inset-grouped list.
    package static let insetGroupedCornerRadius = 10.0

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    /// The estimated height of a supplementary header: the height of a header without text.
    /// With text, a header is as tall as its text and the label's insets (the default
    /// styles' insets make one line of their text exactly this tall).
    public var headerHeight: Double { isGrouped ? 38 : 28 }
    /// The estimated height of a supplementary footer, as `headerHeight` for headers.
    public var footerHeight: Double { isGrouped ? 38 : 28 }
}

extension LayoutSection {
    /// A section laid out as a list (UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        var row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListConfiguration.rowHeight)))
        row.minimumEstimatedSize = Size(width: 0, height: ListConfiguration.rowHeight)
        var section = LayoutSection(group: .vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListConfiguration.rowHeight)),
            subitems: [row]))
        // A row's text (and its separator) starts at the layout margin; the section itself
        // starts inside the safe area (the configuration's reference), so the margin is counted
        // from there.
        let margin = Swift.max(0, layoutEnvironment.layoutMargins.leading - layoutEnvironment.container.contentInsets.leading)
        switch configuration.appearance {
        case .plain, .grouped: break
        case .insetGrouped: section.contentInsetsReference = .layoutMargins
        case .sidebar, .sidebarPlain: section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        let topPadding = configuration.headerTopPadding ?? (configuration.isGrouped ? 35 : 0)
        if configuration.headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.headerHeight)),
                elementKind: .sectionHeader, alignment: .top)
            if configuration.appearance == .plain { header.pinToVisibleBounds = true; header.zIndex = 2 }
            section.boundarySupplementaryItems.append(header)
            section.contentInsets.top = configuration.headerTopPadding ?? 0
        } else {
            section.contentInsets.top = topPadding
        }
        if configuration.footerMode == .supplementary {
            var footer = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.footerHeight)),
                elementKind: .sectionFooter, alignment: .bottom)
            // A plain list's footers float at the bottom of the screen as its headers do at the top.
            if configuration.appearance == .plain { footer.pinToVisibleBounds = true; footer.zIndex = 2 }
            section.boundarySupplementaryItems.append(footer)
        }
        if configuration.appearance != .sidebar && configuration.appearance != .sidebarPlain {
            var background = LayoutDecorationItem.background(elementKind: configuration.appearance == .insetGrouped
                ? ListConfiguration.insetSectionBackgroundKind : ListConfiguration.sectionBackgroundKind)
            background.coversItemsOnly = true
            section.decorationItems = [background]
        }
        if configuration.showsSeparators {
            section.separator = LayoutSection.Separator(kind: ListConfiguration.separatorKind, leadingInset: margin,
                                                        thickness: ListConfiguration.separatorThickness)
        }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list (UIKit's `UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in LayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
}
