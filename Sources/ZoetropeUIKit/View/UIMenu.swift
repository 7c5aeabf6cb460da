/// UIKit's `UIMenu`: a titled list of actions and submenus, as an app gives a context menu, a
/// button (`menu`) or a bar button item. Zoetrope shows no menu (nothing presses and holds in
/// a recording); it is kept as the app made it, for the app's own code to read.
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`: how the menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// UIKit's `UIMenu.ElementSize`: how large its children show in a row.
    public enum ElementSize: Int, Hashable, Sendable {
        case small, medium, large
    }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize = .large
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("zoetrope.menu.\(title)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with `children` instead of its own.
    open func replacingChildren(_ children: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: children)
    }
}
