import Foundation

/// UIKit's `UIConfigurationTextAttributesTransformer`: a function a configuration applies to
/// the attributes of the text it draws (a button's title). Compared by identity, as closures
/// cannot be compared.
public struct UIConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer
    private final class Token {}
    private let token = Token()

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}
