import ZoetropeCore

/// Dynamic Type's sizes: UIKit's `UIContentSizeCategory`, the seven standard categories and the
/// five larger accessibility ones, ordered from smallest to largest (`<` compares them as
/// UIKit does). A recording's traits choose one; Large is the phone's default.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories, smallest first.
    public static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the category stands among the twelve (0 for extra small); Large's for one
    /// unspecified or unknown.
    var rank: Int { Self.allCategories.firstIndex(of: self) ?? 3 }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= 7 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }

    /// The category in Dynamic Type's table (Large for one unspecified or unknown).
    var dynamicType: DynamicType.Category { DynamicType.Category.allCases[rank] }

    /// The UIKit category of a category of the table.
    init(_ category: DynamicType.Category) {
        self = Self.allCategories[DynamicType.Category.allCases.firstIndex(of: category) ?? 3]
    }
}
