import Foundation

/// A button of a navigation bar or a toolbar: UIKit's `UIBarButtonItem`, kept so that a
/// screen's "Add" and "Edit" buttons compile and their settings are read back. Zoetrope records
/// the collection view, not its bars: an item is not drawn, and no finger taps it, so its
/// action is never sent. To record what a button does, call what its action calls between
/// pauses (an "Add" button's insert).
open class UIBarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.SystemItem`: the system's own buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The system item it was made as; nil for one made with a title, an image or a view. Not
    /// UIKit API (UIKit does not say which system item a button is): for a test to read back.
    public let systemItem: SystemItem?
    open var title: String?
    open var image: UIImage?
    open var style: Style
    open weak var target: AnyObject?
    open var action: Selector?
    /// The closure UIKit runs when it is tapped (iOS 14's `primaryAction`).
    open var primaryAction: UIAction?
    open var customView: UIView?
    open var isEnabled = true
    open var tintColor: UIColor?
    open var tag = 0
    /// The width of a fixed space, or of the item when set (0: its own).
    open var width: CGFloat = 0
    open var accessibilityLabel: String?

    /// A system button: its title is the system's ("Edit", "Done") where it has one.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        title = Self.systemTitle(systemItem)
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
        style = .plain
        super.init()
    }

    /// iOS 14's system button with a closure.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// iOS 14's button with a title or an image and a closure.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title ?? primaryAction?.title, style: .plain, target: nil, action: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public override convenience init() {
        self.init(title: nil, style: .plain, target: nil, action: nil)
    }

    public required init?(coder: NSCoder) {
        systemItem = nil
        style = .plain
        super.init()
    }

    /// A space that takes what a toolbar has left.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The title iOS shows on a system button that has words rather than a glyph.
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}
