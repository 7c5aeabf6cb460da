/// UIKit's `UIMenuElement`: what a menu lists and a control's action is, a title and an
/// image. Zoetrope shows no menu (nothing presses and holds in a recording); the elements are
/// kept as the app made them.
open class UIMenuElement: NSObject {
    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Hashable, Sendable {
        case off, on, mixed
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
