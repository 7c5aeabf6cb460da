import ZoetropeCore

/// The traits a layout may read: UIKit's `UITraitCollection`, as far as layouts use it. The
/// size classes follow the container's size: regular from 744 points across (an iPad mini in
/// portrait), compact below; regular from 500 points down, compact below (a phone in landscape).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat = 3
    public let layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    public let userInterfaceStyle: UIUserInterfaceStyle = .light

    init(width: CGFloat, height: CGFloat) {
        horizontalSizeClass = width >= 744 ? .regular : .compact
        verticalSizeClass = height >= 500 ? .regular : .compact
        super.init()
    }

    /// Traits with both size classes unspecified, as UIKit's empty collection has.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        super.init()
    }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
