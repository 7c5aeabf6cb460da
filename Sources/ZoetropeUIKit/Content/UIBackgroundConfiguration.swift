/// A cell's background: UIKit's `UIBackgroundConfiguration` — colour, corners, stroke, and
/// a picture (where a snapshot of the app's real cell goes).
public struct UIBackgroundConfiguration: Hashable {
    /// Which of UIKit's styles it came from: a list style's colour follows the cell's state.
    enum Style: Hashable {
        case custom, listPlainCell, listGroupedCell
    }

    var style: Style = .custom
    /// Whether the last state it was updated for shows the selected look.
    var showsSelection = false
    private var setColor: UIColor?
    private var colorWasSet = false

    /// The colour set on it, or its style's colour for the state it was last updated for
    /// (`updated(for:)`): a list cell's background, or `systemGray4` while the cell is selected
    /// or highlighted, as UIKit's list cells show selection.
    public var backgroundColor: UIColor? {
        get {
            if colorWasSet { return setColor }
            switch style {
            case .custom: return nil
            case .listPlainCell: return showsSelection ? .systemGray4 : .systemBackground
            case .listGroupedCell: return showsSelection ? .systemGray4 : .secondarySystemGroupedBackground
            }
        }
        set {
            setColor = newValue
            colorWasSet = true
        }
    }
    /// Applied to `backgroundColor` when it is resolved (and drawn).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Applied to `strokeColor` when it is resolved (and drawn).
    public var strokeColorTransformer: UIConfigurationColorTransformer?

    /// The colour drawn: `backgroundColor` (else `tintColor` when there is none and the
    /// style has none) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? .clear
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke drawn: `strokeColor` (else `tintColor`) through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }
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
        configuration.style = .listPlainCell
        return configuration
    }

    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.style = .listGroupedCell
        return configuration
    }

    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }

    /// This configuration as it looks in `state`: a list style's colour turns to the selected
    /// grey while the cell is selected or highlighted; a colour the app set stays.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        updated.showsSelection = (state as? UICellConfigurationState)?.showsSelection ?? false
        return updated
    }
}
