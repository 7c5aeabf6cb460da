/// A cell's background: UIKit's `UIBackgroundConfiguration` — colour, corners, stroke, and
/// a picture (where a snapshot of the app's real cell goes).
public struct UIBackgroundConfiguration: Hashable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    public init() {}

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }

    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }
}
