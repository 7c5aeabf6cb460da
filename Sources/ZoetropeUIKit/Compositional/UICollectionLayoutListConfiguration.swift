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

    /// UIKit's `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (Foundation.IndexPath) -> UISwipeActionsConfiguration?
    /// Kept, never asked: a row shows its swipe actions only under a finger, and no finger
    /// touches a recording. The row is drawn as it rests.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActions.leading }
        set { swipeActions.leading = newValue }
    }
    /// Kept, never asked (see `leadingSwipeActionsConfigurationProvider`).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActions.trailing }
        set { swipeActions.trailing = newValue }
    }
    private var swipeActions = SwipeActionProviders()

    /// The providers, left out of comparing and hashing: nothing drawn depends on them.
    private struct SwipeActionProviders: Hashable, @unchecked Sendable {
        var leading: SwipeActionsConfigurationProvider?
        var trailing: SwipeActionsConfigurationProvider?
        static func == (lhs: Self, rhs: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

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
