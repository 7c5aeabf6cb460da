/// Dynamic Type's sizes: UIKit's `UIContentSizeCategory`. Zoetrope lays out at the default, Large.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public var isAccessibilityCategory: Bool { false }
}
