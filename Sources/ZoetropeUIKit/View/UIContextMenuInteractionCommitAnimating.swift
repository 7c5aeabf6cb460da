/// UIKit's `UIContextMenuInteractionCommitAnimating`: what a delegate's
/// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)` is handed when a preview
/// is tapped. No menu opens in a recording, so no delegate is handed one; it compiles.
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
