/// A function from colour to colour that a configuration applies to a colour it resolves:
/// UIKit's `UIConfigurationColorTransformer`. Compared by identity (two made from the same
/// function are different), as closures cannot be compared.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private let transform: (UIColor) -> UIColor
    private let identity: ObjectIdentifier
    private final class Token {}
    private let token = Token()

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = ObjectIdentifier(token)
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of equal luminance (Rec. 709 weights), its alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let y = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(red: y, green: y, blue: y, alpha: color.alpha)
    }
    /// The tint colour stands in for the colour: here the system blue, the default tint.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// The tint colour at the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in UIColor.systemBlue.withAlphaComponent(color.alpha) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
