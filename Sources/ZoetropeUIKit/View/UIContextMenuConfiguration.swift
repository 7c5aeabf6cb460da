/// What UIKit calls for the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
/// What UIKit calls, with the system's suggested actions, for a context menu's menu.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIKit's `UIContextMenuConfiguration`: what a touch and hold on an item would show, as a
/// collection view's delegate gives it (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
/// Nothing presses and holds in a recording, so the collection view never asks for one and no
/// menu is drawn; one the app makes is kept, and its providers run only when the app calls
/// them.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    /// The items the menu was asked for (iOS 16's multiple selection), by the collection view.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
