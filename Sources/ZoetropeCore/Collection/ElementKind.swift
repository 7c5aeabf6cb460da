/// The kind of a supplementary or decoration view, as UIKit's element-kind strings.
public struct ElementKind: Hashable, Comparable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = ElementKind("header")
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = ElementKind("footer")

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
