public import ZoetropeCore

/// The traits a view is shown with: UIKit's `UITraitCollection`.
///
/// A recording takes its screen's traits (`record(…, traits:)`): light or dark, Increase
/// Contrast, the interface level, the content size category, the layout direction and the
/// display scale. Every view's `traitCollection` starts from them; the size classes follow the
/// view's size (regular from 744 points across, an iPad mini in portrait, and from 500 points
/// down, compact below), and `overrideUserInterfaceStyle` on a view or its controller changes
/// the style for it and everything under it. Dynamic colours (`UIColor(dynamicProvider:)`, the
/// system colours) resolve against `UITraitCollection.current`, which a recording sets to the
/// view's traits while it reads the view, as UIKit sets it while a view draws and lays out.
///
/// A trait left unspecified (the empty collection's, `init()`) takes no part in
/// `init(traitsFrom:)`, and resolves as UIKit's default: light, normal contrast, Large.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let accessibilityContrast: UIAccessibilityContrast
    public let userInterfaceLevel: UIUserInterfaceLevel
    public let legibilityWeight: UILegibilityWeight
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(horizontal horizontalSizeClass: UIUserInterfaceSizeClass, vertical verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         scale displayScale: CGFloat = 0, direction layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         style userInterfaceStyle: UIUserInterfaceStyle = .unspecified, contentSize preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         contrast accessibilityContrast: UIAccessibilityContrast = .unspecified, level userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
         legibility legibilityWeight: UILegibilityWeight = .unspecified, idiom userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
        self.userInterfaceLevel = userInterfaceLevel
        self.legibilityWeight = legibilityWeight
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    /// The empty collection: every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(horizontal: .unspecified, style: userInterfaceStyle) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontal: .unspecified, contentSize: preferredContentSizeCategory)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(horizontal: .unspecified, direction: layoutDirection) }
    public convenience init(displayScale scale: CGFloat) { self.init(horizontal: .unspecified, scale: scale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: .unspecified, vertical: verticalSizeClass) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(horizontal: .unspecified, contrast: accessibilityContrast) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(horizontal: .unspecified, level: userInterfaceLevel) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(horizontal: .unspecified, legibility: legibilityWeight) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(horizontal: .unspecified, idiom: idiom) }

    /// The collections combined as UIKit combines them: each trait is the last one the
    /// collections specify, in order.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            traitCollections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  contrast: last(\.accessibilityContrast, unspecified: .unspecified),
                  level: last(\.userInterfaceLevel, unspecified: .unspecified),
                  legibility: last(\.legibilityWeight, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    /// The traits of a view `width` × `height` points large on the screen `screen`: its size
    /// classes follow its size, the rest are the screen's.
    convenience init(screen: UITraitCollection, width: CGFloat, height: CGFloat, style: UIUserInterfaceStyle? = nil) {
        self.init(horizontal: width >= 744 ? .regular : .compact, vertical: height >= 500 ? .regular : .compact,
                  scale: screen.displayScale, direction: screen.layoutDirection,
                  style: style ?? screen.userInterfaceStyle, contentSize: screen.preferredContentSizeCategory,
                  contrast: screen.accessibilityContrast, level: screen.userInterfaceLevel,
                  legibility: screen.legibilityWeight, idiom: screen.userInterfaceIdiom)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
            && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
            && (trait.legibilityWeight == .unspecified || trait.legibilityWeight == legibilityWeight)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether a dynamic colour may resolve differently here than in `traitCollection`: the
    /// style, the contrast or the level differ.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        let mine = appearance, theirs = traitCollection.appearance
        return mine.style != theirs.style || mine.contrast != theirs.contrast || mine.level != theirs.level
    }

    /// The appearance dynamic colours and text styles resolve in: light unless dark is
    /// specified, normal contrast unless high is, base unless elevated is, Large unless
    /// another content size is, left to right unless right to left is.
    public var appearance: Appearance {
        Appearance(style: userInterfaceStyle == .dark ? .dark : .light,
                   contrast: accessibilityContrast == .high ? .high : .normal,
                   level: userInterfaceLevel == .elevated ? .elevated : .base,
                   contentSize: preferredContentSizeCategory.dynamicType,
                   direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// A trait collection for `appearance`: its style, contrast, level and content size
    /// specified, and the layout direction when it is right to left (left to right is what
    /// the screen has unless told otherwise, and is left to it).
    public convenience init(appearance: Appearance) {
        self.init(horizontal: .unspecified, direction: appearance.direction == .rightToLeft ? .rightToLeft : .unspecified,
                  style: appearance.style == .dark ? .dark : .light,
                  contentSize: UIContentSizeCategory(appearance.contentSize),
                  contrast: appearance.contrast == .high ? .high : .normal,
                  level: appearance.level == .elevated ? .elevated : .base)
    }

    // MARK: The current traits

    /// The traits dynamic colours resolve against: the recording's screen, or the view being
    /// read or drawn (see `performAsCurrent(_:)`).
    public static var current: UITraitCollection { CurrentTraits.onThisThread.top ?? screen }

    /// The screen's traits: a recording's (`record(…, traits:)`), or a phone's in light mode
    /// (an iPhone's scale of 3, left to right, Large, normal contrast, base level).
    static var screen: UITraitCollection { recordingScreen ?? standardScreen }

    @TaskLocal static var recordingScreen: UITraitCollection?

    static let standardScreen = UITraitCollection(horizontal: .unspecified, scale: 3, direction: .leftToRight, style: .light,
                                                  contentSize: .large, contrast: .normal, level: .base, legibility: .regular, idiom: .phone)

    /// `traits`' content size category, else the current traits', else the screen's.
    static func contentSizeCategory(of traits: UITraitCollection?) -> UIContentSizeCategory {
        for candidate in [traits, current, screen] {
            if let category = candidate?.preferredContentSizeCategory, category != .unspecified { return category }
        }
        return .large
    }

    /// Runs `actions` with these traits as `UITraitCollection.current` (on this thread, as in
    /// UIKit).
    open func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        try CurrentTraits.onThisThread.with(self, actions)
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.containsTraits(in: self) && containsTraits(in: other)
            && other.displayScale == displayScale && other.userInterfaceStyle == userInterfaceStyle
            && other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.layoutDirection == layoutDirection && other.preferredContentSizeCategory == preferredContentSizeCategory
            && other.accessibilityContrast == accessibilityContrast && other.userInterfaceLevel == userInterfaceLevel
            && other.legibilityWeight == legibilityWeight && other.userInterfaceIdiom == userInterfaceIdiom
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(accessibilityContrast)
        hasher.combine(userInterfaceLevel)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "LayoutDirection = \(layoutDirection), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
            + "AccessibilityContrast = \(accessibilityContrast), UserInterfaceLevel = \(userInterfaceLevel)>"
    }
}

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// Whether Increase Contrast is on.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// Whether the interface lies over another (a sheet, a popover): dark backgrounds are lighter.
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

/// Whether Bold Text is on.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }
