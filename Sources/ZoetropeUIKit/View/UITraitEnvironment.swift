/// What has traits and is told when they change: UIKit's `UITraitEnvironment`, which views and
/// controllers adopt.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A trait as `registerForTraitChanges(_:handler:)` takes it.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.accessibilityContrast != b.accessibilityContrast }
}

public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}
