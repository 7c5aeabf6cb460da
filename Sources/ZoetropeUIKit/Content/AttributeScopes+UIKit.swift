import Foundation

/// UIKit's attributes of Foundation's `AttributedString`: a font and a foreground colour, so
/// that `string.font = …`, `AttributeContainer().foregroundColor(…)` and a button
/// configuration's `attributedTitle` compile and are drawn as on the phone. Foundation on Linux
/// has no UIKit scope of its own; this one declares the two keys apps style text with, under
/// the names UIKit stores them by.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// UIKit's `NSFont` attribute.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// UIKit's `NSColor` attribute: the text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The attributes of a dictionary as `NSAttributedString` takes them: the font and the
    /// foreground colour are kept (others are not drawn here).
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        if let font = dictionary[.font] as? UIFont { self.font = font }
        if let color = dictionary[.foregroundColor] as? UIColor { self.foregroundColor = color }
    }
}
