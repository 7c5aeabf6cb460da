import ZoetropeCore

/// A list's look: UIKit's `UICollectionLayoutListConfiguration` — 44-point rows with
/// separators, in plain, grouped, inset grouped or sidebar appearance, with supplementary
/// headers and footers or a first row that heads each section.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    public enum Appearance: Int, Hashable, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Hashable, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators: Bool
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The list's background; nil for the appearance's (grouped lists are grey).
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?

    /// Swipe actions need a finger; a recording has none.
    @available(*, unavailable, message: "Zoetrope has no touches: swipe actions cannot be recorded. Leave the provider out of the recording.")
    public var leadingSwipeActionsConfigurationProvider: Never? { get { nil } set {} }
    @available(*, unavailable, message: "Zoetrope has no touches: swipe actions cannot be recorded. Leave the provider out of the recording.")
    public var trailingSwipeActionsConfigurationProvider: Never? { get { nil } set {} }

    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    var value: ListConfiguration {
        var configuration: ListConfiguration
        switch appearance {
        case .plain: configuration = ListConfiguration(appearance: .plain)
        case .grouped: configuration = ListConfiguration(appearance: .grouped)
        case .insetGrouped: configuration = ListConfiguration(appearance: .insetGrouped)
        case .sidebar: configuration = ListConfiguration(appearance: .sidebar)
        case .sidebarPlain: configuration = ListConfiguration(appearance: .sidebarPlain)
        }
        configuration.showsSeparators = showsSeparators
        switch headerMode {
        case .none: configuration.headerMode = .none
        case .supplementary: configuration.headerMode = .supplementary
        case .firstItemInSection: configuration.headerMode = .firstItemInSection
        }
        configuration.footerMode = footerMode == .supplementary ? .supplementary : .none
        configuration.headerTopPadding = headerTopPadding.map(Double.init)
        return configuration
    }

    /// The colour behind the list.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .plain, .sidebar, .sidebarPlain: return .systemBackground
        }
    }
}
