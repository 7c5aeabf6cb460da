/// One trait, as iOS 17's trait registration names it: `UITraitUserInterfaceStyle.self`.
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}
